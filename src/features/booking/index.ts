// This index is on every first visit (the yacht cards' WhatsApp button, the campaign capture): the booking panel's
// own code loads only when a yacht or package page first shows it (booking-panel-loader.tsx).
export { default as WhatsAppButton } from './whatsapp-button';
export { default as BookingPanel } from './booking-panel-loader';
export type { BookingPanelProps, BookingRequest, PackageInfo } from './panel-types';
export { BOOKING_ANCHOR, PackageBooking, YachtBooking } from './live-booking-loader';
