import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerFixtures } from '../../../fixtures/offers';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import {
  answer,
  answerWithBooking,
  type AssistantData,
  type LoadBookingFacts,
} from '../../../src/features/chat/builtin-assistant';
import { readBookingQuestion } from '../../../src/features/chat/booking-question';
import { partsToText as rawText, type ReplyPart } from '../../../src/features/chat/types';
import {
  DEFAULT_BOOKING_SETTINGS,
  dubaiInstant,
  selectionFromSearchParams,
  type BusyInterval,
} from '../../../src/domain/booking';
import { activateLocale } from '../../../src/i18n/catalogues';

// Monday 3 March 2025, 23:30 in Dubai — still Monday 19:30 in UTC.
const now = Date.parse('2025-03-03T19:30:00Z');
const data: AssistantData = {
  yachts: yachtFixtures.map((p) => ({ ...p })),
  offers: offerFixtures(new Date(now)),
  services: serviceFixtures,
  now,
};
const settings = { ...DEFAULT_BOOKING_SETTINGS };
const facts =
  (busy: BusyInterval[] = []): LoadBookingFacts =>
  async () => ({ settings, busy });
/** The words said, with the currency's no-break space read as a space. */
const partsToText = (parts: ReplyPart[]) => rawText(parts).replace(/\u00a0/g, ' ');
const links = (parts: ReplyPart[]) =>
  parts.filter((p) => p.href).map((p) => ({ text: p.text, href: p.href ?? '' }));
const noGuests = (q: string) => (/(\d+) guests/.exec(q) ? Number(/(\d+) guests/.exec(q)?.[1]) : null);

describe('reading a booking question (Dubai dates)', () => {
  it('reads hours, a weekday and guests; the weekday is the next one in Dubai', () => {
    expect(readBookingQuestion('3 hours on friday for 20 guests?', now, noGuests)).toEqual({
      date: '2025-03-07',
      hours: 3,
      guests: 20,
    });
    // Late Monday evening in UTC is already Tuesday in Dubai: "tomorrow" is Wednesday.
    const lateUtc = Date.parse('2025-03-03T21:00:00Z');
    expect(readBookingQuestion('how much for 2 hours tomorrow', lateUtc, noGuests)?.date).toBe('2025-03-05');
    expect(readBookingQuestion('price on 14 march?', now, noGuests)?.date).toBe('2025-03-14');
    expect(readBookingQuestion('price on march 2?', now, noGuests)?.date).toBe('2026-03-02');
  });

  it('leaves other questions to the other answers', () => {
    expect(readBookingQuestion('what are your opening hours?', now, noGuests)).toBeNull();
    expect(readBookingQuestion('are you open on friday?', now, noGuests)).toBeNull();
    expect(readBookingQuestion('which yacht fits 15 guests?', now, noGuests)).toBeNull();
  });
});

describe('the assistant prices with the booking engine', () => {
  it('answers "3 hours on Friday for 20 guests?" with free yachts, weekend totals and prefilled links', async () => {
    const load = vi.fn(facts());
    const parts = await answerWithBooking('3 hours on Friday for 20 guests?', data, load);
    expect(load).toHaveBeenCalledWith('2025-03-07', '2025-03-07');
    const said = partsToText(parts);
    // Marina Star: weekend rate AED 900 × 3 h, VAT included.
    expect(said).toMatch(/^Fri 7 Mar, 3 h, 20 guests: Marina Star AED 2,700, Desert Rose AED 3,960/);
    expect(said).not.toContain('Silver Wave'); // 15 guests
    const first = links(parts)[0];
    expect(first.text).toBe('Marina Star');
    const [path, search] = first.href.split('?');
    expect(path).toBe('/productdetail/marina-star');
    expect(selectionFromSearchParams(search)).toMatchObject({ date: '2025-03-07', hours: 3, guests: 20 });
  });

  it('leaves out a yacht booked all day and raises hours to the day’s minimum', async () => {
    const busy: BusyInterval[] = [
      {
        yachtId: 'marina-star',
        start: new Date(dubaiInstant('2025-03-07', 8 * 60)).toISOString(),
        end: new Date(dubaiInstant('2025-03-07', 24 * 60)).toISOString(),
      },
    ];
    const said = partsToText(await answerWithBooking('2 hours on friday for 20 guests', data, facts(busy)));
    expect(said).not.toContain('Marina Star');
    expect(said).toContain('Desert Rose AED 3,960 (3 h minimum)');
  });

  it('says plainly when nothing is free, and when the date is beyond the horizon', async () => {
    const allDay = data.yachts.map((p) => ({
      yachtId: p.id,
      start: new Date(dubaiInstant('2025-03-05', 0)).toISOString(),
      end: new Date(dubaiInstant('2025-03-06', 0)).toISOString(),
    }));
    const none = partsToText(await answerWithBooking('price for 3 hours on wednesday', data, facts(allDay)));
    expect(none).toMatch(/^Nothing is free on Wed 5 Mar for 3 h\. Try another day or request a call back\.$/);
    const far = partsToText(await answerWithBooking('price for 3 hours on 1 december', data, facts()));
    expect(far).toMatch(/^We take bookings from today to Sun 1 Jun, so not for Mon 1 Dec\./);
  });

  it('with no date, answers for today, or tomorrow once today is over', async () => {
    const load = vi.fn(facts());
    const said = partsToText(await answerWithBooking('how much for 2 hours for 10 guests?', data, load));
    expect(load).toHaveBeenCalledWith('2025-03-03', '2025-03-04');
    expect(said).toMatch(/^Tue 4 Mar, 2 h, 10 guests: Azure Pearl AED 900/);
  });

  it('without the booking engine (or a failing read) the plain answers still work', async () => {
    expect(partsToText(await answerWithBooking('Which yacht fits 15 guests?', data))).toMatch(
      /^For 15 guests/,
    );
    const failing: LoadBookingFacts = () => Promise.reject(new Error('offline'));
    await expect(answerWithBooking('3 hours on friday', data, failing)).rejects.toThrow('offline');
  });
});

describe('the assistant finds yachts by what they include', () => {
  it('answers "Is there a jacuzzi on board?" with the yachts that list one', () => {
    const parts = answer('Is there a jacuzzi on board?', data);
    expect(partsToText(parts)).toMatch(/^Jacuzzi on board: /);
    expect(
      links(parts)
        .map((l) => l.text)
        .sort(),
    ).toEqual(['Golden Horizon', 'Majesty', 'Royal Falcon'].sort());
  });

  it('finds close spellings and word starts', () => {
    expect(links(answer('any yacht with a jacuzi?', data)).length).toBe(3);
    expect(partsToText(answer('Do you have snorkel gear?', data))).toMatch(/^Snorkelling/);
  });

  it('says so when no yacht lists it, instead of a shrug', () => {
    expect(partsToText(answer('Is there a helipad on board?', data))).toBe(
      'None of our yachts lists helipad. Contact us and we will try to arrange it.',
    );
    expect(partsToText(answer('Tell me a joke', data))).toMatch(/^I can help with/);
  });
});

describe('the booking engine answers in Arabic and Russian', () => {
  afterEach(async () => {
    await activateLocale('en', { everything: true });
  });
  const wednesdayFull = data.yachts.map((p) => ({
    yachtId: p.id,
    start: new Date(dubaiInstant('2025-03-05', 0)).toISOString(),
    end: new Date(dubaiInstant('2025-03-06', 0)).toISOString(),
  }));
  /** The words said, without the direction marks Arabic prices carry. */
  const said = async (question: string, busy: BusyInterval[] = []) =>
    partsToText(await answerWithBooking(question, data, facts(busy))).replace(/\u200f/g, '');

  it('in Arabic: dates, hours and guests read in Arabic, totals, and each "no" said in Arabic', async () => {
    await activateLocale('ar', { everything: true });
    const load = vi.fn(facts());
    const parts = await answerWithBooking('كم سعر ساعتين غدًا لـ ١٠ أشخاص؟', data, load);
    expect(load).toHaveBeenCalledWith('2025-03-04', '2025-03-04');
    expect(partsToText(parts).replace(/\u200f/g, '')).toMatch(
      /^الثلاثاء، 4 مارس، ساعتان، 10 ضيوف: Azure Pearl 900 AED/,
    );
    expect(links(parts)[0].href).toBe('/productdetail/azure-pearl?date=2025-03-04&hours=2&guests=10');
    expect(await said('سعر 3 ساعات يوم الأربعاء', wednesdayFull)).toBe(
      'لا يتوفر أي يخت يوم الأربعاء، 5 مارس لـ 3 ساعات. جرّب يومًا آخر أو اطلب معاودة الاتصال.',
    );
    expect(await said('كم سعر 3 ساعات في 1 ديسمبر؟')).toMatch(
      /^نستقبل الحجوزات من اليوم حتى الأحد، 1 يونيو، لذا لا يمكن الحجز ليوم الاثنين، 1 ديسمبر\./,
    );
    expect(await said('3 ساعات يوم الجمعة لـ 120 ضيفًا')).toBe(
      'لا يوجد يخت واحد يتسع لـ 120 ضيفًا. تواصل معنا لترتيب يختين.',
    );
    expect(await said('هل اليخت متاح يوم السبت؟')).toMatch(
      /^السبت، 8 مارس: Sea Breeze 1,260 AED \(الحد الأدنى 3 ساعات\)/,
    );
  });

  it('in Russian: dates, hours and guests read in Russian, totals, and each "no" said in Russian', async () => {
    await activateLocale('ru', { everything: true });
    const parts = await answerWithBooking('3 часа в пятницу на 20 гостей?', data, facts());
    expect(partsToText(parts)).toMatch(/^пт, 7 мар\., 3 ч, 20 гостей: Marina Star 2 700 AED/);
    expect(links(parts)[0].href).toBe('/productdetail/marina-star?date=2025-03-07&hours=3&guests=20');
    expect(await said('цена на 3 часа в среду', wednesdayFull)).toBe(
      'На ср, 5 мар. (3 ч) свободных яхт нет. Выберите другой день или закажите обратный звонок.',
    );
    expect(await said('сколько стоит 3 часа 1 декабря?')).toMatch(
      /^Мы принимаем бронирования с сегодняшнего дня по вс, 1 июн\., поэтому на пн, 1 дек\. забронировать нельзя\./,
    );
    expect(await said('3 часа в пятницу на 120 гостей')).toBe(
      'Ни одна яхта не вмещает 120 гостей. Мы можем организовать две яхты: Связаться с нами.',
    );
    expect(await said('свободна ли яхта в субботу?')).toMatch(
      /^сб, 8 мар\.: Sea Breeze 1 260 AED \(минимум 3 ч\)/,
    );
  });
});
