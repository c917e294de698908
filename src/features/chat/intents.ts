/**
 * What the built-in assistant understands: a table of intents, each with what it matches in a question (keywords in
 * each language, or a function that reads what its answer needs) and what it answers, in the page's language. The
 * first intent that matches answers, in the table's order; `fallbackAnswer` when none does.
 */
import { bookingAnswer, datesToTry, type BookingFacts } from './booking-answer';
import { readBookingQuestion } from './booking-question';
import {
  customTripAnswer,
  offersAnswer,
  packageAnswer,
  packagesAnswer,
  serviceAnswer,
  servicesAnswer,
} from './catalogue-answer';
import {
  contactAnswer,
  fallbackAnswer,
  greetingAnswer,
  hoursAnswer,
  howToBookAnswer,
} from './contact-answer';
import { crewAnswer, fleetAnswer, guestsAnswer, priceAnswer, vipAnswer } from './fleet-answer';
import { askedOnBoard, inclusionAnswer } from './inclusion-answer';
import { intent, opening, saying, type Intent } from './intent';
import { mentionedPackage, mentionedService } from './mentions';
import { guestCount, type Question } from './question';
import type { ReplyPart } from './types';

/** Reads the dates `from` to `to` for the booking engine (settings and busy intervals). */
export type LoadBookingFacts = (from: string, to: string) => Promise<BookingFacts>;

/** "3 hours on Friday for 20 guests?", priced with the booking engine. */
const bookingQuestion = (loadFacts: LoadBookingFacts): Intent<Promise<ReplyPart[]>> =>
  intent('booking question', {
    matches: (q) => readBookingQuestion(q.text, q.data.now, guestCount),
    answer: async (asked, q) => {
      const dates = datesToTry(asked, q.data.now);
      const facts = await loadFacts(dates[0], dates[dates.length - 1]);
      return bookingAnswer(asked, q.data.yachts, facts, q.data.now);
    },
  });

/** The intents in priority order (after the booking question, where the booking engine is at hand). */
export const INTENTS: readonly Intent[] = [
  intent('guests', {
    matches: (q) => {
      const guests = guestCount(q.text);
      return guests !== null && guests > 0 ? guests : null;
    },
    answer: (guests, q) => guestsAnswer(guests, q.data.yachts),
  }),
  intent('a package', { matches: mentionedPackage, answer: packageAnswer }),
  intent('custom trip', {
    matches: saying({
      en: ['custom*', 'tailor*', 'own trip*', 'bespoke*', 'personalise*', 'personalize*'],
      ar: ['مخصص', 'خاصة بي', 'خاص بي'],
      ru: ['индивидуальн*', 'свой пакет*', 'свою программ*', 'своем пакет*', 'своём пакет*'],
    }),
    answer: customTripAnswer,
  }),
  intent('packages', {
    matches: saying({
      en: ['compare', 'difference', 'package', 'packages', 'which package'],
      ar: ['باقة', 'باقات'],
      ru: ['пакет*'],
    }),
    answer: (_, q) => packagesAnswer(q.data.packages),
  }),
  intent('a service', { matches: mentionedService, answer: serviceAnswer }),
  intent('prices', {
    matches: saying({
      en: [
        'price',
        'prices',
        'cost',
        'costs',
        'how much',
        'cheap',
        'cheapest',
        'expensive',
        'budget',
        'rate',
        'rates',
        'aed',
      ],
      ar: ['سعر', 'أسعار', 'اسعار', 'تكلفة', 'كم يكلف', 'بكم'],
      ru: ['цен*', 'стоим*', 'сколько стоит', 'прайс*', 'дешев*'],
    }),
    answer: (_, q) => priceAnswer(q.data.yachts),
  }),
  intent('offers', {
    matches: saying({
      en: ['offer', 'offers', 'deal', 'deals', 'discount', 'promo', 'promotion', 'special'],
      ar: ['عرض', 'عروض', 'خصم', 'تخفيض'],
      ru: ['акци*', 'скидк*', 'предложени*'],
    }),
    answer: (_, q) => offersAnswer(q.data.offers, q.data.now, q.locale),
  }),
  intent('opening hours', {
    matches: saying({
      en: ['open', 'opening', 'close', 'closing', 'hours', 'working', 'what time', 'when are you'],
      ar: ['ساعات العمل', 'مواعيد العمل', 'الدوام', 'مفتوح', 'متى تفتح'],
      ru: ['часы работы', 'график*', 'когда работает*', 'вы работаете', 'открыт*'],
    }),
    answer: hoursAnswer,
  }),
  intent('VIP yachts', {
    matches: saying({ en: ['vip', 'luxur*'], ar: ['فاخر', 'فخم'], ru: ['люкс*', 'роскош*'] }),
    answer: (_, q) => vipAnswer(q.data.yachts),
  }),
  intent('services', {
    matches: saying({ en: ['service', 'services'], ar: ['خدمة', 'خدمات'], ru: ['услуг*'] }),
    answer: (_, q) => servicesAnswer(q.data.services, q.locale),
  }),
  intent('crew', {
    matches: saying({
      en: ['crew', 'captain', 'skipper', 'staff', 'chef', 'host'],
      ar: ['طاقم', 'قبطان', 'ربان', 'طاه', 'طباخ'],
      ru: ['экипаж*', 'капитан*', 'шеф*', 'повар*'],
    }),
    answer: crewAnswer,
  }),
  intent('how to book', {
    matches: saying({
      en: ['book', 'booking', 'reserve', 'reservation', 'rent', 'hire', 'whatsapp'],
      ar: ['حجز', 'احجز', 'أحجز', 'استئجار', 'استأجر', 'أستأجر', 'واتساب'],
      ru: ['бронир*', 'заброн*', 'аренд*', 'снять'],
    }),
    answer: howToBookAnswer,
  }),
  intent('contact', {
    matches: saying({
      en: [
        'contact',
        'phone',
        'call',
        'number',
        'email',
        'address',
        'where',
        'location',
        'located',
        'find you',
        'marina',
      ],
      ar: ['اتصل', 'اتصال', 'تواصل', 'هاتف', 'رقم', 'بريد', 'عنوان', 'أين', 'اين', 'موقعكم', 'مكانكم'],
      ru: ['контакт*', 'телефон*', 'позвон*', 'номер*', 'почта', 'почту', 'адрес*', 'где', 'находитесь'],
    }),
    answer: contactAnswer,
  }),
  intent('on board', { matches: askedOnBoard, answer: inclusionAnswer }),
  intent('fleet', {
    matches: saying({
      en: ['yacht', 'yachts', 'boat', 'boats', 'fleet'],
      ar: ['يخت', 'يخوت', 'قارب', 'قوارب', 'أسطول', 'اسطول'],
      ru: ['яхт*', 'лодк*', 'лодок', 'катер*', 'флот*'],
    }),
    answer: (_, q) => fleetAnswer(q.data.yachts),
  }),
  intent('greeting', {
    matches: opening({
      en: ['hi', 'hello', 'hey', 'salam', 'good morning', 'good afternoon', 'good evening'],
      ar: ['مرحب', 'السلام', 'أهلا', 'اهلا', 'صباح الخير', 'مساء الخير'],
      ru: ['привет*', 'здравствуй*', 'добрый день', 'добрый вечер', 'доброе утро'],
    }),
    answer: greetingAnswer,
  }),
];

/** Where the booking engine is at hand: the booking question first of all, then the others. */
export const withBookingEngine = (
  loadFacts: LoadBookingFacts,
): readonly Intent<ReplyPart[] | Promise<ReplyPart[]>>[] => [bookingQuestion(loadFacts), ...INTENTS];

/** The first of `intents` that answers the question, and its answer; the fallback's when none does. */
export function reply<Reply>(
  intents: readonly Intent<Reply>[],
  q: Question,
): { intent: string; parts: Reply | ReplyPart[] } {
  for (const candidate of intents) {
    const parts = candidate.reply(q);
    if (parts !== null) return { intent: candidate.name, parts };
  }
  return { intent: 'fallback', parts: fallbackAnswer() };
}
