import { msg, plural } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Text of the VIP and yacht pages (loaded with them, src/i18n/catalogues.ts). */
export const fleetPageStrings = translated({
  vipMetaDescription: msg`VIP yacht charters in Dubai: our largest, most exclusive yachts with full crew, chef and the finest finishes, by the hour from Dubai Marina.`,
  /** A yacht page's description for search results and link previews. */
  yachtMetaDescription: ({
    name,
    capacity,
    feet,
    price,
  }: {
    name: string;
    capacity: number;
    feet: number;
    price: string;
  }) =>
    msg`Rent the ${name} in Dubai Marina: a ${feet} ft yacht for up to ${capacity} guests, ${price} with captain and crew. Check availability and book online.`,
  /** Its title: the yacht's name and what it is. */
  yachtMetaTitle: (name: string) => msg`${name} yacht rental in Dubai`,
  loadingYacht: msg`Loading yacht...`,
  yachtNotFound: msg`Product not found...`,
  yachtNotFoundTitle: msg`Product not found`,
  loadFailed: msg`Could not load this yacht. Please try again.`,
  vipTitle: msg`VIP Yachts`,
  vipIntro: msg`Our most exclusive yachts, with full crew, chef and the finest finishes.`,
  noVip: msg`No VIP yachts are available right now. Browse the whole fleet or ask us about upcoming arrivals.`,
  goBack: msg`← Go Back`,
  price: msg`Price`,
  sizeLabel: msg`Size`,
  capacity: msg`Capacity`,
  guestsUpTo: (capacity: number) => msg`up to ${plural(capacity, { one: '# guest', other: '# guests' })}`,
  complementary: msg`Complementary`,
  askWhatIsIncluded: msg`Ask us what is included.`,
  vipBadge: msg`VIP`,
  photosOf: (name: string) => msg`Photos of ${name}`,
  photo: (name: string, index: number, count: number) => msg`${name}, photo ${index} of ${count}`,
  /** The gallery's dots (and the full-screen view's thumbnails) and arrows. */
  showPhoto: (index: number, count: number) => msg`Show photo ${index} of ${count}`,
  previousPhoto: msg`Previous`,
  nextPhoto: msg`Next`,
  /** Which photo is shown, of how many: "2 / 6". */
  counter: (index: number, count: number) => msg`${index} / ${count}`,
  viewFullScreen: msg`View full screen`,
  closeFullScreen: msg`Close full screen`,
});
