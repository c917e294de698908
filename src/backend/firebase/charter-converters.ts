// The charter pages and guest lists as Firestore holds them (docs/decisions/0043-charter-page.md), read the same way
// from the SDK and from the REST API (timestamps by shape, through fields.ts). No Firebase import: the guests' pages
// read them over REST.
import type { CharterPage, GuestListPage } from '../../domain/charter/charter-page';
import { isCharterToken } from '../../domain/charter/charter-token';
import { isGuestIdType } from '../../domain/charter/guest-id';
import { guestListLocksAt } from '../../domain/charter/guest-list';
import { charterSpan } from '../../domain/charter/charter-page';
import type { ManifestGuest } from '../charter-types';
import { asData, isoDate, text } from './fields';

/** A value as Firestore stores it: no `undefined` anywhere (the SDK refuses it), the rest as it is. */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The page's document: the page as the admin wrote it. */
export const charterPageData = (page: CharterPage) => stored(page);

/**
 * The guest list's document: the page guests read, with what the rules bound a guest's write by (the booked count,
 * the lock as a timestamp).
 */
export function guestListData(list: GuestListPage) {
  const locksAt = new Date(guestListLocksAt(charterSpan(list.selection).start, list.cutoffHours));
  return { ...stored(list), locksAt };
}

/** The admin writes every page, so a stored one is trusted; anything without its addresses is none. */
export function toCharterPage(raw: unknown): CharterPage | null {
  const data = asData(raw);
  return isCharterToken(data.token) && isCharterToken(data.guestToken)
    ? (data as unknown as CharterPage)
    : null;
}

/** The guest list's page without what only the rules read (the lock as a timestamp). */
export function toGuestListPage(raw: unknown): GuestListPage | null {
  const data: Record<string, unknown> = { ...asData(raw) };
  delete data.locksAt;
  return isCharterToken(data.guestToken) ? (data as unknown as GuestListPage) : null;
}

/** A guest on the manifest: the name's document (`guests/{slot}`) with its ID's (`ids/{slot}`, absent: erased). */
export function toManifestGuest(slot: string, guest: unknown, id: unknown): ManifestGuest {
  const name = asData(guest);
  const ids = asData(id);
  return {
    slot,
    fullName: text(name.fullName),
    nationality: text(ids.nationality),
    idType: isGuestIdType(ids.idType) ? ids.idType : 'passport',
    idNumber: text(ids.idNumber),
    addedAt: isoDate(name.addedAt) ?? new Date(0).toISOString(),
  };
}

/** The id a guest's ID document holds when the operator added or erased it (no device's anonymous user). */
export const OPERATOR_UID = 'operator';
