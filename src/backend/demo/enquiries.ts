// The demo backend's enquiries in IndexedDB: unique references, and confirming's clash check and its write in one
// transaction, as on Firestore.
import { DEFAULT_BOOKING_SETTINGS } from '../../domain/booking/settings';
import { createReference } from '../../domain/booking/reference';
import { type Enquiry } from '../../domain/enquiry';
import { DEPOSITS_NEED_FUNCTIONS } from '../../domain/deposit';
import { type Booking } from '../../domain/booking/bookings';
import type { StoreNames } from 'idb';
import {
  bookingRecord,
  checkCharter,
  checkEnquiryInput,
  checkNoteText,
  checkRemovable,
  checkStatusChange,
  cleanCampaign,
  confirmation,
  holdPlan,
  holdRecord,
  REFERENCE_ATTEMPTS,
} from '../booking-checks';
import { BackendError, notFound, type EnquiriesApi, type EnquiryWrites } from '../types';
import { checkFree, type ClashReads } from './clash';
import { removeHold, withoutHold } from './holds';
import { createDemoEnquiryReads } from './enquiry-reads';
import { newId } from './ids';
import type { DemoDb, DemoSchema } from './schema';
import { inTransaction, type Tx } from './transaction';

export function createDemoEnquiriesApi(
  db: DemoDb,
  now: () => Date,
  currentEmail: () => string,
): EnquiriesApi {
  return { ...createDemoEnquiryReads(db), ...createDemoEnquiryWrites(db, now, currentEmail) };
}

function createDemoEnquiryWrites(
  db: DemoDb,
  now: () => Date,
  currentEmail: () => string,
): Pick<EnquiriesApi, EnquiryWrites> {
  /** What a clash check reads in a transaction over the bookings and settings. */
  const clashReads = (tx: Tx<['bookings', 'settings', ...StoreNames<DemoSchema>[]]>): ClashReads => ({
    settings: () => tx.objectStore('settings').get('booking'),
    bookingsOf: (id) => tx.objectStore('bookings').index('yachtId').getAll(id),
    now: now().getTime(),
  });

  /** The enquiry from `store` (the caller's transaction, or the database); 'not-found' when there is none. */
  async function existing(store: { get(id: string): Promise<Enquiry | undefined> }, id: string) {
    const enquiry = await store.get(id);
    if (!enquiry) throw notFound('enquiry', id);
    return enquiry;
  }

  const requireEnquiry = (id: string) => existing({ get: (key) => db.get('enquiries', key) }, id);

  return {
    async create(input) {
      checkEnquiryInput(input);
      // As the rules do (firestore.rules isSelection): a quote names a yacht of the fleet.
      if (input.quote && !(await db.get('products', input.quote.selection.yachtId))) {
        throw new BackendError('invalid-argument', 'This yacht is not in the fleet.');
      }
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
        const reference = createReference();
        const enquiry: Enquiry = {
          ...input,
          campaign: cleanCampaign(input.campaign),
          id: reference,
          reference,
          createdAt: now().toISOString(),
          status: 'new',
          bookingId: null,
        };
        try {
          await db.add('enquiries', enquiry);
          return { id: reference, reference };
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'ConstraintError')) throw error;
        }
      }
      throw new BackendError('unavailable', 'No free reference was found. Please try again.');
    },
    async remove(id) {
      await inTransaction(db, ['enquiries', 'notes', 'bookings'], async (tx) => {
        const enquiry = await existing(tx.objectStore('enquiries'), id);
        checkRemovable(enquiry);
        await removeHold(tx.objectStore('bookings'), enquiry);
        const notes = tx.objectStore('notes');
        for (const key of await notes.index('enquiryId').getAllKeys(id)) await notes.delete(key);
        await tx.objectStore('enquiries').delete(id);
      });
    },
    async setStatus(id, status) {
      await inTransaction(db, ['enquiries', 'bookings'], async (tx) => {
        const enquiry = await existing(tx.objectStore('enquiries'), id);
        checkStatusChange(enquiry, status);
        if (status !== 'lost') {
          await tx.objectStore('enquiries').put({ ...enquiry, status });
          return;
        }
        // A lost quote holds nothing.
        await removeHold(tx.objectStore('bookings'), enquiry);
        await tx.objectStore('enquiries').put({ ...withoutHold(enquiry), status });
      });
    },
    async addNote(id, text) {
      checkNoteText(text);
      await requireEnquiry(id);
      await db.add('notes', {
        id: newId(),
        enquiryId: id,
        text,
        createdAt: now().toISOString(),
        author: currentEmail(),
      });
    },
    // The demo has no server and no Stripe: deposits online need Cloud Functions (docs/decisions/0037-deposits.md).
    createDepositLink: () => Promise.reject(new BackendError('unavailable', DEPOSITS_NEED_FUNCTIONS)),
    async confirm(enquiryId) {
      return inTransaction(db, ['enquiries', 'bookings', 'settings', 'products'], async (tx) => {
        const enquiry = await existing(tx.objectStore('enquiries'), enquiryId);
        const booked = confirmation(enquiry);
        checkCharter(
          booked.selection,
          (await tx.objectStore('products').get(booked.yachtId)) ?? null,
          (await tx.objectStore('settings').get('booking')) ?? DEFAULT_BOOKING_SETTINGS,
        );
        await checkFree(clashReads(tx), booked.yachtId, booked.span, enquiry.holdId);
        const booking: Booking = {
          ...bookingRecord(newId(), enquiry, booked),
          createdAt: now().toISOString(),
        };
        // The booking replaces the quote's hold.
        await removeHold(tx.objectStore('bookings'), enquiry);
        await tx.objectStore('bookings').add(booking);
        await tx
          .objectStore('enquiries')
          .put({ ...withoutHold(enquiry), status: 'confirmed', bookingId: booking.id });
        return booking.id;
      });
    },
    async hold(enquiryId, hours) {
      return inTransaction(db, ['enquiries', 'bookings', 'settings'], async (tx) => {
        const enquiry = await existing(tx.objectStore('enquiries'), enquiryId);
        const plan = holdPlan(enquiry, hours, now().getTime());
        await checkFree(clashReads(tx), plan.yachtId, plan.span, enquiry.holdId);
        // Held again: the same block, from now.
        const id = enquiry.holdId ?? newId();
        await tx
          .objectStore('bookings')
          .put({ ...holdRecord(id, enquiry, plan), createdAt: now().toISOString() });
        await tx.objectStore('enquiries').put({ ...enquiry, heldUntil: plan.expiresAt, holdId: id });
        return plan.expiresAt;
      });
    },
    async releaseHold(enquiryId) {
      await inTransaction(db, ['enquiries', 'bookings'], async (tx) => {
        const enquiry = await existing(tx.objectStore('enquiries'), enquiryId);
        await removeHold(tx.objectStore('bookings'), enquiry);
        await tx.objectStore('enquiries').put(withoutHold(enquiry));
      });
    },
  };
}
