// Call-back requests: the form, its fields and the sending (stored first, then emailed). Used by the contact page
// and the booking panel, both loaded lazily: the phone number library and the settings check come with them.
export { default as CallbackForm } from './callback-form';
export { default as ContactFields, type ContactFieldValues } from './contact-fields';
// The contact form's checks, for other forms that ask for a name and phone (the booking panel's call back).
export { loadPhoneValidator, prefetchPhoneValidator, validateCallback } from './submit-callback';
// The server's refusal past the caller's allowance, which the booking panel says too.
export { tooManyRequestsMessage } from './strings';
