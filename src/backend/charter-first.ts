// The charter pages' entry's first step (src/charter-main.tsx), apart from ./index so the site's own first script
// does not carry it. Plain fetch, no Firebase import (./firebase/rest-request.ts), and static on purpose: the entry
// sends this read before any other chunk has arrived.
// eslint-disable-next-line no-restricted-imports -- the rule keeps the SDK out; this module never imports it
import { startCharterRead as startFirebaseCharterRead } from './firebase/charter-early-read';
import type { Photo } from '../domain/photo';

/**
 * Sends a charter page's first read before the backend's code is in: on Firebase, the REST request its code will
 * make, which then takes the answer, and a client's page's photo goes to `onPhoto` the moment that answer is in. The
 * demo reads this browser's database: nothing to send, and the page's reads find the photo.
 */
export function startCharterRead(
  route: { kind: 'page' | 'guests'; token: string },
  onPhoto: (photo: Photo) => void,
): void {
  if (__BACKEND__ === 'firebase') startFirebaseCharterRead(route, onPhoto);
}
