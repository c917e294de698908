import { lazy } from 'react';

// This index is on every first visit (the yacht cards' WhatsApp button, the campaign capture): the booking panel
// loads only when a yacht or package page first shows it.
export { default as WhatsAppButton } from './whatsapp-button';
export const BookingPanel = lazy(() => import('./booking-panel'));
export type { BookingPanelProps, BookingRequest } from './panel-types';
export { captureCampaign, readCampaign } from './campaign';
