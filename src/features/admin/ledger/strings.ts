import type { BalanceState, LedgerKind, PaymentMethod } from '../../../domain/ledger/ledger';
import type { TaxDocument } from '../../../domain/ledger/tax-document';

/** The admin's words for a charter's payments (English only, as the rest of the admin). */
export const ledgerStrings = {
  heading: 'Payments',
  loading: 'Loading the payments...',
  loadFailed: 'Could not load the payments. Please try again.',
  total: 'Total',
  paid: 'Paid',
  refunded: 'Refunded',
  balance: 'Balance',
  cancelledNothingDue: 'None: the charter was cancelled',
  dueBy: (when: string) => `due by ${when} (Dubai)`,
  none: 'Nothing recorded yet.',
  record: 'Record a payment or refund',
  formTitle: 'Record a payment or refund',
  kind: 'Payment or refund',
  amount: 'Amount (AED)',
  method: 'How',
  date: 'Date (Dubai)',
  time: 'Time (Dubai)',
  note: 'Note (optional)',
  noteHint: 'For the records: a transfer reference, who paid. The client never sees it.',
  save: 'Record',
  saved: 'Recorded: the charter page shows the new amount paid.',
  saveFailed: 'Could not record it. Please try again.',
  amountBlank: 'Enter the amount in AED, like 1350 or 1350.50.',
  dateBlank: 'Enter a date and a time.',
  online: 'Online card payments are recorded by the server as Stripe reports them.',
  recordedBy: (who: string, when: string) => `recorded by ${who}, ${when}`,
  entries: 'Payments and refunds',
  balanceLink: 'Balance link',
  balanceLinkWorking: 'Making the link...',
  balanceLinkLabel: (amount: string) => `Balance link (${amount})`,
  balanceLinkOpen: (amount: string, until: string) =>
    `For ${amount}, open until ${until} (Dubai). The same link is given again while it is open for this amount.`,
  balanceLinkMade: 'Balance link ready: copy it or send it on WhatsApp.',
  balanceLinkFailed: 'Could not make the balance link.',
  balanceWhatsapp: 'Send on WhatsApp',
  documentOf: (document: Pick<TaxDocument, 'kind' | 'number' | 'taxInvoice'>) =>
    `${
      document.kind === 'invoice'
        ? document.taxInvoice
          ? 'Tax invoice'
          : 'Receipt'
        : document.taxInvoice
          ? 'Tax credit note'
          : 'Credit receipt'
    } ${document.number}`,
} as const;

export const kindLabels: Record<LedgerKind, string> = { payment: 'Payment', refund: 'Refund' };

export const methodLabels: Record<PaymentMethod, string> = {
  'card-online': 'Card online (Stripe)',
  'card-on-board': 'Card on board',
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  credit: 'Credit (voucher)',
};

export const balanceLabels: Record<BalanceState, string> = {
  paid: 'Paid in full',
  'not-due': 'Not due yet',
  'due-soon': 'Due soon',
  overdue: 'Overdue',
};
