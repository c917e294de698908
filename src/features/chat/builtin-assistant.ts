import type { Offer, Product, Service } from '../../backend/types';
import { packages, type Package } from '../../config/catalogue';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { countdownText, TIMES_UP } from '../../domain/countdown';
import { visibleOffers } from '../../domain/visible-offers';
import { aed, fitList, link, text } from './answer-helpers';
import { bookingAnswer, datesToTry, type BookingFacts } from './booking-answer';
import { readBookingQuestion } from './booking-question';
import { asksWhatIsOnBoard, questionTerms, searchInclusions } from './inclusion-search';
import type { ChatMessage, ChatProvider, ReplyPart } from './types';

/** What the built-in assistant knows: the live site data. */
export interface AssistantData {
  products: Product[];
  offers: Offer[];
  services: Service[];
  now: number;
}

const firstSentence = (value: string) => (/^.*?[.!?](\s|$)/.exec(value)?.[0] ?? value).trim();
const byPrice = (a: Product, b: Product) => a.price - b.price;

/** Words that point at each package, besides its name. */
const packageKeywords: Record<number, RegExp> = {
  0: /\bbirthday/,
  1: /\bpart(y|ies)\b/,
  2: /\bhoneymoon/,
  3: /\b(anniversary|proposal|propose|marry)/,
  4: /\bburj\b/,
  5: /\b(atlantis|palm)\b/,
  6: /\bmoon\b/,
  7: /\b(bachelor|bachelorette|hen|stag)\b/,
};

function guestCount(q: string): number | null {
  const match =
    /(\d+)\s*\+?\s*(?:guests?|people|persons?|pax|adults|friends|ppl|of us)\b/.exec(q) ??
    /\b(?:for|fits?|take|takes|carry|hold|holds|group of|we are|we're)\s+(\d+)\b(?!\s*(?:hours?|hrs?|h\b|aed|dirhams?|days?|am\b|pm\b|ft\b|feet|foot|minutes?|mins?|o'clock))/.exec(
      q,
    );
  return match ? Number(match[1]) : null;
}

function guestsAnswer(guests: number, products: Product[]): ReplyPart[] {
  const fitting = products.filter((p) => p.capacity >= guests).sort(byPrice);
  if (fitting.length === 0) {
    const largest = [...products].sort((a, b) => b.capacity - a.capacity)[0];
    if (!largest)
      return [
        text('Our fleet list is loading; please ask again in a moment or '),
        link('contact us', paths.contact),
        text('.'),
      ];
    return [
      text(`No single yacht takes ${guests} guests; the largest, `),
      link(largest.name, paths.yacht(largest.id)),
      text(`, takes ${largest.capacity}. `),
      link('Contact us', paths.contact),
      text(' to arrange two yachts.'),
    ];
  }
  return fitList(
    [text(`For ${guests} guests: `)],
    fitting.map((p) => [link(p.name, paths.yacht(p.id)), text(` (${aed(p.price)}/hour)`)]),
    [text('. See '), link('the fleet', paths.home), text('.')],
  );
}

function packageAnswer(pack: Package): ReplyPart[] {
  return fitList(
    [link(pack.name, paths.package(pack)), text(' includes ')],
    pack.packIncludes.map((item) => [text(item.charAt(0).toLowerCase() + item.slice(1))]),
    [text('.')],
  );
}

function priceAnswer(products: Product[]): ReplyPart[] {
  if (products.length === 0)
    return [text('Prices are per hour; '), link('contact us', paths.contact), text(' for a quote.')];
  const sorted = [...products].sort(byPrice);
  const cheapest = sorted[0];
  const top = sorted[sorted.length - 1];
  return [
    text(
      `Yachts cost ${aed(cheapest.price)} to ${aed(top.price)} per hour, captain and crew included. From `,
    ),
    link(cheapest.name, paths.yacht(cheapest.id)),
    text(' up to '),
    link(top.name, paths.yacht(top.id)),
    text('. See '),
    link('the fleet', paths.home),
    text('.'),
  ];
}

function offersAnswer(offers: Offer[], now: number): ReplyPart[] {
  const running = visibleOffers(offers, now).filter((o) => countdownText(o.endTime, now) !== TIMES_UP);
  if (running.length === 0) {
    return [
      text('No offers are running right now. See '),
      link('our packages', paths.packages),
      text(' instead.'),
    ];
  }
  return fitList(
    [text('Current offers: ')],
    running.map((o) => [text(o.name)]),
    [text(". Tap 'View Offers' at the bottom left for details.")],
  );
}

function servicesAnswer(services: Service[]): ReplyPart[] {
  if (services.length === 0) return [text('See '), link('our services', paths.services), text('.')];
  return fitList(
    [text('We offer ')],
    services.map((s) => [link(s.name, paths.service(s))]),
    [text('. See '), link('all services', paths.services), text('.')],
  );
}

const has = (q: string, pattern: RegExp) => pattern.test(q);

/** Yachts that include what the question names, or a clear "none" when it asks what is on board. */
function inclusionAnswer(question: string, products: Product[]): ReplyPart[] | null {
  const found = searchInclusions(question, products);
  if (found) {
    const what = found.terms.slice(0, 2).join(' and ');
    return fitList(
      [text(`${what.charAt(0).toUpperCase()}${what.slice(1)} on board: `)],
      found.products.map((p) => [link(p.name, paths.yacht(p.id))]),
      [text('.')],
    );
  }
  const asked = questionTerms(question).sort((a, b) => b.length - a.length)[0];
  if (!asked || !asksWhatIsOnBoard(question) || products.length === 0) return null;
  return [
    text(`None of our yachts lists ${asked}. `),
    link('Contact us', paths.contact),
    text(' and we will try to arrange it.'),
  ];
}

/** Words in service names too general to point at one service. */
const genericWords = new Set(['yacht', 'yachts', 'charter', 'charters', 'trips', 'events']);

/** The full service name, or the start of a distinctive word of it ('photo' for Photography, 'cater' for Catering). */
function mentionsService(q: string, service: Service): boolean {
  const name = service.name.toLowerCase();
  if (q.includes(name)) return true;
  return name
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 6 && !genericWords.has(word))
    .some((word) => new RegExp(`\\b${word.slice(0, 5)}`).test(q));
}

/** Answers a question from the live fleet, packages, services, offers and contact details, in ≤ 30 words. */
export function answer(question: string, data: AssistantData): ReplyPart[] {
  const q = question.toLowerCase();
  const { products, services } = data;

  const guests = guestCount(q);
  if (guests !== null && guests > 0) return guestsAnswer(guests, products);

  const pack = packages.find((p) => q.includes(p.name.toLowerCase()) || packageKeywords[p.id]?.test(q));
  if (pack) return packageAnswer(pack);

  if (has(q, /\b(custom|tailor|own trip|bespoke|personali[sz]e)/)) {
    return [
      text('Compose your own trip, yacht, time and add-ons with the '),
      link('Custom Package', paths.customPackage),
      text('.'),
    ];
  }
  if (has(q, /\b(compare|difference|packages?|which package)\b/)) {
    return [
      text(
        'We have 8 packages, from Birthday and Party to Honeymoon, Burj Al Arab and Moon Island trips. Compare them on ',
      ),
      link('Packages', paths.packages),
      text(' or build a '),
      link('Custom Package', paths.customPackage),
      text('.'),
    ];
  }
  const service = services.find((s) => mentionsService(q, s));
  if (service) {
    return [
      link(service.name, paths.service(service)),
      text(`: ${firstSentence(service.description ?? 'ask us for details.')}`),
    ];
  }
  if (has(q, /\b(price|prices|cost|costs|how much|cheap|cheapest|expensive|budget|rate|rates|aed)\b/)) {
    return priceAnswer(products);
  }
  if (has(q, /\b(offer|offers|deal|deals|discount|promo|promotion|special)\b/))
    return offersAnswer(data.offers, data.now);
  if (has(q, /\b(open|opening|close|closing|hours|working|what time|when are you)\b/)) {
    return [
      text(`We are open ${site.hours}. Call `),
      link(site.phones[0].label, `tel:${site.phones[0].tel}`),
      text(' or '),
      link('request a call back', paths.contact),
      text('.'),
    ];
  }
  if (has(q, /\bvip\b|\bluxur/)) {
    const vip = products.filter((p) => p.isVIP);
    return fitList(
      [text('VIP yachts: ')],
      vip.map((p) => [link(p.name, paths.yacht(p.id))]),
      [text('. See '), link('VIP yachts', paths.vip), text('.')],
    );
  }
  if (has(q, /\bservices?\b/)) return servicesAnswer(services);
  if (has(q, /\b(crew|captain|skipper|staff|chef|host)\b/)) {
    return [
      text('Every charter includes a licensed captain and crew; larger yachts add a host or chef. See '),
      link('the fleet', paths.home),
      text(' for each yacht.'),
    ];
  }
  if (has(q, /\b(book|booking|reserve|reservation|rent|hire|whatsapp)\b/)) {
    return [
      text('Choose a yacht or package and tap its WhatsApp button, or '),
      link('request a call back', paths.contact),
      text('. Start with '),
      link('the fleet', paths.home),
      text('.'),
    ];
  }
  if (has(q, /\b(contact|phone|call|number|email|address|where|location|located|find you|marina)\b/)) {
    return [
      text(`We are at ${site.address.lines[0]}. Call `),
      link(site.phones[0].label, `tel:${site.phones[0].tel}`),
      text(' or see '),
      link('Contact', paths.contact),
      text('.'),
    ];
  }
  const onBoard = inclusionAnswer(question, products);
  if (onBoard) return onBoard;
  if (has(q, /\b(yachts?|boats?|fleet)\b/)) {
    return [
      text(`We have ${products.length} yachts. Browse `),
      link('the fleet', paths.home),
      text(' or the '),
      link('VIP yachts', paths.vip),
      text('.'),
    ];
  }
  if (has(q, /^\s*(hi|hello|hey|salam|good (morning|afternoon|evening))\b/)) {
    return [
      text(
        'Hello! Ask me which yacht fits your group, prices, packages, offers, opening hours or how to book.',
      ),
    ];
  }
  return [
    text('I can help with yachts, guests, prices, packages, offers, hours and booking. For anything else, '),
    link('contact our team', paths.contact),
    text('.'),
  ];
}

/** Reads what the booking engine needs for the Dubai dates `from` to `to` (settings and busy intervals). */
export type LoadBookingFacts = (from: string, to: string) => Promise<BookingFacts>;

/**
 * Answers like `answer`, and a price-and-availability question ("3 hours on Friday for 20 guests?") with the
 * booking engine when `loadFacts` is given.
 */
export async function answerWithBooking(
  question: string,
  data: AssistantData,
  loadFacts?: LoadBookingFacts,
): Promise<ReplyPart[]> {
  const asked = loadFacts ? readBookingQuestion(question.toLowerCase(), data.now, guestCount) : null;
  if (!asked || !loadFacts) return answer(question, data);
  const dates = datesToTry(asked, data.now);
  const facts = await loadFacts(dates[0], dates[dates.length - 1]);
  return bookingAnswer(asked, data.products, facts, data.now);
}

/** The provider used when no chat endpoint is configured. */
export function createBuiltinProvider(data: () => AssistantData, loadFacts?: LoadBookingFacts): ChatProvider {
  return {
    async reply(conversation: readonly ChatMessage[]) {
      const last = [...conversation].reverse().find((m) => m.role === 'user');
      return answerWithBooking(last?.content ?? '', data(), loadFacts);
    },
  };
}
