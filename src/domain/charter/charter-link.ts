/** What the admin keeps on the enquiry (admin-only, like the enquiry): its page's addresses and the erasures. */
export interface CharterLink {
  token: string;
  guestToken: string;
  /** ISO 8601: when the ID numbers were last erased, and how many. */
  idsErasedAt?: string;
  idsErasedCount?: number;
}
