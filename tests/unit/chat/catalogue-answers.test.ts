import { afterEach, describe, expect, it } from 'vitest';
import { offerFixtures } from '../../../fixtures/offers';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import { packages, type Keywords, type Package } from '../../../src/config/catalogue';
import { answer, type AssistantData } from '../../../src/features/chat/builtin-assistant';
import { INTENTS, reply } from '../../../src/features/chat/intents';
import { says } from '../../../src/features/chat/keywords';
import { readQuestion } from '../../../src/features/chat/question';
import { partsToText } from '../../../src/features/chat/types';
import { activateLocale } from '../../../src/i18n/catalogues';

const now = Date.parse('2025-03-03T08:30:00Z');
const data: AssistantData = {
  yachts: yachtFixtures.map((p) => ({ ...p })),
  offers: offerFixtures(new Date(now)),
  services: serviceFixtures,
  now,
};
const say = (question: string, given: Partial<AssistantData> = {}) =>
  partsToText(answer(question, { ...data, ...given }));
const intentOf = (question: string, given: Partial<AssistantData> = {}) =>
  reply(INTENTS, readQuestion(question, { ...data, ...given })).intent;

/** The catalogue with one more keyword in each language on one package. */
function withKeywords(id: number, more: Keywords): readonly Package[] {
  return packages.map((pack) => {
    if (pack.id !== id) return pack;
    const keywords = {
      en: [...pack.keywords.en, ...more.en],
      ar: [...pack.keywords.ar, ...more.ar],
      ru: [...pack.keywords.ru, ...more.ru],
    };
    return Object.assign(Object.create(pack) as Package, { keywords });
  });
}

afterEach(async () => {
  await activateLocale('en', { everything: true });
});

describe('the packages the assistant names are the catalogue’s', () => {
  const three = packages.slice(0, 3);
  const one = packages.slice(0, 1);
  const twoOthers = [packages[4], packages[6]];

  it('in English: their number and names follow the catalogue', () => {
    expect(say('Which packages do you have?')).toMatch(/^We have 8 packages: /);
    expect(say('Which packages do you have?', { packages: three })).toBe(
      'We have 3 packages: Birthday Pack, Party Pack and Honeymoon Package. Compare them on Packages or build a Custom Package.',
    );
    expect(say('compare packages', { packages: twoOthers })).toMatch(
      /^We have 2 packages: Burj Al Arab Package and Moon Island Trip Package\./,
    );
    expect(say('compare packages', { packages: one })).toMatch(/^We have 1 package: Birthday Pack\./);
  });

  it('in Arabic, with the Arabic plural forms', async () => {
    await activateLocale('ar', { everything: true });
    expect(say('ما هي الباقات؟', { packages: three })).toMatch(
      /^لدينا 3 باقات: باقة عيد الميلاد، باقة الحفلات وباقة شهر العسل\. قارنوا بينها في صفحة الباقات/,
    );
    expect(say('ما هي الباقات؟', { packages: twoOthers })).toMatch(
      /^لدينا باقتان: باقة برج العرب وباقة رحلة جزيرة القمر\./,
    );
    expect(say('ما هي الباقات؟', { packages: one })).toMatch(/^لدينا باقة واحدة: باقة عيد الميلاد\./);
  });

  it('in Russian, with the Russian plural forms', async () => {
    await activateLocale('ru', { everything: true });
    expect(say('Расскажите про пакеты', { packages: three })).toMatch(
      /^У нас 3 пакета: Пакет «День рождения», Пакет «Вечеринка» и Пакет «Медовый месяц»\. Сравните их/,
    );
    expect(say('Расскажите про пакеты', { packages: one })).toMatch(
      /^У нас 1 пакет: Пакет «День рождения»\./,
    );
  });
});

describe('the number of yachts the assistant gives is the fleet’s', () => {
  const one = data.yachts.slice(0, 1);
  const two = data.yachts.slice(0, 2);

  it('in English', () => {
    expect(say('How many yachts do you have?')).toMatch(/^We have 10 yachts\./);
    expect(say('How many yachts do you have?', { yachts: one })).toMatch(/^We have 1 yacht\./);
  });

  it('in Arabic and in Russian', async () => {
    await activateLocale('ar', { everything: true });
    expect(say('كم عدد اليخوت لديكم؟', { yachts: one })).toBe('لدينا يخت واحد. تصفّحوا الأسطول أو يخوت VIP.');
    expect(say('كم عدد اليخوت لديكم؟', { yachts: two })).toMatch(/^لدينا يختان\./);
    await activateLocale('ru', { everything: true });
    expect(say('Сколько у вас яхт?', { yachts: one })).toMatch(/^У нас 1 яхта\./);
    expect(say('Сколько у вас яхт?', { yachts: two })).toMatch(/^У нас 2 яхты\./);
  });
});

describe('the words for a package are kept with the package', () => {
  it('a keyword added to a catalogue entry, in any language, finds it', () => {
    const wedding = { en: ['wedding*'], ar: ['زفاف'], ru: ['свадьб*'] };
    const questions = [
      'Can we have a wedding on board?',
      'هل يمكن إقامة حفل زفاف على اليخت؟',
      'Можно ли устроить свадьбу на яхте?',
    ];
    for (const question of questions) expect(intentOf(question), question).not.toBe('a package');
    const catalogue = withKeywords(3, wedding);
    for (const question of questions) {
      expect(say(question, { packages: catalogue }), question).toMatch(
        /^Anniversary\/Proposal Package includes/,
      );
    }
  });

  it('each package is found by its keywords in Arabic and Russian, answered in that language', async () => {
    await activateLocale('ar', { everything: true });
    expect(say('نخطط لشهر العسل')).toMatch(/^باقة شهر العسل تشمل: /);
    expect(say('رحلة إلى برج العرب')).toMatch(/^باقة برج العرب تشمل: /);
    await activateLocale('ru', { everything: true });
    expect(say('Хотим медовый месяц на яхте')).toMatch(/^Пакет «Медовый месяц» включает: /);
    expect(say('Прогулка к Бурдж-эль-Араб')).toMatch(/^Пакет «Бурдж-эль-Араб» включает: /);
  });

  it('where a question names two packages, the one it names most exactly answers', async () => {
    expect(say('bachelor party on a yacht')).toMatch(/^Bachelor\/Bachelorette Package includes/);
    expect(say('hen party')).toMatch(/^Bachelor\/Bachelorette Package includes/);
    expect(say('birthday party')).toMatch(/^Birthday Pack includes/);
    expect(say('a party')).toMatch(/^Party Pack includes/);
    await activateLocale('ar', { everything: true });
    expect(say('حفلة توديع العزوبية')).toMatch(/^باقة حفلة العزوبية تشمل: /);
    expect(say('حفلة على اليخت')).toMatch(/^باقة الحفلات تشمل: /);
  });
});

describe('keywords', () => {
  const birthday = says({ en: ['birthday*', 'party'], ar: ['ميلاد'], ru: ['рождени*'] });

  it('are whole words unless they end with *; Arabic ones match inside a word', () => {
    expect(birthday('two birthdays')).toBe(true);
    expect(birthday('a party!')).toBe(true);
    expect(birthday('a partygoer')).toBe(false);
    expect(birthday('counterparty')).toBe(false);
    expect(birthday('لعيد الميلاد')).toBe(true);
    expect(birthday('на день рождения')).toBe(true);
    expect(birthday('зарождение')).toBe(false);
  });
});
