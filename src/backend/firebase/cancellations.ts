// Cancellations and vouchers in Firestore Lite (docs/decisions/0049-cancellations-and-vouchers.md): the booking and
// its busy days removed, the enquiry and its page marked and the weather's voucher issued in one transaction; a
// voucher's use written with its payment by credit (ledger.ts recordEntry), so the rules see both in one write.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Cancellation } from '../../domain/ledger/cancellation';
import type { Voucher } from '../../domain/ledger/voucher';
import { normaliseVoucherCode, voucherAvailable } from '../../domain/ledger/voucher';
import { notFound } from '../backend-error';
import type { CancellationsApi } from '../cancellation-types';
import {
  cancelledPage,
  checkedCancellation,
  checkedManualVoucher,
  voucherPayment,
} from '../cancellation-checks';
import { toBookingSettings, toEnquiry } from './booking-converters';
import { readSlotRemoval } from './busy-days';
import { toVoucher } from './cancellation-converters';
import { charterPageData, toCharterPage } from './charter-converters';
import { mapErrors } from './errors';
import { recordEntry } from './ledger';

const MAX_LISTED = 200;

/** The cancellation as written: its times as Timestamps, `at` the server's. */
export function cancellationData(cancellation: Cancellation, at: unknown) {
  return {
    ...cancellation,
    requestedAt: Timestamp.fromDate(new Date(cancellation.requestedAt)),
    at,
  };
}

/** A new voucher as written: issued at the server's time, expiring 12 months after the time the browser worked out. */
export function voucherData(voucher: Voucher, issuedAt: unknown) {
  return { ...voucher, issuedAt, expiresAt: Timestamp.fromDate(new Date(voucher.expiresAt)) };
}

export function createFirestoreCancellations(
  db: Firestore,
  currentEmail: () => Promise<string>,
): CancellationsApi {
  const voucherRef = (code: string) => doc(db, 'vouchers', code);
  return {
    cancel: (enquiryId, input) =>
      mapErrors(async () => {
        const by = await currentEmail();
        return runTransaction(db, async (tx) => {
          const enquiryRef = doc(db, 'enquiries', enquiryId);
          const snapshot = await tx.get(enquiryRef);
          if (!snapshot.exists()) throw notFound('enquiry', enquiryId);
          const enquiry = toEnquiry(enquiryId, snapshot.data());
          const pageRef = enquiry.charter ? doc(db, 'charters', enquiry.charter.token) : null;
          const page = pageRef ? toCharterPage((await tx.get(pageRef)).data()) : null;
          const settings = toBookingSettings((await tx.get(doc(db, 'settings', 'booking'))).data());
          const listRef = enquiry.charter ? doc(db, 'guestLists', enquiry.charter.guestToken) : null;
          const listExists = listRef ? (await tx.get(listRef)).exists() : false;
          const { cancellation, voucher } = checkedCancellation(enquiry, input, {
            terms: page?.payment,
            settings,
            now: Date.now(),
            by,
          });
          // The slot is freed as bookings.cancel frees it: the booking and its intervals on each day it touches.
          const slot = enquiry.bookingId ? await readSlotRemoval(db, tx, enquiry.bookingId) : null;
          slot?.free();
          tx.update(enquiryRef, {
            status: 'lost',
            bookingId: null,
            cancellation: cancellationData(cancellation, serverTimestamp()),
          });
          if (pageRef && page) tx.set(pageRef, charterPageData(cancelledPage(page, voucher)));
          if (listRef && listExists) tx.update(listRef, { status: 'cancelled' });
          if (voucher) tx.set(voucherRef(voucher.code), voucherData(voucher, serverTimestamp()));
          return cancellation;
        });
      }),
    checkVoucher: (typed) =>
      mapErrors(async () => {
        const code = normaliseVoucherCode(typed);
        const voucher = code ? toVoucher((await getDoc(voucherRef(code))).data()) : null;
        return voucher
          ? {
              code: voucher.code,
              availableFils: voucherAvailable(voucher, Date.now()),
              expiresAt: voucher.expiresAt,
            }
          : null;
      }),
    issueVoucher: (amountFils) =>
      mapErrors(async () => {
        const voucher = checkedManualVoucher(amountFils, Date.now());
        await setDoc(voucherRef(voucher.code), voucherData(voucher, serverTimestamp()));
        return voucher;
      }),
    vouchers: () =>
      mapErrors(async () => {
        const found = await getDocs(
          query(collection(db, 'vouchers'), orderBy('issuedAt', 'desc'), limit(MAX_LISTED)),
        );
        return found.docs.flatMap((snapshot) => toVoucher(snapshot.data()) ?? []);
      }),
    applyVoucher: async (enquiryId) => {
      const by = await currentEmail();
      return recordEntry(db, enquiryId, async (enquiry, entryId, tx) => {
        const code = enquiry.voucherCode ?? '';
        const stored = code ? toVoucher((await tx.get(voucherRef(code))).data()) : null;
        const { entry, voucher } = voucherPayment(enquiry, stored, { entryId, now: Date.now(), by });
        return {
          entry,
          alongside: () =>
            tx.update(voucherRef(voucher.code), { usedFils: voucher.usedFils, lastUse: voucher.lastUse }),
        };
      });
    },
  };
}
