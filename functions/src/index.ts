// The deployed functions: one export per function, named as in src/domain/server-api.ts (FUNCTION_NAMES).
// docs/decisions/0033-server-side.md tells what each does and what the site does without them.
export { createEnquiry } from './create-enquiry';
export { chat } from './chat/chat-function';
export { calendarFeed } from './calendar-feed';
export { yachtFeed } from './yacht-feed';
// Not called by the site: a Firestore trigger that emails the operator each new enquiry (docs/decisions/0035).
export { notifyOperatorOfEnquiry } from './notify-trigger';
// Not called by the site: every 15 minutes, one email of the enquiries stored past the hourly ceilings (0040).
export { sendEnquirySummaryEmail } from './summary-schedule';
export { createDepositLink } from './deposit-link';
export { createBalanceLink } from './balance-link';
export { refundOnline } from './refund-online';
export { stripeWebhook } from './stripe-webhook';
// Not called by the site: once a day, the guest lists' ID numbers erased when due (docs/decisions/0043).
export { eraseGuestIds } from './charter-erasure';
// Not called by the site: every 15 minutes, the client's reminder emails 24 h and 2 h before departure (0043).
export { sendCharterReminders } from './charter-reminders';
// Not called by the site: every 15 minutes, the other channels' calendars imported as blocks (0050).
export { syncCalendarImports, syncImportFeed } from './import-sync';
