/** Text shown by the fleet pages: home, VIP yachts, yacht cards and the yacht page. */
export const fleetStrings = {
  homeMetaDescription:
    'Rent a luxury yacht in Dubai Marina by the hour: yachts for small groups to large parties, with captain and crew, event packages and special offers. Book by WhatsApp or online.',
  vipMetaDescription:
    'VIP yacht charters in Dubai: our largest, most exclusive yachts with full crew, chef and the finest finishes, by the hour from Dubai Marina.',
  /** A yacht page's description for search results and link previews. */
  yachtMetaDescription: (yacht: { name: string; capacity: number; feet: number; price: string }) =>
    `Rent the ${yacht.name} in Dubai Marina: a ${yacht.feet} ft yacht for up to ${yacht.capacity} guests, ${yacht.price} with captain and crew. Check availability and book online.`,
  /** Its title: the yacht's name and what it is. */
  yachtMetaTitle: (name: string) => `${name} yacht rental in Dubai`,
  fleetHeading: 'Our fleet',
  fleetLabel: 'Yachts',
  loadingYachts: 'Loading yachts...',
  loadingYacht: 'Loading yacht...',
  noProducts: 'No products found',
  productNotFound: 'Product not found...',
  productNotFoundTitle: 'Product not found',
  loadFailed: 'Could not load this yacht. Please try again.',
  vipTitle: 'VIP Yachts',
  vipIntro: 'Our most exclusive yachts, with full crew, chef and the finest finishes.',
  noVip: 'No VIP yachts are available right now. Browse the whole fleet or ask us about upcoming arrivals.',
  size: (feet: string) => `Size: ${feet}`,
  capacityUpTo: (capacity: number) => `capacity up to ${capacity}`,
  bookByWhatsApp: 'Book By WhatsApp',
  goBack: '← Go Back',
  price: 'Price',
  sizeLabel: 'Size',
  capacity: 'Capacity',
  guestsUpTo: (capacity: number) => `up to ${capacity} guests`,
  complementary: 'Complementary',
  askWhatIsIncluded: 'Ask us what is included.',
  vipBadge: 'VIP',
  photosOf: (name: string) => `Photos of ${name}`,
  photo: (name: string, index: number, count: number) => `${name}, photo ${index} of ${count}`,
  /** The slider's dots and arrows. */
  showPhoto: (index: number, count: number) => `Show photo ${index} of ${count}`,
  previousPhoto: 'Previous',
  nextPhoto: 'Next',
} as const;
