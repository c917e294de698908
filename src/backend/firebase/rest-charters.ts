// What a client's and a guest's phone do with a charter's addresses on Firebase, through Firestore's REST API and
// the Auth REST API (docs/decisions/0043-charter-page.md): one document read per page, no Firebase SDK. The rules
// decide (firestore.rules, `guestLists`); the checks here come first so a person reads why in their words.
import type { GuestInput } from '../../domain/charter/guest-list';
import { isCharterToken } from '../../domain/charter/charter-token';
import { BackendError, notFound } from '../backend-error';
import { charterMessages, checkedGuest, checkListOpen, freeSlot } from '../charter-checks';
import type { CharterGuestMethods, ChartersApi, ListedGuest } from '../charter-types';
import { toCharterPage, toGuestListPage } from './charter-converters';
import { charterDocument } from './charter-early-read';
import { request, type RestCatalogueSettings } from './rest-catalogue';
import {
  BODY_HEADERS,
  batchGetRequest,
  documentName,
  documentsUrl,
  fromRestFields,
  type RestDocument,
  type RestValue,
} from './rest-request';
import { createGuestSession, type GuestSessionSettings } from './rest-guest-session';

export interface RestChartersSettings extends Omit<RestCatalogueSettings, 'publicUrl'> {
  authEmulator?: string;
  storage?: Storage;
  /** With App Check on: the token every request carries. */
  appCheckToken?: () => Promise<string | null>;
}

const bySlot = (a: { slot: string }, b: { slot: string }) => Number(a.slot) - Number(b.slot);
const idOf = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const str = (value: string): RestValue => ({ stringValue: value });

/** Firestore's answer to a write it refused, as our error (the rules: the lock, the count, someone else's entry). */
async function writeFailure(response: Response): Promise<BackendError> {
  const body = (await response.json().catch(() => ({}))) as { error?: { status?: string; message?: string } };
  const status = body.error?.status ?? '';
  if (status === 'ALREADY_EXISTS' || status === 'FAILED_PRECONDITION' || response.status === 409)
    return new BackendError('conflict', charterMessages.full, { cause: body });
  if (response.status === 403 || response.status === 401)
    return new BackendError('permission-denied', charterMessages.locked, { cause: body });
  if (response.status === 429 || response.status >= 500)
    return new BackendError('unavailable', 'The guest list cannot be reached right now. Try again.', {
      cause: body,
    });
  return new BackendError('invalid-argument', body.error?.message ?? 'The entry was not accepted.', {
    cause: body,
  });
}

export function createRestChartersApi(
  settings: RestChartersSettings,
): Pick<ChartersApi, CharterGuestMethods> {
  const session = createGuestSession(settings as GuestSessionSettings);
  const base = documentsUrl(settings);
  const key = new URLSearchParams({ key: settings.apiKey });
  const fullName = (path: string) => documentName(settings, path);

  async function headers(bearer?: string): Promise<Record<string, string>> {
    const token = settings.appCheckToken ? await settings.appCheckToken() : null;
    return {
      ...BODY_HEADERS,
      ...(token ? { 'X-Firebase-AppCheck': token } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    };
  }

  /** One document's fields; undefined when there is none (or its answer, if the entry started this read). */
  async function read(path: string): Promise<Record<string, unknown> | undefined> {
    const { url, init } = batchGetRequest(settings, path, await headers());
    const response = await request(path, url, init);
    const [result] = (await response.json()) as { found?: RestDocument; missing?: string }[];
    return result?.found ? fromRestFields(result.found.fields) : undefined;
  }

  async function listGuests(guestToken: string) {
    const found: { slot: string; fields: Record<string, unknown> }[] = [];
    let pageToken = '';
    do {
      const query = new URLSearchParams({ key: settings.apiKey, pageSize: '300' });
      if (pageToken) query.set('pageToken', pageToken);
      const url = `${base}/guestLists/${guestToken}/guests?${query}`;
      const page = (await (await request('the guest list', url, { headers: await headers() })).json()) as {
        documents?: RestDocument[];
        nextPageToken?: string;
      };
      for (const document of page.documents ?? [])
        found.push({ slot: idOf(document.name), fields: fromRestFields(document.fields) });
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    return found;
  }

  async function openList(guestToken: string) {
    const list = isCharterToken(guestToken)
      ? toGuestListPage(await read(charterDocument.guests(guestToken)))
      : null;
    if (!list) throw notFound('guest list', guestToken);
    checkListOpen(list, Date.now());
    return list;
  }

  async function commit(writes: unknown[]): Promise<void> {
    const response = await fetch(`${base}:commit?${key}`, {
      method: 'POST',
      headers: await headers(await session.idToken()),
      body: JSON.stringify({ writes }),
    }).catch((error: unknown) => {
      throw new BackendError('unavailable', 'The guest list cannot be reached right now. Try again.', {
        cause: error,
      });
    });
    if (!response.ok) throw await writeFailure(response);
  }

  /** The two documents of a guest's entry: the name the group sees, the ID only the operator reads. */
  function entryWrites(guestToken: string, slot: string, guest: GuestInput, uid: string, create: boolean) {
    const path = `guestLists/${guestToken}`;
    const precondition = { currentDocument: { exists: !create } };
    const name = { fullName: str(guest.fullName), uid: str(uid) };
    const id = {
      nationality: str(guest.nationality),
      idType: str(guest.idType),
      idNumber: str(guest.idNumber),
      uid: str(uid),
    };
    return [
      create
        ? {
            update: {
              name: fullName(`${path}/guests/${slot}`),
              fields: { ...name, addedAt: { timestampValue: new Date().toISOString() } },
            },
            ...precondition,
          }
        : {
            update: { name: fullName(`${path}/guests/${slot}`), fields: name },
            updateMask: { fieldPaths: ['fullName', 'uid'] },
            ...precondition,
          },
      { update: { name: fullName(`${path}/ids/${slot}`), fields: id }, ...(create ? precondition : {}) },
    ];
  }

  /** This device's own entry on an open list, for a change. */
  async function own(guestToken: string, slot: string): Promise<string> {
    await openList(guestToken);
    const guest = /^[1-9][0-9]{0,2}$/.test(slot)
      ? await read(`guestLists/${guestToken}/guests/${slot}`)
      : undefined;
    if (!guest) throw notFound('guest', slot);
    const uid = session.uid();
    if (!uid || guest.uid !== uid) throw new BackendError('permission-denied', charterMessages.notYours);
    return uid;
  }

  return {
    async page(token) {
      return isCharterToken(token) ? toCharterPage(await read(charterDocument.page(token))) : null;
    },
    async guestList(guestToken) {
      return isCharterToken(guestToken)
        ? toGuestListPage(await read(charterDocument.guests(guestToken)))
        : null;
    },
    async guests(guestToken): Promise<ListedGuest[]> {
      if (!isCharterToken(guestToken)) return [];
      const uid = session.uid();
      const guests = await listGuests(guestToken);
      return guests
        .map(({ slot, fields }) => ({
          slot,
          fullName: String(fields.fullName ?? ''),
          mine: uid !== null && fields.uid === uid,
        }))
        .sort(bySlot);
    },
    async addGuest(guestToken, input) {
      const guest = checkedGuest(input);
      const list = await openList(guestToken);
      await session.idToken();
      const uid = session.uid() ?? '';
      // Another phone may take the free slot first: the write then finds it taken, and the next free one is tried.
      for (let attempt = 0; ; attempt += 1) {
        const slot = freeSlot(
          (await listGuests(guestToken)).map((entry) => entry.slot),
          list.booked,
        );
        try {
          await commit(entryWrites(guestToken, slot, guest, uid, true));
          return slot;
        } catch (error) {
          if (!(error instanceof BackendError && error.code === 'conflict') || attempt >= 5) throw error;
        }
      }
    },
    async updateGuest(guestToken, slot, input) {
      const guest = checkedGuest(input);
      const uid = await own(guestToken, slot);
      await commit(entryWrites(guestToken, slot, guest, uid, false));
    },
    async removeGuest(guestToken, slot) {
      await own(guestToken, slot);
      const path = `guestLists/${guestToken}`;
      await commit([
        { delete: fullName(`${path}/guests/${slot}`) },
        { delete: fullName(`${path}/ids/${slot}`) },
      ]);
    },
  };
}
