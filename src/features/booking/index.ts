export { default as WhatsAppButton } from './whatsapp-button';
