/**
 * The charter side of the Backend interface: the client's own page of a confirmed charter and its guest list
 * (docs/decisions/0043-charter-page.md). Re-exported from ./types.
 *
 * Who reads what: whoever holds a page's address reads that page; whoever holds the guest list's address reads the
 * names on it and adds themselves; only the admin reads ID numbers, lists pages, or changes the list after its lock.
 */
import type { CharterPage, GuestInput, GuestListPage } from '../domain/charter';
import type { GuestIdType } from '../domain/charter/guest-id';

/** A guest as the list shows them to the group: the name only, and whether this device added it. */
export interface ListedGuest {
  /** Its place on the list, "1" to the booked count. */
  slot: string;
  fullName: string;
  /** Added from this device (browser): it may correct or remove the entry until the lock. */
  mine: boolean;
}

/** A guest as the operator's manifest shows them. */
export interface ManifestGuest {
  slot: string;
  fullName: string;
  nationality: string;
  idType: GuestIdType;
  /** '' once erased. */
  idNumber: string;
  /** ISO 8601. */
  addedAt: string;
}

/** What the admin keeps of a charter's page on its enquiry. */
export interface CharterRecord {
  page: CharterPage;
  guests: ManifestGuest[];
  /** When the ID numbers were erased, and how many (absent until then). */
  idsErasedAt?: string;
  idsErasedCount?: number;
}

/** The methods a guest's phone calls with the guest list's address (the rest are the operator's). */
export const CHARTER_GUEST_METHODS = [
  'page',
  'guestList',
  'guests',
  'addGuest',
  'updateGuest',
  'removeGuest',
] as const;
export type CharterGuestMethods = (typeof CHARTER_GUEST_METHODS)[number];

export interface ChartersApi {
  /** Anyone holding the address. Null when it leads nowhere (never made, or replaced by a new address). */
  page(token: string): Promise<CharterPage | null>;
  /** Anyone holding the guest list's address. Null when it leads nowhere. */
  guestList(guestToken: string): Promise<GuestListPage | null>;
  /** Anyone holding the guest list's address: the names, by slot, this device's marked. */
  guests(guestToken: string): Promise<ListedGuest[]>;
  /**
   * Anyone holding the guest list's address, while the charter is active, before the lock and while there is room:
   * adds a guest (checkGuest) and returns their slot. Refused with 'invalid-argument' (the entry, or the list is
   * locked) or 'conflict' (the list is full).
   */
  addGuest(guestToken: string, input: GuestInput): Promise<string>;
  /** The device that added the guest, before the lock: corrects the entry. */
  updateGuest(guestToken: string, slot: string, input: GuestInput): Promise<void>;
  /** The device that added the guest, before the lock: removes it. */
  removeGuest(guestToken: string, slot: string): Promise<void>;

  /** Admin. The page and the full list of a confirmed enquiry, or null when no page was made. */
  forEnquiry(enquiryId: string): Promise<CharterRecord | null>;
  /**
   * Admin. Makes the page of a confirmed enquiry, or writes it again (the yacht, berth, settings and payments as they
   * are now) keeping its addresses and guests. 'invalid-argument' when the enquiry is not confirmed.
   */
  open(enquiryId: string): Promise<CharterRecord>;
  /** Admin. New addresses for the page and the guest list, the guests kept: the old addresses lead nowhere. */
  newAddress(enquiryId: string): Promise<CharterRecord>;
  /** Admin, at any time (also after the lock): adds a guest (slot null) or changes one. Returns the slot. */
  saveGuest(enquiryId: string, slot: string | null, input: GuestInput): Promise<string>;
  /** Admin, at any time. */
  deleteGuest(enquiryId: string, slot: string): Promise<void>;
  /**
   * Admin. Erases the list's ID numbers from storage (and the names too with `names`), and records on the charter
   * when and how many. Returns how many numbers were erased.
   */
  eraseIds(enquiryId: string, options?: { names?: boolean }): Promise<number>;
  /**
   * Admin. The client's email for the reminders (Functions on: emailed 24 hours and 2 hours before departure), or
   * null / '' to clear it. 'invalid-argument' when it is not an email address or the enquiry has no page.
   */
  setReminderEmail(enquiryId: string, email: string | null): Promise<void>;
}
