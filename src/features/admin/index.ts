// The admin screens; the admin shell (src/app/admin) composes them behind the sign-in guard.
export { default as DashboardPage } from './dashboard/dashboard-page';
export { default as EnquiriesPage } from './enquiries/enquiries-page';
export { default as EnquiryPage } from './enquiries/enquiry-page';
export { default as OffersPage } from './offers/offers-page';
export { AddYachtPage, EditYachtPage } from './yachts/yacht-pages';
export { default as YachtsPage } from './yachts/yachts-page';
export { default as ServicesPage } from './services/services-page';
export { default as ReviewsPage } from './reviews/reviews-page';
export { default as FaqPage } from './faq/faq-page';
export { default as BookingSettingsPage } from './booking/booking-settings-page';
export { default as CalendarPage } from './calendar/calendar-page';
export { default as PublishStatus } from './publish-status';
export { default as IdErasureAlert } from './charter/id-erasure-alert';
