import { site } from '../../config/site';
import { whatsappLink } from '../../domain/whatsapp';
import type { ReplyPart } from './types';

/** Text shown by the chat. */
export const chatStrings = {
  launcher: 'Chat',
  launcherLabel: 'Chat with us',
  title: 'Ask us anything',
  close: 'Close chat',
  greeting: `Hi! I can help with yachts, guest numbers, prices, packages, offers, opening hours and booking. What would you like to know?`,
  inputLabel: 'Your message',
  placeholder: 'e.g. A yacht for 15 guests?',
  send: 'Send',
  loading: 'Loading',
  you: 'You',
  assistant: 'Assistant',
  loadFailed: 'The chat could not be loaded. Please check your connection and reload the page.',
} as const;

/** Added to the conversation when a reply cannot be had: the other ways to reach us. */
export function apologyParts(): ReplyPart[] {
  const phone = site.phones[0];
  return [
    { text: 'Sorry, I cannot answer right now. Please ' },
    { text: 'message us on WhatsApp', href: whatsappLink('Hi, I have a question about a yacht charter.') },
    { text: ' or call ' },
    { text: phone.label, href: `tel:${phone.tel}` },
    { text: '.' },
  ];
}
