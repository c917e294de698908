import { describe, expect, it } from 'vitest';
import { campaignForEnquiry, captureCampaign, readCampaign } from '../../../src/features/campaign';
import { MemoryStorage } from '../test-utils';

describe('the campaign kept for the visit', () => {
  it('keeps the landing URL campaign for later pages of the visit', () => {
    const storage = new MemoryStorage();
    captureCampaign('?utm_source=google&utm_medium=cpc&gclid=abc', storage);
    // A later page without tags does not clear it.
    captureCampaign('?date=2025-03-14', storage);
    expect(readCampaign(storage)).toEqual({ utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' });
  });

  it('gives enquiries the campaign in the stored shape, and an empty one without a campaign', () => {
    const storage = new MemoryStorage();
    expect(campaignForEnquiry(storage)).toEqual({});
    captureCampaign('?utm_source=google&utm_campaign=winter&fbclid=xyz', storage);
    expect(campaignForEnquiry(storage)).toEqual({
      utmSource: 'google',
      utmCampaign: 'winter',
      fbclid: 'xyz',
    });
  });

  it('keeps the first campaign of the visit', () => {
    const storage = new MemoryStorage();
    captureCampaign('?fbclid=first', storage);
    captureCampaign('?utm_source=newsletter', storage);
    expect(readCampaign(storage)).toEqual({ fbclid: 'first' });
  });

  it('is null without a campaign, without storage, or with a damaged entry', () => {
    const storage = new MemoryStorage();
    captureCampaign('', storage);
    expect(readCampaign(storage)).toBeNull();
    expect(readCampaign(null)).toBeNull();
    storage.setItem('mly-campaign', '{not json');
    expect(readCampaign(storage)).toBeNull();
  });

  it('reads the browser address and session storage by default', () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/productdetail/pearl?utm_campaign=dubai-sunset');
    try {
      captureCampaign();
      expect(readCampaign()).toEqual({ utm_campaign: 'dubai-sunset' });
    } finally {
      window.history.replaceState(null, '', '/');
      window.sessionStorage.clear();
    }
  });

  it('never throws when storage refuses to write', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(() => captureCampaign('?utm_source=google', storage)).not.toThrow();
    expect(readCampaign(storage)).toBeNull();
  });
});
