import { describe, expect, it } from 'vitest';
import { campaignFrom, MAX_CAMPAIGN_VALUE_LENGTH, parseCampaign } from '../../../src/domain/campaign';

describe('the campaign of a landing URL', () => {
  it('reads the UTM tags and the Google and Meta click ids', () => {
    expect(
      parseCampaign(
        '?utm_source=instagram&utm_medium=paid_social&utm_campaign=summer%20sunset&gclid=Cj0K&fbclid=IwAR1&date=2025-03-14',
      ),
    ).toEqual({
      utm_source: 'instagram',
      utm_medium: 'paid_social',
      utm_campaign: 'summer sunset',
      gclid: 'Cj0K',
      fbclid: 'IwAR1',
    });
  });

  it('is null when the URL has none, or only empty values', () => {
    expect(parseCampaign('')).toBeNull();
    expect(parseCampaign('?date=2025-03-14&hours=3')).toBeNull();
    expect(parseCampaign('?utm_source=&gclid=%20%20')).toBeNull();
  });

  it('trims, drops control characters and cuts long values', () => {
    const long = 'x'.repeat(MAX_CAMPAIGN_VALUE_LENGTH + 50);
    expect(parseCampaign(`?utm_source=%20google%0A&utm_campaign=${long}`)).toEqual({
      utm_source: 'google',
      utm_campaign: 'x'.repeat(MAX_CAMPAIGN_VALUE_LENGTH),
    });
  });

  it('reads back from storage only the known keys with text values', () => {
    expect(campaignFrom({ utm_source: 'google', gclid: 42, other: 'x' })).toEqual({ utm_source: 'google' });
    expect(campaignFrom('utm_source=google')).toBeNull();
    expect(campaignFrom(null)).toBeNull();
    expect(campaignFrom({})).toBeNull();
  });
});
