/**
 * The instruction a remote chat model is given first (a `system` message): who it speaks for, in which language, and
 * the catalogue it may talk about. Built by the chat proxy from the live catalogue in Firestore
 * (functions/src/chat/instruction.ts, docs/decisions/0039-functions-hardening.md), and by the browser only where it
 * calls a model of its own (VITE_CHAT_API_URL, src/features/chat/system-prompt.ts). Pure: everything is passed in.
 */
import { localePath, LOCALE_INFO, type Locale } from './locales';

/** What the instruction says about the business (src/config/site.ts, in English). */
export interface ChatBusiness {
  name: string;
  currency: string;
  /** International format without '+'. */
  whatsappNumber: string;
  /** The phone numbers as written for people. */
  phones: readonly string[];
  hours: string;
}

/** The English-form paths of the pages the assistant may point to (src/config/paths.ts). */
export interface ChatPages {
  home: string;
  vip: string;
  packages: string;
  services: string;
  about: string;
  contact: string;
}

export interface ChatInstructionFacts {
  business: ChatBusiness;
  pages: ChatPages;
  /** The visitor's language: the model answers in it, and the pages are named in it. */
  locale: Locale;
  services: readonly { name: string }[];
  /** The package names, the Custom Package included. */
  packages: readonly string[];
  yachts: readonly { name: string; feet: number; capacity: number; price: number }[];
}

export function chatInstruction({
  business,
  pages,
  locale,
  services,
  packages,
  yachts,
}: ChatInstructionFacts): string {
  const serviceNames = services.map((service) => service.name).join(', ') || 'none listed';
  const fleet = yachts
    .map((y) => `${y.name} (${y.feet} ft, up to ${y.capacity} guests, ${business.currency} ${y.price}/hour)`)
    .join('; ');
  const { englishName } = LOCALE_INFO[locale];
  const page = (path: string) => localePath(locale, path);
  return [
    `You are the assistant of ${business.name}, a luxury yacht charter company in Dubai Marina.`,
    `The visitor reads the site in ${englishName}: always answer in ${englishName}.`,
    'Answer in at most 30 words. Help visitors navigate the website, rent yachts, understand what the crew does',
    'and compare packages. Every charter includes a captain and crew.',
    `Services: ${serviceNames}.`,
    `Packages: ${packages.join(', ')}.`,
    fleet ? `Yachts: ${fleet}.` : '',
    `Pages: ${page(pages.home)} (fleet), ${page(pages.vip)} (VIP yachts), ${page(pages.packages)}, ` +
      `${page(pages.services)}, ${page(pages.about)}, ${page(pages.contact)} (call-back form).`,
    `Booking is by WhatsApp (+${business.whatsappNumber}) or phone (${business.phones.join(', ')}).`,
    `Opening hours: ${business.hours}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
