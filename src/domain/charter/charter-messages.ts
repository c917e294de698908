/**
 * The WhatsApp messages the operator sends a client about their charter page, in the client's language (en, ar,
 * ru): the page's address once it is made, and the reminders 24 hours and 2 hours before departure. The operator's
 * admin is in English and not translated through the site's catalogues, so the few sentences are here as plain
 * strings. The caller gives the formats of the client's language (dates and times in Dubai time).
 */
import type { BookingSelection } from '../booking/quote';
import type { Formats } from '../formats';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales';
import type { Berth } from './berth';
import type { CharterPage } from './charter-page';
import type { ReminderKind } from './charter-link';

/** What every message names: who, which charter, when, and where its pages are. */
export interface CharterMessageInput {
  /** The enquiry's language: its messages are in it (English for one the site does not speak). */
  language: string;
  /** The client's name as given ('' for none: the greeting has no name). */
  name: string;
  reference: string;
  yachtName: string;
  selection: Pick<BookingSelection, 'date' | 'startMinute'>;
  /** The client's page and the guest list's page, absolute addresses. */
  pageUrl: string;
  guestListUrl: string;
}

export type { ReminderKind } from './charter-link';

export interface ReminderInput extends CharterMessageInput {
  kind: ReminderKind;
  berth: Pick<Berth, 'name' | 'mapUrl'> | null;
  /** The guest list's state: how many added themselves, of how many booked. */
  added: number;
  booked: number;
}

interface Words {
  hello: (name: string) => string;
  confirmed: (m: Facts) => string;
  pageLine: (url: string) => string;
  forward: (url: string) => string;
  soon: Record<ReminderKind, (m: Facts) => string>;
  berth: (name: string) => string;
  map: (url: string) => string;
  bringIds: string;
  listState: (added: number, booked: number) => string;
  listComplete: (booked: number) => string;
  othersAdd: (url: string) => string;
  subject: (kind: ReminderKind, reference: string) => string;
}

interface Facts {
  reference: string;
  yachtName: string;
  date: string;
  time: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    confirmed: (m) =>
      `your charter ${m.reference} on ${m.yachtName} is confirmed: ${m.date}, ${m.time} (Dubai time).`,
    pageLine: (url) => `Everything about it is on your charter page: ${url}`,
    forward: (url) =>
      `Please forward this link to your guests: each adds their name and ID for the Coast Guard's passenger list. ${url}`,
    soon: {
      '24h': (m) =>
        `a reminder of your charter ${m.reference} on ${m.yachtName}: ${m.date}, ${m.time} (Dubai time).`,
      '2h': (m) =>
        `we are getting ${m.yachtName} ready: your charter ${m.reference} starts at ${m.time} (Dubai time), ${m.date}.`,
    },
    berth: (name) => `Berth: ${name}`,
    map: (url) => `Map: ${url}`,
    bringIds:
      'Each guest must bring the passport or ID given for the list: the Coast Guard checks them before departure.',
    listState: (added, booked) => `Guest list: ${added} of ${booked} added.`,
    listComplete: (booked) => `Guest list: complete (${booked} of ${booked}).`,
    othersAdd: (url) => `The others can add themselves here: ${url}`,
    subject: (kind, reference) =>
      kind === '24h' ? `Your charter tomorrow: ${reference}` : `Your charter starts soon: ${reference}`,
  },
  ar: {
    hello: (name) => (name ? `مرحباً ${name}،` : 'مرحباً،'),
    confirmed: (m) =>
      `تم تأكيد رحلتك ${m.reference} على متن ${m.yachtName}: ${m.date}، الساعة ${m.time} (بتوقيت دبي).`,
    pageLine: (url) => `تجد كل تفاصيل رحلتك على صفحتك الخاصة: ${url}`,
    forward: (url) =>
      `يرجى إرسال هذا الرابط إلى ضيوفك ليضيف كلٌّ منهم اسمه ورقم هويته إلى قائمة الركاب التي يطلبها خفر السواحل: ${url}`,
    soon: {
      '24h': (m) =>
        `نذكّرك برحلتك ${m.reference} على متن ${m.yachtName}: ${m.date}، الساعة ${m.time} (بتوقيت دبي).`,
      '2h': (m) =>
        `نجهّز ${m.yachtName} لاستقبالكم: تبدأ رحلتك ${m.reference} الساعة ${m.time} (بتوقيت دبي)، ${m.date}.`,
    },
    berth: (name) => `مكان الصعود: ${name}`,
    map: (url) => `الخريطة: ${url}`,
    bringIds:
      'على كل ضيف إحضار جواز السفر أو الهوية المسجّلة في القائمة، إذ يتحقق منها خفر السواحل قبل الإبحار.',
    listState: (added, booked) => `قائمة الضيوف: أُضيف ${added} من ${booked}.`,
    listComplete: (booked) => `قائمة الضيوف: مكتملة (${booked} من ${booked}).`,
    othersAdd: (url) => `يمكن للبقية إضافة أنفسهم من هنا: ${url}`,
    subject: (kind, reference) =>
      kind === '24h' ? `رحلتك غداً: ${reference}` : `رحلتك تبدأ قريباً: ${reference}`,
  },
  ru: {
    hello: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    confirmed: (m) =>
      `Ваша аренда ${m.reference} на яхте ${m.yachtName} подтверждена: ${m.date}, ${m.time} (по времени Дубая).`,
    pageLine: (url) => `Все подробности — на странице вашей аренды: ${url}`,
    forward: (url) =>
      `Перешлите, пожалуйста, эту ссылку гостям: каждый добавит своё имя и номер документа в список пассажиров для береговой охраны. ${url}`,
    soon: {
      '24h': (m) =>
        `Напоминаем о вашей аренде ${m.reference} на яхте ${m.yachtName}: ${m.date}, ${m.time} (по времени Дубая).`,
      '2h': (m) =>
        `Мы готовим яхту ${m.yachtName}: ваша аренда ${m.reference} начинается в ${m.time} (по времени Дубая), ${m.date}.`,
    },
    berth: (name) => `Причал: ${name}`,
    map: (url) => `Карта: ${url}`,
    bringIds:
      'Каждый гость должен взять с собой паспорт или удостоверение, указанные в списке: береговая охрана проверяет их перед выходом в море.',
    listState: (added, booked) => `Список гостей: добавлено ${added} из ${booked}.`,
    listComplete: (booked) => `Список гостей: заполнен (${booked} из ${booked}).`,
    othersAdd: (url) => `Остальные могут добавить себя здесь: ${url}`,
    subject: (kind, reference) =>
      kind === '24h' ? `Ваша аренда завтра: ${reference}` : `Ваша аренда скоро начнётся: ${reference}`,
  },
};

const localeOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

function facts(input: CharterMessageInput, formats: Formats): Facts {
  return {
    reference: input.reference,
    yachtName: input.yachtName,
    date: formats.date(input.selection.date),
    time: formats.time(input.selection.startMinute),
  };
}

/** The greeting and the first sentence on one line (English and Arabic go on after a comma, Russian after "!"). */
const opening = (words: Words, name: string, sentence: string) => {
  const hello = words.hello(name.trim());
  if (hello.endsWith('!')) return `${hello} ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
  return `${hello} ${sentence}`;
};

/** The message that sends the client their page and the guest list's address. */
export function charterPageMessage(input: CharterMessageInput, formats: Formats): string {
  const words = WORDS[localeOf(input.language)];
  return [
    opening(words, input.name, words.confirmed(facts(input, formats))),
    words.pageLine(input.pageUrl),
    words.forward(input.guestListUrl),
  ].join('\n');
}

/**
 * The reminder before departure: when (Dubai time), the berth and its map, the ID reminder, the guest list's state
 * ("k of N", with the guest list's address while it is not complete) and the page's address.
 */
export function charterReminderMessage(input: ReminderInput, formats: Formats): string {
  const words = WORDS[localeOf(input.language)];
  const complete = input.booked > 0 && input.added >= input.booked;
  return [
    opening(words, input.name, words.soon[input.kind](facts(input, formats))),
    ...(input.berth && input.berth.name.trim() ? [words.berth(input.berth.name.trim())] : []),
    ...(input.berth?.mapUrl ? [words.map(input.berth.mapUrl)] : []),
    words.bringIds,
    complete
      ? words.listComplete(input.booked)
      : `${words.listState(input.added, input.booked)} ${words.othersAdd(input.guestListUrl)}`,
    words.pageLine(input.pageUrl),
  ].join('\n');
}

/** The reminder email's subject, in the client's language. */
export const charterReminderSubject = (language: string, kind: ReminderKind, reference: string) =>
  WORDS[localeOf(language)].subject(kind, reference);

/**
 * A page's reminder, as the operator's WhatsApp message and the server's email both send it: from the stored page
 * (the client's name, the yacht, the berth, the language), the guest list's state and the page's addresses.
 */
export function reminderFromPage(
  page: Pick<CharterPage, 'language' | 'clientName' | 'reference' | 'yacht' | 'quote' | 'berth'>,
  reminder: { kind: ReminderKind; added: number; booked: number },
  addresses: { pageUrl: string; guestListUrl: string },
): ReminderInput {
  return {
    ...reminder,
    ...addresses,
    language: page.language,
    name: page.clientName,
    reference: page.reference,
    yachtName: page.yacht.name,
    selection: page.quote.selection,
    berth: page.berth,
  };
}
