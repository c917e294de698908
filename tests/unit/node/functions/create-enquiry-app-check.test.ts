import { describe, expect, it } from 'vitest';
import { verifiedApp } from '../../../../functions/src/create-enquiry';

describe('createEnquiry’s App Check', () => {
  it('counts a token only once: one already consumed is no proof the call comes from the site', () => {
    expect(verifiedApp(undefined)).toBe(false);
    // Verified, not consumed (App Check not enforced: nothing is consumed).
    expect(verifiedApp({})).toBe(true);
    expect(verifiedApp({ alreadyConsumed: false })).toBe(true);
    expect(verifiedApp({ alreadyConsumed: true })).toBe(false);
  });
});
