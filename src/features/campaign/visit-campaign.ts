/**
 * Keeps the campaign of the landing URL for the visit (sessionStorage), so an enquiry sent pages later still says
 * which ad or link brought the visitor. Loaded on every first visit: keep it tiny.
 */
import type { Campaign as StoredCampaign } from '../../domain/enquiry';
import { campaignFrom, parseCampaign, type Campaign } from '../../domain/campaign';

const KEY = 'mly-campaign';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the visit simply has no campaign then.
    return null;
  }
}

/**
 * Reads the campaign from the landing URL and keeps it for the visit. The first campaign of a visit stays: later
 * pages of the same visit do not replace it. Call once when the app starts in the browser.
 */
export function captureCampaign(search: string = window.location.search, storage = sessionStore()): void {
  const campaign = parseCampaign(search);
  if (!campaign || !storage) return;
  try {
    if (storage.getItem(KEY) === null) storage.setItem(KEY, JSON.stringify(campaign));
  } catch {
    // A full or blocked storage loses only the campaign, never the visit.
  }
}

/** The campaign kept for this visit, or null: pass it into the enquiry when it is stored. */
export function readCampaign(storage = sessionStore()): Campaign | null {
  try {
    const stored = storage?.getItem(KEY);
    return stored ? campaignFrom(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}

/** The visit's campaign as an enquiry stores it (empty when the visit came from no campaign). */
export function campaignForEnquiry(storage = sessionStore()): StoredCampaign {
  const campaign = readCampaign(storage);
  const stored: StoredCampaign = {};
  if (campaign?.utm_source) stored.utmSource = campaign.utm_source;
  if (campaign?.utm_medium) stored.utmMedium = campaign.utm_medium;
  if (campaign?.utm_campaign) stored.utmCampaign = campaign.utm_campaign;
  if (campaign?.gclid) stored.gclid = campaign.gclid;
  if (campaign?.fbclid) stored.fbclid = campaign.fbclid;
  return stored;
}
