import { useBackendRead } from '../../backend/react/use-backend-read';
import { isCharterToken } from '../../domain/charter';

/** The keys of the charter pages' reads: a change to a list reads its guests again (useInvalidate). */
export const charterKeys = {
  page: (token: string) => `charter/page/${token}`,
  list: (guestToken: string) => `charter/list/${guestToken}`,
  guests: (guestToken: string) => `charter/guests/${guestToken}`,
};

/** The client's page by its address; nothing is read for an address that cannot be one. */
export function useCharterPage(token: string) {
  return useBackendRead(isCharterToken(token) ? charterKeys.page(token) : null, (backend) =>
    backend.charters.page(token),
  );
}

/** The guest list's page by its address. */
export function useGuestListPage(guestToken: string) {
  return useBackendRead(isCharterToken(guestToken) ? charterKeys.list(guestToken) : null, (backend) =>
    backend.charters.guestList(guestToken),
  );
}

/** The names on the list, this device's marked (null: no address to read). */
export function useGuests(guestToken: string | null) {
  return useBackendRead(
    guestToken && isCharterToken(guestToken) ? charterKeys.guests(guestToken) : null,
    (backend) => backend.charters.guests(guestToken ?? ''),
  );
}
