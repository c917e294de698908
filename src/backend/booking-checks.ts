/**
 * What both backends accept for the booking data and the pure pieces of the booking transactions both share, by
 * purpose: the input checks (booking-input-checks.ts, quote-checks.ts), the stored records (booking-records.ts), a quote's hold (hold-checks.ts),
 * which Dubai days a span touches (date-spans.ts), the clash message (clash-message.ts) and the admin's search
 * (enquiry-search.ts).
 */
export * from './booking-input-checks';
export * from './booking-records';
export * from './hold-checks';
export * from './date-spans';
export * from './clash-message';
export * from './enquiry-search';
