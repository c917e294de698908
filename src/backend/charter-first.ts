// The charter pages' entry's first step (src/charter-main.tsx), apart from ./index so the site's own first script
// does not carry it. Plain fetch, no Firebase import (./firebase/rest-request.ts), and static on purpose: the entry
// sends this read before any other chunk has arrived.
// eslint-disable-next-line no-restricted-imports -- the rule keeps the SDK out; this module never imports it
import { startCharterRead as startFirebaseCharterRead } from './firebase/charter-early-read';

/**
 * Sends a charter page's first read before the backend's code is in: on Firebase, the REST request its code will
 * make, which then takes the answer. The demo reads this browser's database: nothing to send.
 */
export function startCharterRead(route: { kind: 'page' | 'guests'; token: string }): void {
  if (__BACKEND__ === 'firebase') startFirebaseCharterRead(route);
}
