import { siteOrigin } from '../../../config/origin';

export { charterAddresses, type CharterAddresses } from '../../../config/charter-paths';

/**
 * Where the addresses point: the published site; on the demo backend, whose pages live in this browser's database,
 * this browser's own origin (a link to the published site would find nothing there).
 */
export const addressOrigin = (kind: 'demo' | 'firebase') =>
  kind === 'demo' && typeof window !== 'undefined' ? window.location.origin : siteOrigin;
