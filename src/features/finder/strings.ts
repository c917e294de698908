import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** The finder's form, on the home page's first view (the answer's texts: result-strings.ts, loaded with it). */
export const finderFormStrings = translated({
  formLabel: msg`Find a yacht for your date`,
  date: msg`Date`,
  startTime: msg`Start time`,
  dubaiTime: msg`Dubai time (GMT+4)`,
  hours: msg`Hours`,
  guests: msg`Guests`,
  find: msg`Find yachts`,
  filters: msg`Filters and sort`,
  minCapacity: msg`Capacity at least`,
  priceFrom: msg`Price from (AED / hour)`,
  priceTo: msg`Price up to (AED / hour)`,
  lengthFrom: msg`Length from (ft)`,
  lengthTo: msg`Length up to (ft)`,
  vipOnly: msg`VIP yachts only`,
  sortBy: msg`Sort by`,
  sortFleet: msg`Our selection`,
  sortPriceAsc: msg`Price: lowest first`,
  sortPriceDesc: msg`Price: highest first`,
  sortSizeDesc: msg`Size: largest first`,
  sortSizeAsc: msg`Size: smallest first`,
  sortCapacityDesc: msg`Capacity: largest first`,
  sortCapacityAsc: msg`Capacity: smallest first`,
  showAll: msg`Show the whole fleet`,
});
