import { vi } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import type { CharterPage } from '../../../src/domain/charter';
import { azureQuote, quotedEnquiry } from '../admin/booking-fixtures';
import { createTestBackend } from '../test-utils';

/** The charter's Dubai date (a Monday) and start: 6 May 2030, 18:00 in Dubai (14:00 UTC). */
export const CHARTER_DATE = '2030-05-06';
export const CHARTER_START = Date.parse('2030-05-06T14:00:00Z');
export const HOUR = 3_600_000;

/** The clock at `at` (Date only: promises, IndexedDB and Testing Library's waits run as usual). */
export function setClock(at: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/**
 * A confirmed charter with its page: Azure Pearl for 3 hours and 6 guests with a DJ, the client writing in `language`.
 * The operator's session is left again, as a client's phone has none.
 */
export async function charterBackend(
  language = 'en',
  settings?: (backend: Backend) => Promise<void>,
): Promise<{ backend: Backend; page: CharterPage; enquiryId: string }> {
  const backend = await createTestBackend();
  await backend.auth.signIn(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  await settings?.(backend);
  const enquiry = { ...quotedEnquiry('Layla Haddad', '+971501111111', azureQuote(CHARTER_DATE, 18 * 60, 3)) };
  const { id } = await backend.enquiries.create({ ...enquiry, language });
  await backend.enquiries.confirm(id);
  const { page } = await backend.charters.open(id);
  await backend.auth.signOut();
  return { backend, page, enquiryId: id };
}

/** A valid Emirates ID, and the same with a wrong check digit. */
export const EMIRATES_ID = '784-1990-1234567-6';
export const EMIRATES_ID_WRONG_DIGIT = '784-1990-1234567-5';
