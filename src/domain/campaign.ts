/**
 * The campaign a visit came from, read from its landing URL: the UTM tags and the ad click ids of Google and
 * Meta. Kept with each enquiry so the operator sees which ads bring charters. Values are trimmed, stripped of
 * control characters and cut to a sensible length; empty ones are left out.
 */
export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'fbclid'] as const;

export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
export type Campaign = Partial<Record<CampaignKey, string>>;

export const MAX_CAMPAIGN_VALUE_LENGTH = 200;
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/** The campaign in a URL's query (`?utm_source=…`), or null when it has none. */
export function parseCampaign(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(key)?.replace(CONTROL_CHARACTERS, '').trim();
    if (value) campaign[key] = value.slice(0, MAX_CAMPAIGN_VALUE_LENGTH);
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/** A campaign read back from storage: only the known keys with string values, or null. */
export function campaignFrom(value: unknown): Campaign | null {
  if (typeof value !== 'object' || value === null) return null;
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string' && item) campaign[key] = item.slice(0, MAX_CAMPAIGN_VALUE_LENGTH);
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}
