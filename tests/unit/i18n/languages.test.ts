import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { offerFixtures } from '../../../fixtures/offers';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import { bookingWhatsappText } from '../../../src/domain/booking/whatsapp';
import { formatPricePerHour } from '../../../src/i18n/format';
import { pageLanguage } from '../../../src/i18n/page-language';
import { yachtEnquiryText } from '../../../src/domain/whatsapp';
import { answer, type AssistantData } from '../../../src/features/chat/builtin-assistant';
import { systemPrompt } from '../../../src/features/chat/system-prompt';
import { partsToText } from '../../../src/features/chat/types';
import { site } from '../../../src/config/site';
import { activateLocale } from '../../../src/i18n/catalogues';

/** What an Arabic or a Russian visitor is told: the assistant, the WhatsApp texts, prices. */
const data: AssistantData = {
  yachts: yachtFixtures.map((p) => ({ ...p })),
  offers: offerFixtures(new Date('2026-01-10T10:00:00Z')),
  services: serviceFixtures,
  now: Date.parse('2026-01-10T10:00:00Z'),
};
const say = (question: string) => partsToText(answer(question, data));
const yacht = { name: 'Marina Star', price: 750, feet: 55, capacity: 12 };
const booking = {
  brand: site.name,
  reference: 'MLY-7K2Q9P',
  yachtName: 'Ocean Pearl',
  date: '2026-03-13',
  startMinute: 17 * 60 + 30,
  hours: 3,
  guests: 10,
  addOnNames: ['Jet ski'],
  totalFils: 435_000,
  vatMode: 'included' as const,
};

afterEach(async () => {
  await activateLocale('en', { everything: true });
});

describe('in English', () => {
  it('the yacht enquiry is word for word the English text', () => {
    expect(yachtEnquiryText(yacht, i18n)).toBe(
      'Hi, I am interested in booking the Yacht: Marina Star. Price: 750, Size: 55, Capacity: 12',
    );
  });
});

describe('in Russian', () => {
  it('the assistant answers the main questions in Russian', async () => {
    await activateLocale('ru', { everything: true });
    expect(say('Сколько стоит аренда?')).toMatch(/^Яхты стоят от AED [\d\s]+ до AED [\d\s]+ в час/);
    expect(say('Нужна яхта на 15 человек')).toMatch(/^Для 15 гостей: /);
    expect(say('Какие у вас часы работы?')).toMatch(/^Мы работаем: Вс–Сб/);
    expect(say('Как забронировать?')).toMatch(/^Выберите яхту или пакет/);
    expect(say('Расскажите про пакеты')).toMatch(/^У нас 8 пакетов/);
    expect(say('Привет')).toMatch(/^Здравствуйте!/);
    expect(say('Расскажите анекдот')).toMatch(/^Я помогу с яхтами/);
  });

  it('the assistant finds what is on board in Russian, and answers the other questions in Russian too', async () => {
    await activateLocale('ru', { everything: true });
    expect(say('Есть ли джакузи на борту?')).toMatch(/^Джакузи на борту: .*Royal Falcon/);
    expect(say('Есть ли на яхте сапборды?')).toMatch(/^Сапборды на борту: Ocean Whisper\.$/);
    expect(say('Есть ли лифт на борту?')).toBe(
      'Ни на одной из наших яхт не указано «лифт». Мы постараемся это организовать: Связаться с нами.',
    );
    expect(say('Какие у вас акции?')).toMatch(/^Текущие предложения: /);
    expect(say('Хочу индивидуальную программу')).toMatch(/^Соберите свою прогулку/);
    expect(say('Какие у вас услуги?')).toMatch(/^Мы предлагаем: Аренда яхт/);
    expect(say('Кто капитан?')).toMatch(/^В каждую аренду входят лицензированный капитан/);
  });

  it('the WhatsApp texts are in Russian and keep the name, the reference and the numbers', async () => {
    await activateLocale('ru', { everything: true });
    expect(yachtEnquiryText(yacht, i18n)).toBe(
      'Здравствуйте, я хочу забронировать яхту: Marina Star. Цена: 750, длина: 55, вместимость: 12',
    );
    const text = bookingWhatsappText(booking, pageLanguage());
    expect(text).toContain('Номер брони: MLY-7K2Q9P');
    expect(text).toContain('Яхта: Ocean Pearl');
    expect(text).toContain('Начало: 17:30 (время Дубая), 3 часа, до 20:30');
    expect(text).toContain('Гостей: 10');
    expect(text).toMatch(/Итого: 4\s350 AED|Итого: AED 4\s350/);
    expect(text).toContain('13 марта 2026');
  });

  it('prices are written the Russian way', async () => {
    await activateLocale('ru', { everything: true });
    expect(formatPricePerHour(1500)).toMatch(/^1\s500 AED \/ час$/);
  });

  it('the remote assistant is told to answer in Russian', async () => {
    await activateLocale('ru', { everything: true });
    const prompt = systemPrompt({ services: serviceFixtures, yachts: data.yachts });
    expect(prompt).toContain('always answer in Russian');
    expect(prompt).toContain('/ru/packages');
  });
});

describe('in Arabic', () => {
  it('the assistant answers the main questions in Arabic, Arabic-Indic digits included', async () => {
    await activateLocale('ar', { everything: true });
    expect(say('كم السعر؟')).toMatch(/^تتراوح أسعار اليخوت/);
    expect(say('أريد يخت لـ ١٥ شخص')).toMatch(/^لـ 15 ضيفًا: /);
    expect(say('يخت لـ ٥ أشخاص')).toMatch(/^لـ 5 ضيوف: /);
    expect(say('ما هي ساعات العمل؟')).toMatch(/^نعمل /);
    expect(say('كيف أحجز؟')).toMatch(/^اختر يختًا أو باقة/);
    expect(say('ما هي الباقات؟')).toMatch(/^لدينا 8 باقات/);
    expect(say('مرحبا')).toMatch(/^مرحبًا!/);
  });

  it('the assistant finds what is on board in Arabic, and answers the other questions in Arabic too', async () => {
    await activateLocale('ar', { everything: true });
    expect(say('هل يوجد جاكوزي على متن اليخت؟')).toMatch(/^جاكوزي على متن: .*Royal Falcon/);
    expect(say('هل يوجد مصعد؟')).toBe('لا يذكر أيٌّ من يخوتنا «مصعد». تواصل معنا وسنحاول توفيره.');
    expect(say('هل لديكم عروض؟')).toMatch(/^العروض الحالية: .*«العروض» أسفل الشاشة/);
    expect(say('أريد رحلة مخصصة')).toMatch(/^صمّموا رحلتكم بأنفسكم/);
    expect(say('يخوت فاخرة')).toMatch(/^يخوت VIP: /);
    expect(say('ما الخدمات؟')).toMatch(/^نقدّم لكم: /);
    expect(say('هل يوجد قبطان وطاقم؟')).toMatch(/^تشمل كل رحلة قبطانًا مرخّصًا/);
  });

  it('the assistant names a service in Arabic, asked by its Arabic or its English name', async () => {
    await activateLocale('ar', { everything: true });
    expect(say('أخبرني عن رحلات الصيد')).toBe(
      'رحلات الصيد: صيد في أعماق البحر في الصباح الباكر للكنعد والحمام والباراكودا، مع القصبات والمعدات والطُعم ومرشد صيد متمرّس.',
    );
    expect(say('Photography on board?')).toMatch(/^التصوير الفوتوغرافي والفيديو: /);
  });

  it('the WhatsApp texts are in Arabic and keep the name, the reference and the numbers', async () => {
    await activateLocale('ar', { everything: true });
    expect(yachtEnquiryText(yacht, i18n)).toBe(
      'مرحبًا، أرغب في حجز اليخت: Marina Star. السعر: 750، الطول: 55، السعة: 12',
    );
    const text = bookingWhatsappText(booking, pageLanguage());
    expect(text).toContain('رقم الحجز: MLY-7K2Q9P');
    expect(text).toContain('اليخت: Ocean Pearl');
    expect(text).toContain('عدد الضيوف: 10');
    expect(text).toMatch(/4,350/);
  });

  it('the remote assistant is told to answer in Arabic', async () => {
    await activateLocale('ar', { everything: true });
    expect(systemPrompt({ services: serviceFixtures, yachts: data.yachts })).toContain(
      'always answer in Arabic',
    );
  });
});
