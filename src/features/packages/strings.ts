/** Text shown by the packages pages. */
export const packagesStrings = {
  listMetaDescription:
    'Yacht packages in Dubai for birthdays, parties, honeymoons, proposals and sightseeing trips to Burj Al Arab, Atlantis and Moon Island, crew included.',
  customMetaDescription:
    'Compose your own yacht trip in Dubai: choose the yacht, date, duration, guests and extras such as catering, decoration or water sports, and we arrange it.',
  /** The breadcrumb's first step. */
  breadcrumbHome: 'Home',
  listTitle: 'Yacht Packages',
  listIntro:
    'Ready-made trips for every occasion, each with the captain and crew included. Pick one, or compose your own.',
  view: 'View package',
  includes: 'Includes',
  book: 'Book this package on WhatsApp',
  enquiry: (name: string) => `Hi, I am interested in the package: ${name}`,
  customName: 'Custom Package',
  customTeaser:
    'Your occasion, your yacht, your timing: tell us what you have in mind and we will make it happen.',
  compose: 'Compose your trip',
  callInstead: 'Prefer to talk it through?',
  callInsteadLink: 'Request a call back',
  customiseLink: 'Want something different? Compose a Custom Package',
  yourTrip: 'Your trip',
  occasion: 'Occasion',
  chooseOccasion: 'Choose an occasion',
  extras: 'Also arrange (we quote these with your booking)',
  extrasLine: 'Also arrange',
  notes: 'Notes',
  notesHint: (max: number) => `Anything we should know, up to ${max} characters.`,
  bookIntro:
    'Then choose the yacht: you see its free times and the price, and send the trip on WhatsApp or ask for a call back.',
} as const;
