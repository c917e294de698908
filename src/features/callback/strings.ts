import { msg, plural } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';
import { LIMITS } from '../../domain/limits';

const nameMax = LIMITS.name;
const messageMax = LIMITS.text;

/**
 * The server's refusal past the caller's allowance (HTTP 429, `resource-exhausted`): said by the call-back form and
 * the booking panel. Only the connection (an IPv6 /64) is limited; a phone number never is (docs/decisions/0040).
 */
export const tooManyRequestsMessage = msg`We have received many requests from this connection. Please try again in a while, or call us.`;

/** Text shown by the call-back request form. */
export const callbackStrings = translated({
  formTitle: msg`Request a Call Back`,
  formIntro: msg`Leave your number and we will call you back, usually within the hour during opening hours.`,
  name: msg`Name`,
  phone: msg`Phone`,
  phoneHint: msg`UAE numbers can be written as 050 123 4567; others with the country code, e.g. +44 20 7946 0000.`,
  preferredTime: msg`Preferred time`,
  message: msg`Message (optional)`,
  honeypot: msg`Leave this field empty`,
  submit: msg`Request a Call Back`,
  sending: msg`Sending...`,
  required: msg`Please fill in all required fields.`,
  nameTooLong: msg`Please shorten the name to at most ${nameMax} characters.`,
  nameControl: msg`The name contains characters that cannot be shown (such as tabs or line breaks).`,
  messageTooLong: msg`Please shorten the message to at most ${messageMax} characters.`,
  invalidPhone: msg`Please enter a valid phone number, for example 050 123 4567 or +971 50 123 4567.`,
  success: msg`Your message has been sent successfully!`,
  failure: msg`Something went wrong. Please try again.`,
  tooManyRequests: tooManyRequestsMessage,
  throttled: (seconds: number) =>
    msg`You can send one request every 30 seconds. Please try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`,
  noMessage: msg`No message`,
});
