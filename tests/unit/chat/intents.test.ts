import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerFixtures } from '../../../fixtures/offers';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import type { Locale } from '../../../src/domain/locales';
import { DEFAULT_BOOKING_SETTINGS } from '../../../src/domain/booking';
import { countWords, MAX_ANSWER_WORDS } from '../../../src/features/chat/answer-helpers';
import type { AssistantData } from '../../../src/features/chat/builtin-assistant';
import { INTENTS, reply, withBookingEngine } from '../../../src/features/chat/intents';
import { readQuestion } from '../../../src/features/chat/question';
import { partsToText, type ReplyPart } from '../../../src/features/chat/types';
import { activateLocale } from '../../../src/i18n/catalogues';

// Monday 3 March 2025, 12:30 in Dubai.
const now = Date.parse('2025-03-03T08:30:00Z');
const data: AssistantData = {
  yachts: yachtFixtures.map((p) => ({ ...p })),
  offers: offerFixtures(new Date(now)),
  services: serviceFixtures,
  now,
};
const intents = withBookingEngine(async () => ({ settings: { ...DEFAULT_BOOKING_SETTINGS }, busy: [] }));

/** Which intent answers, and what it says (no-break spaces and direction marks read as what they look like). */
async function ask(question: string, given: AssistantData = data) {
  const { intent, parts } = reply(intents, readQuestion(question, given));
  const said = await parts;
  return {
    intent,
    text: partsToText(said)
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\u200f/g, ''),
    links: said.filter((part): part is Required<ReplyPart> => part.href !== undefined),
  };
}

interface Case {
  intent: string;
  question: string;
  says: RegExp | string;
  /** A link the answer has: its text and address. */
  link?: [string, string];
}

const friday = '/productdetail/marina-star?date=2025-03-07&hours=3&guests=20';

/** One question per intent in each language, and what the answer must say and link to, in that language. */
const CASES: Record<Locale, Case[]> = {
  en: [
    {
      intent: 'booking question',
      question: '3 hours on Friday for 20 guests?',
      says: /^Fri 7 Mar, 3 h, 20 guests: Marina Star AED 2,700, Desert Rose AED 3,960/,
      link: ['Marina Star', friday],
    },
    {
      intent: 'guests',
      question: 'A yacht for 15 guests?',
      says: /^For 15 guests: Silver Wave \(AED 600\/hour\)/,
      link: ['Silver Wave', '/productdetail/silver-wave'],
    },
    {
      intent: 'a package',
      question: 'What does the Birthday Pack include?',
      says: /^Birthday Pack includes balloon and banner decoration in your theme/,
      link: ['Birthday Pack', '/packages/birthday_pack&0'],
    },
    {
      intent: 'custom trip',
      question: 'Can I make my own custom trip?',
      says: /^Compose your own trip, yacht, time and add-ons/,
      link: ['Custom Package', '/packages/custom_pack&-1'],
    },
    {
      intent: 'packages',
      question: 'Which packages do you have?',
      says: /^We have 8 packages: Birthday Pack, Party Pack, .* and \d more\. Compare them on Packages/,
      link: ['Packages', '/packages'],
    },
    {
      intent: 'a service',
      question: 'Tell me about fishing',
      says: 'Fishing Trips: Early-morning deep-sea fishing for kingfish, queenfish and barracuda with rods, tackle, bait and an experienced fishing guide.',
      link: ['Fishing Trips', '/services/Fishing%20Trips'],
    },
    {
      intent: 'prices',
      question: 'How much does it cost?',
      says: /^Yachts cost AED 350 to AED 5,500 per hour, captain and crew included\./,
      link: ['Sea Breeze', '/productdetail/sea-breeze'],
    },
    {
      intent: 'offers',
      question: 'Any offers?',
      says: /^Current offers: Sunset Cruise Special, Family Day Out/,
    },
    {
      intent: 'opening hours',
      question: 'What are your opening hours?',
      says: 'We are open Sun–Sat 8 AM–12 PM. Call +971 50 123 4567 or request a call back.',
      link: ['+971 50 123 4567', 'tel:+971501234567'],
    },
    {
      intent: 'VIP yachts',
      question: 'Do you have VIP yachts?',
      says: /^VIP yachts: Royal Falcon, Golden Horizon, Majesty and Ocean Whisper\./,
      link: ['VIP yachts', '/vipRental'],
    },
    {
      intent: 'services',
      question: 'Which services do you have?',
      says: /^We offer Yacht Charter, Fishing Trips, Water Sports/,
      link: ['all services', '/services'],
    },
    {
      intent: 'crew',
      question: 'Is a captain included?',
      says: /^Every charter includes a licensed captain and crew/,
      link: ['the fleet', '/'],
    },
    {
      intent: 'how to book',
      question: 'How do I book?',
      says: /^Choose a yacht or package and tap its WhatsApp button/,
      link: ['request a call back', '/contact'],
    },
    {
      intent: 'contact',
      question: 'Where are you located?',
      says: 'We are at Pier 7, Dubai Marina Walk. Call +971 50 123 4567 or see Contact.',
      link: ['Contact', '/contact'],
    },
    {
      intent: 'on board',
      question: 'Is there a jacuzzi on board?',
      says: /^Jacuzzi on board: /,
      link: ['Royal Falcon', '/productdetail/royal-falcon'],
    },
    {
      intent: 'fleet',
      question: 'How many yachts do you have?',
      says: 'We have 10 yachts. Browse the fleet or the VIP yachts.',
      link: ['VIP yachts', '/vipRental'],
    },
    {
      intent: 'greeting',
      question: 'Hello!',
      says: /^Hello! Ask me which yacht fits your group/,
    },
    {
      intent: 'fallback',
      question: 'Tell me a joke',
      says: /^I can help with yachts, guests, prices/,
      link: ['contact our team', '/contact'],
    },
  ],
  ar: [
    {
      intent: 'booking question',
      question: '٣ ساعات يوم الجمعة لـ ٢٠ ضيفًا؟',
      says: /^الجمعة، 7 مارس، 3 ساعات، 20 ضيفًا: Marina Star 2,700 AED، Desert Rose 3,960 AED/,
      link: ['Marina Star', friday],
    },
    {
      intent: 'guests',
      question: 'أريد يختًا لـ ١٥ شخصًا',
      says: /^لـ 15 ضيفًا: Silver Wave \(AED 600\/الساعة\)/,
      link: ['Silver Wave', '/productdetail/silver-wave'],
    },
    {
      intent: 'a package',
      question: 'نريد الاحتفال بعيد ميلاد على اليخت',
      says: /^باقة عيد الميلاد تشمل: زينة بالبالونات/,
      link: ['باقة عيد الميلاد', '/packages/birthday_pack&0'],
    },
    {
      intent: 'custom trip',
      question: 'أريد رحلة مخصصة',
      says: /^صمّموا رحلتكم بأنفسكم/,
      link: ['باقة مخصصة', '/packages/custom_pack&-1'],
    },
    {
      intent: 'packages',
      question: 'ما هي الباقات؟',
      says: /^لدينا 8 باقات: باقة عيد الميلاد، باقة الحفلات، .* و\d أخرى\. قارنوا بينها في صفحة الباقات/,
      link: ['الباقات', '/packages'],
    },
    {
      intent: 'a service',
      question: 'أخبرني عن رحلات الصيد',
      says: /^رحلات الصيد: صيد في أعماق البحر/,
      link: ['رحلات الصيد', '/services/Fishing%20Trips'],
    },
    {
      intent: 'prices',
      question: 'كم السعر؟',
      says: /^تتراوح أسعار اليخوت بين AED 350 وAED 5,500 للساعة/,
      link: ['Sea Breeze', '/productdetail/sea-breeze'],
    },
    {
      intent: 'offers',
      question: 'هل لديكم عروض؟',
      says: /^العروض الحالية: Sunset Cruise Special، Family Day Out/,
    },
    {
      intent: 'opening hours',
      question: 'ما هي ساعات العمل؟',
      says: /^نعمل الأحد–السبت/,
      link: ['+971 50 123 4567', 'tel:+971501234567'],
    },
    {
      intent: 'VIP yachts',
      question: 'هل لديكم يخوت فاخرة؟',
      says: /^يخوت VIP: Royal Falcon، Golden Horizon، Majesty وOcean Whisper\./,
      link: ['يخوت VIP', '/vipRental'],
    },
    {
      intent: 'services',
      question: 'ما الخدمات التي تقدمونها؟',
      says: /^نقدّم لكم: تأجير اليخوت، رحلات الصيد/,
      link: ['جميع الخدمات', '/services'],
    },
    {
      intent: 'crew',
      question: 'هل يوجد قبطان وطاقم؟',
      says: /^تشمل كل رحلة قبطانًا مرخّصًا وطاقمًا/,
      link: ['الأسطول', '/'],
    },
    {
      intent: 'how to book',
      question: 'كيف أحجز؟',
      says: /^اختر يختًا أو باقة واضغط زر WhatsApp/,
      link: ['اطلب معاودة الاتصال', '/contact'],
    },
    {
      intent: 'contact',
      question: 'أين موقعكم؟',
      says: 'تجدوننا في الرصيف 7، ممشى دبي مارينا. اتصلوا بنا على +971 50 123 4567 أو زوروا صفحة اتصل بنا.',
      link: ['اتصل بنا', '/contact'],
    },
    {
      intent: 'on board',
      question: 'هل يوجد جاكوزي على متن اليخت؟',
      says: /^جاكوزي على متن: /,
      link: ['Royal Falcon', '/productdetail/royal-falcon'],
    },
    {
      intent: 'fleet',
      question: 'كم عدد اليخوت لديكم؟',
      says: 'لدينا 10 يخوت. تصفّحوا الأسطول أو يخوت VIP.',
      link: ['يخوت VIP', '/vipRental'],
    },
    { intent: 'greeting', question: 'مرحبا', says: /^مرحبًا! اسألني/ },
    {
      intent: 'fallback',
      question: 'أخبرني نكتة',
      says: /^يمكنني المساعدة في اليخوت/,
      link: ['تواصل مع فريقنا', '/contact'],
    },
  ],
  ru: [
    {
      intent: 'booking question',
      question: '3 часа в пятницу на 20 гостей?',
      says: /^пт, 7 мар\., 3 ч, 20 гостей: Marina Star 2 700 AED, Desert Rose 3 960 AED/,
      link: ['Marina Star', friday],
    },
    {
      intent: 'guests',
      question: 'Нужна яхта на 15 человек',
      says: /^Для 15 гостей: Silver Wave \(AED 600\/час\)/,
      link: ['Silver Wave', '/productdetail/silver-wave'],
    },
    {
      intent: 'a package',
      question: 'Хотим отметить день рождения на яхте',
      says: /^Пакет «День рождения» включает: украшение шарами/,
      link: ['Пакет «День рождения»', '/packages/birthday_pack&0'],
    },
    {
      intent: 'custom trip',
      question: 'Хочу индивидуальную программу',
      says: /^Соберите свою прогулку/,
      link: ['Индивидуальный пакет', '/packages/custom_pack&-1'],
    },
    {
      intent: 'packages',
      question: 'Расскажите про пакеты',
      says: /^У нас 8 пакетов: Пакет «День рождения», Пакет «Вечеринка», .* и ещё \d\. Сравните их в разделе Пакеты/,
      link: ['Пакеты', '/packages'],
    },
    {
      intent: 'a service',
      question: 'Расскажите про «Водные развлечения»',
      says: /^Водные развлечения: Добавьте к прогулке гидроциклы/,
      link: ['Водные развлечения', '/services/Water%20Sports'],
    },
    {
      intent: 'prices',
      question: 'Сколько стоит аренда?',
      says: /^Яхты стоят от AED 350 до AED 5 500 в час/,
      link: ['Sea Breeze', '/productdetail/sea-breeze'],
    },
    {
      intent: 'offers',
      question: 'Какие у вас акции?',
      says: /^Текущие предложения: Sunset Cruise Special, Family Day Out/,
    },
    {
      intent: 'opening hours',
      question: 'Какие у вас часы работы?',
      says: /^Мы работаем: Вс–Сб/,
      link: ['+971 50 123 4567', 'tel:+971501234567'],
    },
    {
      intent: 'VIP yachts',
      question: 'Есть люкс-яхты?',
      says: /^VIP-яхты: Royal Falcon, Golden Horizon, Majesty и Ocean Whisper\./,
      link: ['VIP-яхты', '/vipRental'],
    },
    {
      intent: 'services',
      question: 'Какие у вас услуги?',
      says: /^Мы предлагаем: Аренда яхт, Рыбалка/,
      link: ['все услуги', '/services'],
    },
    {
      intent: 'crew',
      question: 'Кто капитан?',
      says: /^В каждую аренду входят лицензированный капитан и экипаж/,
      link: ['Флот', '/'],
    },
    {
      intent: 'how to book',
      question: 'Как забронировать?',
      says: /^Выберите яхту или пакет и нажмите кнопку WhatsApp/,
      link: ['закажите обратный звонок', '/contact'],
    },
    {
      intent: 'contact',
      question: 'Где вы находитесь?',
      says: 'Мы находимся по адресу: Причал 7, Dubai Marina Walk. Позвоните нам по номеру +971 50 123 4567 или откройте раздел Контакты.',
      link: ['Контакты', '/contact'],
    },
    {
      intent: 'on board',
      question: 'Есть ли джакузи на борту?',
      says: /^Джакузи на борту: /,
      link: ['Royal Falcon', '/productdetail/royal-falcon'],
    },
    {
      intent: 'fleet',
      question: 'Сколько у вас яхт?',
      says: 'У нас 10 яхт. Посмотрите раздел Флот или VIP-яхты.',
      link: ['VIP-яхты', '/vipRental'],
    },
    { intent: 'greeting', question: 'Привет!', says: /^Здравствуйте! Спросите меня/ },
    {
      intent: 'fallback',
      question: 'Расскажите анекдот',
      says: /^Я помогу с яхтами/,
      link: ['свяжитесь с нашей командой', '/contact'],
    },
  ],
};

const INTENT_NAMES = ['booking question', ...INTENTS.map((intent) => intent.name), 'fallback'];

for (const [locale, cases] of Object.entries(CASES) as [Locale, Case[]][]) {
  describe(`the assistant's intents in ${locale}`, () => {
    beforeAll(() => activateLocale(locale, { everything: true }));
    afterAll(() => activateLocale('en', { everything: true }));

    it('asks every intent of the table, in its order', () => {
      expect(cases.map((c) => c.intent)).toEqual(INTENT_NAMES);
    });

    it.each(cases)('$intent: "$question"', async ({ intent, question, says, link }) => {
      const answer = await ask(question);
      expect(answer.intent).toBe(intent);
      if (typeof says === 'string') expect(answer.text).toBe(says);
      else expect(answer.text).toMatch(says);
      if (link) expect(answer.links).toContainEqual({ text: link[0], href: link[1] });
      expect(countWords(answer.text)).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
    });
  });
}
