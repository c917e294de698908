import type { CancelReason } from '../../../domain/ledger/cancellation';
import type { VoucherState } from '../../../domain/ledger/voucher';

/** The admin's words for cancelling a charter and for vouchers (English only, as the rest of the admin). */
export const cancelStrings = {
  open: 'Cancel by the policy',
  title: 'Cancel this charter',
  reason: 'Why',
  requestedDate: 'Client asked on (Dubai)',
  requestedTime: 'At (Dubai)',
  refund: 'Refund (AED)',
  method: 'Offline money goes back by',
  note: 'Note (required to refund less than the policy)',
  paid: (paid: string) => `Paid so far: ${paid}.`,
  policy: (percent: number, policy: string) => `The policy gives back ${percent}%: ${policy}.`,
  weather: (credit: string) =>
    `A weather cancellation gives the amount paid as credit: a voucher of ${credit}, valid 12 months, or a new date.`,
  submit: (refund: string) => `Cancel and refund ${refund}`,
  keep: 'Keep the charter',
  done: 'Cancelled: the slot is free and the refund is recorded.',
  failed: 'Could not cancel the charter. Please try again.',
  dateBlank: 'Enter the date and time the client asked.',
  refundBlank: 'Enter the refund in AED (0 for none).',
  heading: 'Cancellation',
  summary: (reason: string, when: string, by: string) => `Cancelled (${reason}) on ${when} by ${by}.`,
  amounts: (policy: string, refund: string) => `Policy: ${policy}. Refunded: ${refund}.`,
  voucherIssued: (code: string, credit: string) => `Credit voucher ${code} for ${credit}.`,
  stillToRefund: (amount: string) => `Still to refund: ${amount}.`,
  settle: 'Record the refund now',
  settled: 'The refund is recorded.',
  settleFailed: 'Could not record the whole refund: what is left is shown. Please try again.',
  refundsOnline:
    'Card payments made online go back to the card through Stripe; the rest is recorded as refunded offline.',
  voucherHeading: 'Credit voucher',
  voucherNamed: (code: string) => `The client named voucher ${code}.`,
  voucherLeft: (left: string, until: string) => `${left} left, valid until ${until} (Dubai).`,
  voucherUnknown: 'No voucher has this code: ask the client to check it.',
  apply: 'Apply the voucher',
  applied: 'Applied: the credit is recorded as a payment, with its invoice.',
  applyFailed: 'Could not apply the voucher. Please try again.',
  applyWhenConfirmed: 'It is applied once the charter is confirmed.',
  vouchersTitle: 'Credit vouchers',
  vouchersIntro:
    'A weather cancellation issues one for what was paid. Issue one by hand as a goodwill credit: the client types its code when booking, and you apply it once the charter is confirmed. Each is valid 12 months.',
  vouchersLoadFailed: 'Could not load the vouchers. Please try again.',
  noVouchers: 'No vouchers yet.',
  issueBlank: 'Enter the voucher’s value in AED, like 500 or 1,250.50.',
  issueAmount: 'Value (AED)',
  issue: 'Issue voucher',
  issued: (code: string) => `Voucher ${code} issued, valid 12 months.`,
  issueFailed: 'Could not issue the voucher. Please try again.',
} as const;

export const reasonLabels: Record<CancelReason, string> = {
  client: 'the client asked',
  weather: 'weather',
  operator: 'our own reason',
};

export const voucherStateLabels: Record<VoucherState, string> = {
  valid: 'Valid',
  used: 'Used up',
  expired: 'Expired',
};
