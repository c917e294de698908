import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text shown by the packages pages. */
export const packagesStrings = translated({
  listMetaDescription: msg`Yacht packages in Dubai for birthdays, parties, honeymoons, proposals and sightseeing trips to Burj Al Arab, Atlantis and Moon Island, crew included.`,
  customMetaDescription: msg`Compose your own yacht trip in Dubai: choose the yacht, date, duration, guests and extras such as catering, decoration or water sports, and we arrange it.`,
  /** The breadcrumb's first step. */
  breadcrumbHome: msg`Home`,
  listTitle: msg`Yacht Packages`,
  /** The list's page title (the tab and search results). */
  listPageTitle: msg`Packages`,
  allPackages: msg`← All packages`,
  onBoard: (name: string) => msg`${name} on board`,
  listIntro: msg`Ready-made trips for every occasion, each with the captain and crew included. Pick one, or compose your own.`,
  view: msg`View package`,
  /** The card's link as screen readers name it, with the package it opens. */
  viewNamed: (name: string) => msg`View package: ${name}`,
  includes: msg`Includes`,
  book: msg`Book this package on WhatsApp`,
  customName: msg`Custom Package`,
  customTeaser: msg`Your occasion, your yacht, your timing: tell us what you have in mind and we will make it happen.`,
  compose: msg`Compose your trip`,
  /** The Custom Package card's link as screen readers name it. */
  composeNamed: (name: string) => msg`Compose your trip: ${name}`,
  callInstead: msg`Prefer to talk it through?`,
  callInsteadLink: msg`Request a call back`,
  customiseLink: msg`Want something different? Compose a Custom Package`,
  yourTrip: msg`Your trip`,
  occasion: msg`Occasion`,
  chooseOccasion: msg`Choose an occasion`,
  extras: msg`Also arrange (we quote these with your booking)`,
  extrasLine: msg`Also arrange`,
  notes: msg`Notes`,
  notesHint: (max: number) => msg`Anything we should know, up to ${max} characters.`,
  bookIntro: msg`Then choose the yacht: you see its free times and the price, and send the trip on WhatsApp or ask for a call back.`,
});
