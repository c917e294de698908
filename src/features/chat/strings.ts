import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';
import { site } from '../../config/site';
import { whatsappUrl } from '../../components/whatsapp-url';
import type { ReplyPart } from './types';

/** Text shown by the chat panel (loaded with it, src/i18n/catalogues.ts). */
export const chatStrings = translated({
  title: msg`Ask us anything`,
  close: msg`Close chat`,
  greeting: msg`Hi! I can help with yachts, guest numbers, prices, packages, offers, opening hours and booking. What would you like to know?`,
  inputLabel: msg`Your message`,
  conversation: msg`Conversation`,
  placeholder: msg`e.g. A yacht for 15 guests?`,
  send: msg`Send`,
  loading: msg`Loading`,
  you: msg`You`,
  assistant: msg`Assistant`,
  loadFailed: msg`The chat could not be loaded. Please check your connection and reload the page.`,
  /** Before the built-in assistant's answer when the chat proxy says this visitor has sent too many (HTTP 429). */
  busy: msg`You have sent many messages in a short time, so our quick guide answers for now:`,
});

/**
 * A translated sentence with links in it: `sentence` gets a marker for each link's name, and comes back as parts,
 * the links where the translation put them.
 */
export function withLinks(
  sentence: (marker: (name: string) => string) => string,
  links: Record<string, ReplyPart>,
): ReplyPart[] {
  const text = sentence((name) => `\u0000${name}\u0000`);
  return text
    .split('\u0000')
    .map((piece, index) => (index % 2 === 1 ? (links[piece] ?? { text: piece }) : { text: piece }))
    .filter((part) => part.text !== '');
}

/** Added to the conversation when a reply cannot be had: the other ways to reach us. */
export function apologyParts(): ReplyPart[] {
  const phone = site.phones[0];
  return withLinks(
    (marker) => {
      const whatsapp = marker('whatsapp');
      const call = marker('phone');
      return i18n._(msg`Sorry, I cannot answer right now. Please ${whatsapp} or call ${call}.`);
    },
    {
      whatsapp: {
        text: i18n._(msg`message us on WhatsApp`),
        href: whatsappUrl(i18n._(msg`Hi, I have a question about a yacht charter.`)),
      },
      phone: { text: phone.label, href: `tel:${phone.tel}` },
    },
  );
}
