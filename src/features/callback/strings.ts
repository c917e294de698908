import { LIMITS } from '../../domain/limits';

/** Text shown by the call-back request form. */
export const callbackStrings = {
  formTitle: 'Request a Call Back',
  formIntro: 'Leave your number and we will call you back, usually within the hour during opening hours.',
  name: 'Name',
  phone: 'Phone',
  phoneHint:
    'UAE numbers can be written as 050 123 4567; others with the country code, e.g. +44 20 7946 0000.',
  preferredTime: 'Preferred time',
  message: 'Message (optional)',
  honeypot: 'Leave this field empty',
  submit: 'Request a Call Back',
  sending: 'Sending...',
  required: 'Please fill in all required fields.',
  nameTooLong: `Please shorten the name to at most ${LIMITS.name} characters.`,
  nameControl: 'The name contains characters that cannot be shown (such as tabs or line breaks).',
  messageTooLong: `Please shorten the message to at most ${LIMITS.text} characters.`,
  invalidPhone: 'Please enter a valid phone number, for example 050 123 4567 or +971 50 123 4567.',
  success: 'Your message has been sent successfully!',
  failure: 'Something went wrong. Please try again.',
  throttled: (seconds: number) =>
    `You can send one request every 30 seconds. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  noMessage: 'No message',
} as const;
