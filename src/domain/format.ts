import { site } from '../config/site';

const number = new Intl.NumberFormat('en-US');

/** `AED 1,500 / hour` */
export function formatPricePerHour(price: number): string {
  return `${site.currency} ${number.format(price)} / hour`;
}

export const formatFeet = (feet: number) => `${feet} ft`;
