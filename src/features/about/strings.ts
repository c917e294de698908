import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text shown by the About page. */
export const aboutStrings = translated({
  metaDescription: msg`Who we are: a Dubai Marina yacht charter company with licensed crews, a fleet for every occasion, clear hourly prices and a team that answers day and night.`,
  title: msg`About us`,
  heading: (brand: string) => msg`About ${brand}`,
  intro: msg`We are a family-run yacht charter company based in Dubai Marina, taking guests out on the Arabian Gulf since 2012.`,
  storyHeading: msg`Our story`,
  story: msg`It started with one 42 ft boat and a captain who knew every corner of the coast between the Marina and the Burj Al Arab. Friends told friends, birthdays became weddings, and the one boat became a fleet. Twelve years on we still run every charter the same way: on time, spotless, and with a crew that makes guests feel at home.`,
  ownerHeading: msg`Meet the owner`,
  owner: msg`Captain Khalid Al Mansoori spent fifteen years at sea with commercial fleets before founding the company. He still takes the helm for proposals and anniversaries — and personally checks every yacht before the weekend.`,
  locationHeading: msg`Where to find us`,
  location: (address: string) =>
    msg`${address} — a short walk from Dubai Marina tram and metro stations, with parking at Marina Mall.`,
  openInMaps: msg`Open in maps`,
  reasonsHeading: msg`Four reasons to sail with us`,
  reasons: [
    {
      title: msg`A fleet for every occasion`,
      text: msg`Ten yachts from a 36 ft day boat for eight friends to a 120 ft megayacht for eighty guests, all berthed at one pier.`,
    },
    {
      title: msg`Licensed, experienced crews`,
      text: msg`Every captain is licensed by the Dubai Maritime Authority, and every trip carries life jackets and first aid for all on board.`,
    },
    {
      title: msg`Clear, hourly prices`,
      text: msg`The price you see is per hour with crew, fuel and soft drinks included. Extras are quoted before you book, never after.`,
    },
    {
      title: msg`We answer, day and night`,
      text: msg`Message us on WhatsApp or ask for a call back: we reply within minutes from 8 AM to midnight, every day of the week.`,
    },
  ],
  readyToPlan: msg`Ready to plan your trip?`,
  browseFleet: msg`Browse the fleet`,
  or: msg`or`,
  contactUs: msg`contact us`,
});
