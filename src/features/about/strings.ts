/** Text shown by the About page. */
export const aboutStrings = {
  metaDescription:
    'Who we are: a Dubai Marina yacht charter company with licensed crews, a fleet for every occasion, clear hourly prices and a team that answers day and night.',
  title: 'About us',
  heading: (brand: string) => `About ${brand}`,
  intro:
    'We are a family-run yacht charter company based in Dubai Marina, taking guests out on the Arabian Gulf ' +
    'since 2012.',
  storyHeading: 'Our story',
  story:
    'It started with one 42 ft boat and a captain who knew every corner of the coast between the Marina and the ' +
    'Burj Al Arab. Friends told friends, birthdays became weddings, and the one boat became a fleet. Twelve years ' +
    'on we still run every charter the same way: on time, spotless, and with a crew that makes guests feel at home.',
  ownerHeading: 'Meet the owner',
  owner:
    'Captain Khalid Al Mansoori spent fifteen years at sea with commercial fleets before founding the company. He ' +
    'still takes the helm for proposals and anniversaries — and personally checks every yacht before the weekend.',
  locationHeading: 'Where to find us',
  location: (address: string) =>
    `${address} — a short walk from Dubai Marina tram and metro stations, with parking at Marina Mall.`,
  openInMaps: 'Open in maps',
  reasonsHeading: 'Four reasons to sail with us',
  reasons: [
    {
      title: 'A fleet for every occasion',
      text: 'Ten yachts from a 36 ft day boat for eight friends to a 120 ft megayacht for eighty guests, all berthed at one pier.',
    },
    {
      title: 'Licensed, experienced crews',
      text: 'Every captain is licensed by the Dubai Maritime Authority, and every trip carries life jackets and first aid for all on board.',
    },
    {
      title: 'Clear, hourly prices',
      text: 'The price you see is per hour with crew, fuel and soft drinks included. Extras are quoted before you book, never after.',
    },
    {
      title: 'We answer, day and night',
      text: 'Message us on WhatsApp or ask for a call back: we reply within minutes from 8 AM to midnight, every day of the week.',
    },
  ],
  readyToPlan: 'Ready to plan your trip?',
  browseFleet: 'Browse the fleet',
  or: 'or',
  contactUs: 'contact us',
} as const;
