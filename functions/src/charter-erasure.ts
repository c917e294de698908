import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { toBookingSettings } from '../../src/backend/firebase/booking-converters';
import { toGuestListPage } from '../../src/backend/firebase/charter-converters';
import { charterSpan } from '../../src/domain/charter/charter-page';
import { DEFAULT_ID_RETENTION_DAYS, isIdErasureDue } from '../../src/domain/charter/guest-list';
import { FUNCTIONS_REGION } from '../../src/domain/server-api';
import { firestore } from './admin';

const MS_PER_DAY = 86_400_000;

export interface ErasureOutcome {
  /** The enquiries (references) whose ID numbers were erased now. */
  references: string[];
  erased: number;
}

/**
 * Erases the ID numbers of the guest lists whose charter ended more than the booking settings' retention ago
 * (docs/decisions/0043-charter-page.md): the numbers set to '' in storage, the names kept, and the erasure recorded
 * on the enquiry (when, how many), as the operator's button does. A list whose numbers are all erased already is
 * left as it is, so a daily run changes nothing twice.
 */
export async function eraseDueIds(db: Firestore, now: number): Promise<ErasureOutcome> {
  const settings = toBookingSettings((await db.collection('settings').doc('booking').get()).data());
  const retentionDays = settings.idRetentionDays ?? DEFAULT_ID_RETENTION_DAYS;
  // Every list that locked before the oldest charter that could be due: a list locks before its charter ends.
  const candidates = await db
    .collection('guestLists')
    .where('locksAt', '<', Timestamp.fromMillis(now - retentionDays * MS_PER_DAY))
    .get();
  const outcome: ErasureOutcome = { references: [], erased: 0 };
  for (const candidate of candidates.docs) {
    const list = toGuestListPage(candidate.data());
    if (!list || !isIdErasureDue(now, charterSpan(list.selection).end, retentionDays)) continue;
    const ids = await candidate.ref.collection('ids').where('idNumber', '!=', '').get();
    if (ids.empty) continue;
    const batch = db.batch();
    for (const id of ids.docs) batch.update(id.ref, { idNumber: '' });
    const enquiry = db.collection('enquiries').doc(list.reference);
    if ((await enquiry.get()).get('charter.guestToken') === candidate.id) {
      batch.update(enquiry, {
        'charter.idsErasedAt': FieldValue.serverTimestamp(),
        'charter.idsErasedCount': ids.size,
      });
    }
    await batch.commit();
    outcome.references.push(list.reference);
    outcome.erased += ids.size;
  }
  return outcome;
}

/** Once a day, the erasure of the ID numbers that are due. The Functions emulator does not run schedules. */
export const eraseGuestIds = onSchedule(
  {
    schedule: 'every day 03:00',
    timeZone: 'Asia/Dubai',
    region: FUNCTIONS_REGION,
    maxInstances: 1,
    memory: '256MiB',
  },
  async () => {
    const outcome = await eraseDueIds(firestore(), Date.now());
    // References and counts only: never a name or a number.
    if (outcome.erased > 0) logger.info('Guest ID numbers erased', outcome);
  },
);
