export { CHARTER_TOKEN_PATTERN as CHARTER_TOKEN } from '../../src/domain/charter/charter-token';

/** An enquiry id as the site makes them (a reference, or a Firestore id): no path, bounded. */
export const ENQUIRY_ID = /^[A-Za-z0-9_-]{1,64}$/;
