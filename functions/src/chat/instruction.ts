/**
 * The chat's instruction, built by the server (docs/decisions/0039-functions-hardening.md): the caller sends only
 * the conversation's turns and its language; who the assistant speaks for and the catalogue it talks about come
 * from here and from Firestore, never from the request.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { toYacht, toService } from '../../../src/backend/firebase/converters';
import { paths } from '../../../src/config/paths';
import { chatInstruction, type ChatBusiness } from '../../../src/domain/chat-instruction';
import type { Locale } from '../../../src/domain/locales';
import { sortByPosition } from '../../../src/domain/yacht';

/**
 * The business as src/config/site.ts tells it, in English (that module is translated at build time, which the
 * functions' bundle does not do): a unit test keeps the two equal.
 */
export const CHAT_BUSINESS: ChatBusiness = {
  name: 'Marina Luxe Yachts',
  currency: 'AED',
  whatsappNumber: '971501234567',
  phones: ['+971 50 123 4567', '+971 4 555 0199'],
  hours: 'Sun–Sat 8 AM–12 PM',
};

/** The event packages' English names (src/config/package-links.ts) and the Custom Package. */
export const CHAT_PACKAGES: readonly string[] = [
  'Birthday Pack',
  'Party Pack',
  'Honeymoon Package',
  'Anniversary/Proposal Package',
  'Burj Al Arab Package',
  'Atlantis The Palm Tree Package',
  'Moon Island Trip Package',
  'Bachelor/Bachelorette Package',
  'Custom Package',
];

/** What the instruction lists from Firestore. */
export interface ChatCatalogue {
  services: { name: string }[];
  yachts: { name: string; feet: number; capacity: number; price: number }[];
}

/** The catalogue as the site shows it: the fleet in the operator's order, the services by name. */
export async function readChatCatalogue(db: Firestore): Promise<ChatCatalogue> {
  const noUrl = () => '';
  const [yachts, services] = await Promise.all([
    db.collection('products').select('name', 'feet', 'capacity', 'price', 'position').get(),
    db.collection('services').select('name').get(),
  ]);
  return {
    yachts: sortByPosition(yachts.docs.map((d) => toYacht(d.id, d.data(), noUrl)))
      .filter((yacht) => yacht.name !== '')
      .map(({ name, feet, capacity, price }) => ({ name, feet, capacity, price })),
    services: services.docs
      .map((d) => toService(d.id, d.data(), noUrl))
      .filter((service) => service.name !== '')
      .map(({ name }) => ({ name })),
  };
}

/** How long the catalogue read for the instruction is kept in memory: a changed price shows within minutes. */
export const CATALOGUE_CACHE_MS = 5 * 60_000;

/**
 * `read`, kept for `ttlMs` after it answered (one read of the catalogue per instance every few minutes, not one
 * per message); a failed read is not kept.
 */
export function cachedCatalogue(
  read: () => Promise<ChatCatalogue>,
  ttlMs = CATALOGUE_CACHE_MS,
  now: () => number = Date.now,
): () => Promise<ChatCatalogue> {
  let kept: { at: number; value: Promise<ChatCatalogue> } | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.value;
    const value = read();
    const entry = { at: now(), value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}

/** The instruction for a visitor reading the site in `locale`, from the catalogue. */
export const serverInstruction = (catalogue: ChatCatalogue, locale: Locale) =>
  chatInstruction({
    business: CHAT_BUSINESS,
    pages: paths,
    locale,
    services: catalogue.services,
    packages: CHAT_PACKAGES,
    yachts: catalogue.yachts,
  });
