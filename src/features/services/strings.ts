/** Text shown by the services pages. */
export const servicesStrings = {
  listMetaDescription:
    'Services on board our Dubai yachts: private charters, fishing trips, water sports, catering, event decoration and photography, arranged with your booking.',
  /** A service without a description of its own. */
  serviceMetaDescription: (name: string) =>
    `${name} with Marina Luxe Yachts in Dubai Marina: ask us to add it to your yacht charter by WhatsApp or a call back.`,
  /** The breadcrumb's first step. */
  breadcrumbHome: 'Home',
  listTitle: 'Our Services',
  listIntro:
    'Everything that makes a day on the water complete, on its own or added to any yacht and package.',
  empty: 'No services yet. Please check back soon or contact us.',
  loading: 'Loading services...',
  view: 'Learn more',
  related: 'Packages with this service',
  book: 'Book on WhatsApp',
  enquiry: (name: string) => `Hi, I am interested in the service: ${name}`,
  callBack: 'Request a call back',
  noDescription: 'Ask us for the details: we tailor it to your trip.',
} as const;
