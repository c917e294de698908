import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Offer, Product, Service } from '../../backend/types';
import { packages, type Package } from '../../config/catalogue';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { countdownText, TIMES_UP } from '../../domain/countdown';
import { localized, serviceText } from '../../domain/localized';
import { visibleOffers } from '../../domain/visible-offers';
import { activeLocale } from '../../i18n/catalogues';
import { aed, fitList, link, text } from './answer-helpers';
import { bookingAnswer, datesToTry, type BookingFacts } from './booking-answer';
import { readBookingQuestion } from './booking-question';
import { asksWhatIsOnBoard, questionTerms, searchInclusions } from './inclusion-search';
import { withLinks } from './strings';
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

/** The visitor's question as the patterns read it: lower case, Arabic-Indic digits as 0–9. */
function normalized(question: string): string {
  return question
    .toLowerCase()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Guests asked about in Arabic or Russian: "15 ضيفًا", "لـ 15 شخص", "на 15 человек", "15 гостей". */
const GUESTS_AR_RU =
  /(\d+)\s*(?:ضيف|ضيوف|شخص|أشخاص|اشخاص|فرد|أفراد|افراد|гост|человек|чел\b|персон)|(?:на|для)\s+(\d+)\s*(?:гост|человек|чел|персон)/;

function guestCount(q: string): number | null {
  const local = GUESTS_AR_RU.exec(q);
  if (local) return Number(local[1] ?? local[2]);
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
      return withLinks(
        (marker) => {
          const contact = marker('contact');
          return i18n._(msg`Our fleet list is loading; please ask again in a moment or ${contact}.`);
        },
        { contact: link(i18n._(msg`contact us`), paths.contact) },
      );
    const capacity = largest.capacity;
    return withLinks(
      (marker) => {
        const yacht = marker('yacht');
        const contact = marker('contact');
        return i18n._(
          msg`No single yacht takes ${plural(guests, { one: '# guest', other: '# guests' })}; the largest, ${yacht}, takes ${capacity}. ${contact} to arrange two yachts.`,
        );
      },
      {
        yacht: link(largest.name, paths.yacht(largest.id)),
        contact: link(i18n._(msg`Contact us`), paths.contact),
      },
    );
  }
  return fitList(
    [text(i18n._(msg`For ${plural(guests, { one: '# guest', other: '# guests' })}: `))],
    fitting.map((p) => {
      const price = aed(p.price);
      return [link(p.name, paths.yacht(p.id)), text(i18n._(msg` (${price}/hour)`))];
    }),
    seeTheFleet(),
  );
}

/** ". See the fleet." */
const seeTheFleet = (): ReplyPart[] =>
  withLinks(
    (marker) => {
      const fleet = marker('fleet');
      return i18n._(msg`. See ${fleet}.`);
    },
    { fleet: link(i18n._(msg`the fleet`), paths.home) },
  );

function packageAnswer(pack: Package): ReplyPart[] {
  return fitList(
    [link(pack.label, paths.package(pack)), text(i18n._(msg` includes `))],
    pack.packIncludes.map((item) => [text(item.charAt(0).toLowerCase() + item.slice(1))]),
    [text('.')],
  );
}

function priceAnswer(products: Product[]): ReplyPart[] {
  if (products.length === 0)
    return withLinks(
      (marker) => {
        const contact = marker('contact');
        return i18n._(msg`Prices are per hour; ${contact} for a quote.`);
      },
      { contact: link(i18n._(msg`contact us`), paths.contact) },
    );
  const sorted = [...products].sort(byPrice);
  const cheapest = sorted[0];
  const top = sorted[sorted.length - 1];
  const low = aed(cheapest.price);
  const high = aed(top.price);
  return withLinks(
    (marker) => {
      const from = marker('from');
      const to = marker('to');
      const fleet = marker('fleet');
      return i18n._(
        msg`Yachts cost ${low} to ${high} per hour, captain and crew included. From ${from} up to ${to}. See ${fleet}.`,
      );
    },
    {
      from: link(cheapest.name, paths.yacht(cheapest.id)),
      to: link(top.name, paths.yacht(top.id)),
      fleet: link(i18n._(msg`the fleet`), paths.home),
    },
  );
}

function offersAnswer(offers: Offer[], now: number): ReplyPart[] {
  const running = visibleOffers(offers, now).filter((o) => countdownText(o.endTime, now) !== TIMES_UP);
  if (running.length === 0) {
    return withLinks(
      (marker) => {
        const ours = marker('packages');
        return i18n._(msg`No offers are running right now. See ${ours} instead.`);
      },
      { packages: link(i18n._(msg`our packages`), paths.packages) },
    );
  }
  const locale = activeLocale();
  return fitList(
    [text(i18n._(msg`Current offers: `))],
    running.map((o) => [text(localized(o, 'name', locale))]),
    // The button is at the bottom left, or the bottom right on a right-to-left page (the translation says so).
    [text(i18n._(msg`. Tap 'View Offers' at the bottom left for details.`))],
  );
}

/** A service as the assistant names it: in the visitor's language where the operator wrote it; its page. */
interface ServiceMention {
  englishName: string;
  name: string;
  description?: string;
  page: string;
}

const mentionable = (service: Service): ServiceMention => ({
  englishName: service.name,
  ...serviceText(service, activeLocale()),
  page: paths.service(service),
});

function servicesAnswer(services: ServiceMention[]): ReplyPart[] {
  if (services.length === 0) {
    return withLinks(
      (marker) => {
        const ours = marker('ours');
        return i18n._(msg`See ${ours}.`);
      },
      { ours: link(i18n._(msg`our services`), paths.services) },
    );
  }
  return fitList(
    [text(i18n._(msg`We offer `))],
    services.map((s) => [link(s.name, s.page)]),
    withLinks(
      (marker) => {
        const all = marker('all');
        return i18n._(msg`. See ${all}.`);
      },
      { all: link(i18n._(msg`all services`), paths.services) },
    ),
  );
}

const has = (q: string, pattern: RegExp) => pattern.test(q);

/** Yachts that include what the question names, or a clear "none" when it asks what is on board. */
function inclusionAnswer(question: string, products: Product[]): ReplyPart[] | null {
  const locale = activeLocale();
  const found = searchInclusions(question, products, locale);
  if (found) {
    const first = found.terms.slice(0, 2).join(i18n._(msg` and `));
    const what = `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
    return fitList(
      [text(i18n._(msg`${what} on board: `))],
      found.products.map((p) => [link(p.name, paths.yacht(p.id))]),
      [text('.')],
    );
  }
  const asked = questionTerms(question, locale).sort((a, b) => b.length - a.length)[0];
  if (!asked || !asksWhatIsOnBoard(question) || products.length === 0) return null;
  return withLinks(
    (marker) => {
      const contact = marker('contact');
      return i18n._(msg`None of our yachts lists ${asked}. ${contact} and we will try to arrange it.`);
    },
    { contact: link(i18n._(msg`Contact us`), paths.contact) },
  );
}

/** Words in service names too general to point at one service. */
const genericWords = new Set(['yacht', 'yachts', 'charter', 'charters', 'trips', 'events']);

/**
 * The full service name (English or the visitor's language), or the start of a distinctive English word of it
 * ('photo' for Photography, 'cater' for Catering).
 */
function mentionsService(q: string, service: ServiceMention): boolean {
  const name = service.englishName.toLowerCase();
  if (q.includes(name) || q.includes(service.name.toLowerCase())) return true;
  return name
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 6 && !genericWords.has(word))
    .some((word) => new RegExp(`\\b${word.slice(0, 5)}`).test(q));
}

/** Answers a question from the live fleet, packages, services, offers and contact details, in ≤ 30 words. */
export function answer(question: string, data: AssistantData): ReplyPart[] {
  const q = normalized(question);
  const { products } = data;
  const services = data.services.map(mentionable);

  const guests = guestCount(q);
  if (guests !== null && guests > 0) return guestsAnswer(guests, products);

  const pack = packages.find((p) => q.includes(p.name.toLowerCase()) || packageKeywords[p.id]?.test(q));
  if (pack) return packageAnswer(pack);

  if (
    has(
      q,
      /\b(custom|tailor|own trip|bespoke|personali[sz]e)|индивидуальн|сво(й|ю|ем) (пакет|программ)|مخصص|خاصة بي|خاص بي/,
    )
  ) {
    return withLinks(
      (marker) => {
        const custom = marker('custom');
        return i18n._(msg`Compose your own trip, yacht, time and add-ons with the ${custom}.`);
      },
      { custom: link(i18n._(msg`Custom Package`), paths.customPackage) },
    );
  }
  if (has(q, /\b(compare|difference|packages?|which package)\b|пакет|باقة|باقات|الباقات/)) {
    return withLinks(
      (marker) => {
        const list = marker('packages');
        const custom = marker('custom');
        return i18n._(
          msg`We have 8 packages, from Birthday and Party to Honeymoon, Burj Al Arab and Moon Island trips. Compare them on ${list} or build a ${custom}.`,
        );
      },
      {
        packages: link(i18n._(msg`Packages`), paths.packages),
        custom: link(i18n._(msg`Custom Package`), paths.customPackage),
      },
    );
  }
  const service = services.find((s) => mentionsService(q, s));
  if (service) {
    return [
      link(service.name, service.page),
      text(`: ${firstSentence(service.description ?? i18n._(msg`ask us for details.`))}`),
    ];
  }
  if (
    has(
      q,
      /\b(price|prices|cost|costs|how much|cheap|cheapest|expensive|budget|rate|rates|aed)\b|цен|стоим|сколько стоит|прайс|дешев|سعر|أسعار|اسعار|السعر|تكلفة|كم يكلف|بكم/,
    )
  ) {
    return priceAnswer(products);
  }
  if (
    has(
      q,
      /\b(offer|offers|deal|deals|discount|promo|promotion|special)\b|акци|скидк|предложени|عرض|عروض|خصم|تخفيض/,
    )
  )
    return offersAnswer(data.offers, data.now);
  if (
    has(
      q,
      /\b(open|opening|close|closing|hours|working|what time|when are you)\b|часы работы|график|когда (вы )?(работает|работаете|открыт)|открыт|ساعات العمل|مواعيد العمل|الدوام|مفتوح|متى تفتح/,
    )
  ) {
    const hours = site.hours;
    return withLinks(
      (marker) => {
        const phone = marker('phone');
        const callback = marker('callback');
        return i18n._(msg`We are open ${hours}. Call ${phone} or ${callback}.`);
      },
      {
        phone: link(site.phones[0].label, `tel:${site.phones[0].tel}`),
        callback: link(i18n._(msg`request a call back`), paths.contact),
      },
    );
  }
  if (has(q, /\bvip\b|\bluxur|люкс|роскош|فاخر|فخم/)) {
    const vip = products.filter((p) => p.isVIP);
    return fitList(
      [text(i18n._(msg`VIP yachts: `))],
      vip.map((p) => [link(p.name, paths.yacht(p.id))]),
      withLinks(
        (marker) => {
          const all = marker('vip');
          return i18n._(msg`. See ${all}.`);
        },
        { vip: link(i18n._(msg`VIP yachts`), paths.vip) },
      ),
    );
  }
  if (has(q, /\bservices?\b|услуг|خدمة|خدمات|الخدمات/)) return servicesAnswer(services);
  if (
    has(q, /\b(crew|captain|skipper|staff|chef|host)\b|экипаж|капитан|шеф|повар|طاقم|قبطان|ربان|طاه|طباخ/)
  ) {
    return withLinks(
      (marker) => {
        const fleet = marker('fleet');
        return i18n._(
          msg`Every charter includes a licensed captain and crew; larger yachts add a host or chef. See ${fleet} for each yacht.`,
        );
      },
      { fleet: link(i18n._(msg`the fleet`), paths.home) },
    );
  }
  if (
    has(
      q,
      /\b(book|booking|reserve|reservation|rent|hire|whatsapp)\b|бронир|заброн|аренд|арендов|снять|حجز|احجز|أحجز|استئجار|استأجر|أستأجر|واتساب/,
    )
  ) {
    return withLinks(
      (marker) => {
        const callback = marker('callback');
        const fleet = marker('fleet');
        return i18n._(
          msg`Choose a yacht or package and tap its WhatsApp button, or ${callback}. Start with ${fleet}.`,
        );
      },
      {
        callback: link(i18n._(msg`request a call back`), paths.contact),
        fleet: link(i18n._(msg`the fleet`), paths.home),
      },
    );
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
  if (
    has(
      q,
      /^\s*(hi|hello|hey|salam|good (morning|afternoon|evening))\b|^\s*(привет|здравствуй|добрый (день|вечер)|доброе утро|مرحب|السلام|أهلا|اهلا|صباح الخير|مساء الخير)/,
    )
  ) {
    return [
      text(
        i18n._(
          msg`Hello! Ask me which yacht fits your group, prices, packages, offers, opening hours or how to book.`,
        ),
      ),
    ];
  }
  return withLinks(
    (marker) => {
      const team = marker('team');
      return i18n._(
        msg`I can help with yachts, guests, prices, packages, offers, hours and booking. For anything else, ${team}.`,
      );
    },
    { team: link(i18n._(msg`contact our team`), paths.contact) },
  );
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
