import type {
  AddOn,
  BookingSelection,
  BookingSettings,
  BusyInterval,
  Quote,
  YachtPricing,
} from '../../domain/booking';

/** What the panel hands to `send`: stored first (with its reference), before WhatsApp opens. */
export type BookingRequest = (
  | { channel: 'whatsapp'; selection: BookingSelection; quote: Quote }
  /** `phone` is checked and in E.164 (`+971501234567`); `name` is trimmed. */
  | { channel: 'callback'; selection: BookingSelection; quote: Quote; name: string; phone: string }
) & {
  /** A credit voucher's code the visitor typed and the site found valid (normaliseVoucherCode). */
  voucherCode?: string;
};

/** The package a charter is booked as (a package page, the Custom Package). */
export interface PackageInfo {
  name: string;
  /** What the package includes, listed in the panel (none listed when empty). */
  items: readonly string[];
  /**
   * Lines the visitor added for the operator (the Custom Package's occasion, extras and notes): appended to the
   * WhatsApp text and stored as the enquiry's message.
   */
  details?: readonly string[];
}

export interface BookingPanelProps {
  yacht: { id: string; name: string; capacity: number };
  pricing: YachtPricing;
  settings: BookingSettings;
  /** All add-ons; only the active ones are offered. */
  addOns: readonly AddOn[];
  /** The busy intervals (any yachts); null while they load, shown as loading and never as "all free". */
  busy: readonly BusyInterval[] | null;
  /** Why the busy intervals could not be loaded; shown with a retry button when `onRetryBusy` is given. */
  busyError?: string | null;
  onRetryBusy?: () => void;
  /** Epoch ms now (tests fix the clock). */
  now?: () => number;
  /** On package pages: the package, preselected, with what it includes. */
  packageInfo?: PackageInfo;
  /** A selection to start from (the assistant, a link); without it, the page address's parameters are used. */
  initial?: Partial<BookingSelection>;
  /** Stores the enquiry and gives its reference; rejects when it could not be stored. */
  send: (request: BookingRequest) => Promise<SentEnquiry>;
}

/** A stored enquiry: its reference and, where the server priced it (Cloud Functions), the quote it stored. */
export interface SentEnquiry {
  reference: string;
  quote?: Pick<Quote, 'totalFils' | 'vatMode'> | null;
}
