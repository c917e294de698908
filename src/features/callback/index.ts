// Call-back requests: the form, its fields and the sending (stored first, then emailed). Used by the contact page
// and the Custom Package, both loaded lazily: the phone number library and the settings check come with them.
export { default as CallbackForm } from './callback-form';
export { default as ContactFields } from './contact-fields';
export { default as HoneypotField } from './honeypot-field';
export { callbackStrings } from './strings';
export { useCallbackRequest } from './use-callback-request';
