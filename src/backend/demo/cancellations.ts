/**
 * Cancellations and vouchers in IndexedDB (docs/decisions/0049-cancellations-and-vouchers.md): the booking removed, the
 * enquiry and its page marked and the voucher issued in one transaction; a voucher's use and its payment by credit in
 * another, so two uses at once never spend the same credit twice.
 */
import { normaliseVoucherCode, voucherAvailable } from '../../domain/ledger/voucher';
import { notFound } from '../backend-error';
import type { CancellationsApi } from '../cancellation-types';
import {
  cancelledPage,
  checkedCancellation,
  checkedManualVoucher,
  voucherPayment,
} from '../cancellation-checks';
import { newId } from './ids';
import { LEDGER_STORES, writeEntry } from './ledger';
import type { DemoDb } from './schema';
import { inTransaction } from './transaction';

const MAX_LISTED = 200;

export function createDemoCancellationsApi(
  db: DemoDb,
  now: () => Date,
  currentEmail: () => string,
): CancellationsApi {
  return {
    cancel: (enquiryId, input) =>
      inTransaction(
        db,
        ['enquiries', 'bookings', 'charters', 'guestLists', 'settings', 'vouchers'],
        async (tx) => {
          const enquiry = await tx.objectStore('enquiries').get(enquiryId);
          if (!enquiry) throw notFound('enquiry', enquiryId);
          const page = enquiry.charter && (await tx.objectStore('charters').get(enquiry.charter.token));
          const { cancellation, voucher } = checkedCancellation(enquiry, input, {
            terms: page ? page.payment : undefined,
            settings: (await tx.objectStore('settings').get('booking')) ?? {},
            now: now().getTime(),
            by: currentEmail(),
          });
          if (enquiry.bookingId) await tx.objectStore('bookings').delete(enquiry.bookingId);
          await tx
            .objectStore('enquiries')
            .put({ ...enquiry, status: 'lost', bookingId: null, cancellation });
          if (page) await tx.objectStore('charters').put(cancelledPage(page, voucher));
          const list =
            enquiry.charter && (await tx.objectStore('guestLists').get(enquiry.charter.guestToken));
          if (list) await tx.objectStore('guestLists').put({ ...list, status: 'cancelled' });
          if (voucher) await tx.objectStore('vouchers').add(voucher);
          return cancellation;
        },
      ),
    async checkVoucher(typed) {
      const code = normaliseVoucherCode(typed);
      const voucher = code ? await db.get('vouchers', code) : undefined;
      if (!voucher) return null;
      return {
        code: voucher.code,
        availableFils: voucherAvailable(voucher, now().getTime()),
        expiresAt: voucher.expiresAt,
      };
    },
    async issueVoucher(amountFils) {
      const voucher = checkedManualVoucher(amountFils, now().getTime());
      await db.add('vouchers', voucher);
      return voucher;
    },
    async vouchers() {
      const all = await db.getAll('vouchers');
      return all.sort((a, b) => b.issuedAt.localeCompare(a.issuedAt)).slice(0, MAX_LISTED);
    },
    applyVoucher: (enquiryId) =>
      inTransaction(db, [...LEDGER_STORES, 'vouchers'], async (tx) => {
        const enquiry = await tx.objectStore('enquiries').get(enquiryId);
        if (!enquiry) throw notFound('enquiry', enquiryId);
        const code = enquiry.voucherCode ?? '';
        const { entry, voucher } = voucherPayment(
          enquiry,
          (code && (await tx.objectStore('vouchers').get(code))) || null,
          { entryId: newId(), now: now().getTime(), by: currentEmail() },
        );
        await writeEntry(tx, enquiry, entry, now());
        await tx.objectStore('vouchers').put(voucher);
        return entry;
      }),
  };
}
