import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text of the fleet on the home page: its heading and the yacht cards (the pages' own: page-strings.ts). */
export const fleetStrings = translated({
  homeMetaDescription: msg`Rent a luxury yacht in Dubai Marina by the hour: yachts for small groups to large parties, with captain and crew, event packages and special offers. Book by WhatsApp or online.`,
  fleetHeading: msg`Our fleet`,
  /** The hero's line under the heading and tagline, and its two actions. */
  heroLine: msg`Private yacht charters with captain and crew from Dubai Marina, by the hour.`,
  checkAvailability: msg`Check availability`,
  chatOnWhatsApp: msg`Chat on WhatsApp`,
  /** The WhatsApp message the hero's button starts. */
  heroWhatsAppText: msg`Hello Marina Luxe Yachts, I would like to charter a yacht. Which yachts are free on my date?`,
  fleetLabel: msg`Yachts`,
  loadingYachts: msg`Loading yachts...`,
  noYachts: msg`No products found`,
  size: (feet: string) => msg`Size: ${feet}`,
  capacityUpTo: (capacity: number) => msg`capacity up to ${capacity}`,
  bookByWhatsApp: msg`Book By WhatsApp`,
});
