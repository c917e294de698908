import { useEffect, useState } from 'react';
import { useBackend } from '../../../backend/react/backend-context';
import { useBackendRead } from '../../../backend/react/use-backend-read';
import type { BookingSettings } from '../../../domain/booking/settings';
import { invalidate } from '../../../backend/react/use-invalidate';
import type { Backend } from '../../../backend/types';
import { erasureDates, idErasuresDue, retentionDaysOf } from '../../../domain/charter/id-erasure';
import type { Enquiry } from '../../../domain/enquiry';
import { reminderStrings as t } from './strings';

/** `getMany` takes at most this many ids at once. */
const BATCH = 100;

/** The enquiries of the bookings on those dates, read 100 at a time. */
async function bookedEnquiries(backend: Backend, from: string, to: string): Promise<Enquiry[]> {
  const bookings = await backend.bookings.list(from, to);
  const ids = [
    ...new Set(
      bookings.flatMap((booking) =>
        booking.kind === 'booking' && booking.enquiryId ? [booking.enquiryId] : [],
      ),
    ),
  ];
  const batches: Promise<Enquiry[]>[] = [];
  for (let index = 0; index < ids.length; index += BATCH) {
    batches.push(backend.enquiries.getMany(ids.slice(index, index + BATCH)));
  }
  return (await Promise.all(batches)).flat();
}

/**
 * Erases the ID numbers now due (docs/decisions/0043-charter-page.md): the confirmed or completed charters that
 * ended the retention's days ago or more, whose numbers are still kept. Resolves to what to tell the operator when
 * it could not (null when all went well, or there was nothing to do).
 */
export async function eraseDueIds(
  backend: Backend,
  now: number,
  settings: BookingSettings,
): Promise<string | null> {
  let due: Enquiry[];
  try {
    const days = retentionDaysOf(settings);
    const { from, to } = erasureDates(now, days);
    due = idErasuresDue(await bookedEnquiries(backend, from, to), now, days);
  } catch (error) {
    console.warn('Checking the ID numbers due for erasure failed.', error);
    return t.erasureCheckFailed;
  }
  const failed: string[] = [];
  for (const enquiry of due) {
    try {
      await backend.charters.eraseIds(enquiry.id);
    } catch (error) {
      console.warn(`Erasing the ID numbers of ${enquiry.reference} failed.`, error);
      failed.push(enquiry.reference);
    }
  }
  if (due.length > failed.length) await invalidate(backend, 'enquiries');
  return failed.length > 0 ? t.erasureFailed(failed.join(', ')) : null;
}

/** Once per backend and page load (not again each time the dashboard is shown). */
const runs = new WeakMap<Backend, Promise<string | null>>();

/**
 * When the operator opens the admin, the ID numbers due are erased quietly (where no scheduled function does it,
 * and harmlessly where one does); a failure is said, dismissible.
 */
export function useIdErasure() {
  const backend = useBackend();
  // The settings' read the screens share (the read cache): the erasure adds no read of its own.
  const settings = useBackendRead('booking settings', (from) => from.booking.getSettings());
  const [problem, setProblem] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const ready = settings.status === 'ready' ? settings.data : null;
  const failed = settings.status === 'failed';
  useEffect(() => {
    if (!ready) return;
    let live = true;
    let run = runs.get(backend);
    if (!run) {
      run = eraseDueIds(backend, Date.now(), ready);
      runs.set(backend, run);
    }
    void run.then((message) => {
      if (live) setProblem(message);
    });
    return () => {
      live = false;
    };
  }, [backend, ready]);
  const shown = failed ? t.erasureCheckFailed : problem;
  return { problem: dismissed ? null : shown, dismiss: () => setDismissed(true) };
}
