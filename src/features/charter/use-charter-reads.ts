import { useBackendRead } from '../../backend/react/use-backend-read';
import { isCharterToken } from '../../domain/charter';
import { charterKeys, readGuests, readList, readPage } from './charter-reads';

/** The client's page by its address; nothing is read for an address that cannot be one. */
export function useCharterPage(token: string) {
  return useBackendRead(isCharterToken(token) ? charterKeys.page(token) : null, readPage(token));
}

/** The guest list's page by its address. */
export function useGuestListPage(guestToken: string) {
  return useBackendRead(
    isCharterToken(guestToken) ? charterKeys.list(guestToken) : null,
    readList(guestToken),
  );
}

/** The names on the list, this device's marked (null: no address to read). */
export function useGuests(guestToken: string | null) {
  return useBackendRead(
    guestToken && isCharterToken(guestToken) ? charterKeys.guests(guestToken) : null,
    readGuests(guestToken ?? ''),
  );
}
