import { describe, expect, it } from 'vitest';
import {
  charterPageMessage,
  charterReminderMessage,
  type CharterMessageInput,
} from '../../../../src/domain/charter/charter-messages';
import { createFormats } from '../../../../src/domain/formats';
import { LOCALE_INFO, type Locale } from '../../../../src/domain/locales';

const formats = (locale: Locale) => createFormats(LOCALE_INFO[locale].intl);

const input = (language: string, name = 'Layla'): CharterMessageInput => ({
  language,
  name,
  reference: 'MLY-7K2Q9P',
  yachtName: 'Azure Pearl',
  selection: { date: '2030-05-06', startMinute: 17 * 60 + 30 },
  pageUrl: 'https://marinaluxeyachts.ae/charter/AAAAAAAAAAAAAAAAAAAAAA',
  guestListUrl: 'https://marinaluxeyachts.ae/charter/BBBBBBBBBBBBBBBBBBBBBB/guests',
});

const berth = { name: 'Dubai Marina Yacht Club, pontoon C', mapUrl: 'https://maps.example/pontoon-c' };

describe('the charter page message', () => {
  it('greets the client in English with the charter, its Dubai time and both addresses', () => {
    const text = charterPageMessage(input('en'), formats('en'));
    expect(text.split('\n')).toEqual([
      'Hello Layla, your charter MLY-7K2Q9P on Azure Pearl is confirmed: Monday, 6 May 2030, 17:30 (Dubai time).',
      `Everything about it is on your charter page: ${input('en').pageUrl}`,
      `Please forward this link to your guests: each adds their name and ID for the Coast Guard's passenger list. ${input('en').guestListUrl}`,
    ]);
  });

  it('is in Arabic for an Arabic client, with the date in Arabic and the addresses as they are', () => {
    const text = charterPageMessage(input('ar', 'ليلى'), formats('ar'));
    expect(text).toMatch(/^مرحباً ليلى، تم تأكيد رحلتك MLY-7K2Q9P على متن Azure Pearl: /);
    expect(text).toContain('(بتوقيت دبي)');
    expect(text).toContain(formats('ar').date('2030-05-06'));
    expect(text).toContain(input('ar').pageUrl);
    expect(text).toContain(input('ar').guestListUrl);
    expect(text).not.toMatch(/Hello|Dubai time/);
  });

  it('is in Russian for a Russian client', () => {
    const text = charterPageMessage(input('ru', 'Ольга'), formats('ru'));
    expect(text).toMatch(/^Здравствуйте, Ольга! Ваша аренда MLY-7K2Q9P на яхте Azure Pearl подтверждена: /);
    expect(text).toContain('17:30 (по времени Дубая)');
    expect(text).toContain(input('ru').guestListUrl);
  });

  it('greets without a name when none was given, and in English for a language the site does not speak', () => {
    expect(charterPageMessage(input('en', '  '), formats('en'))).toMatch(/^Hello, your charter/);
    expect(charterPageMessage(input('ru', ''), formats('ru'))).toMatch(/^Здравствуйте! Ваша аренда/);
    expect(charterPageMessage(input('fr'), formats('en'))).toMatch(/^Hello Layla, your charter/);
  });
});

describe('the reminders', () => {
  it('reminds the day before with the time, berth, map, IDs, the list’s state and both addresses', () => {
    const text = charterReminderMessage(
      { ...input('en'), kind: '24h', berth, added: 7, booked: 20 },
      formats('en'),
    );
    expect(text.split('\n')).toEqual([
      'Hello Layla, a reminder of your charter MLY-7K2Q9P on Azure Pearl: Monday, 6 May 2030, 17:30 (Dubai time).',
      'Berth: Dubai Marina Yacht Club, pontoon C',
      'Map: https://maps.example/pontoon-c',
      'Each guest must bring the passport or ID given for the list: the Coast Guard checks them before departure.',
      `Guest list: 7 of 20 added. The others can add themselves here: ${input('en').guestListUrl}`,
      `Everything about it is on your charter page: ${input('en').pageUrl}`,
    ]);
  });

  it('says the list is complete once every booked guest is on it, with no guest list address', () => {
    const text = charterReminderMessage(
      { ...input('en'), kind: '2h', berth: null, added: 6, booked: 6 },
      formats('en'),
    );
    expect(text).toMatch(
      /^Hello Layla, we are getting Azure Pearl ready: your charter MLY-7K2Q9P starts at 17:30/,
    );
    expect(text).toContain('Guest list: complete (6 of 6).');
    expect(text).not.toContain(input('en').guestListUrl);
    expect(text).not.toMatch(/Berth|Map/);
  });

  it('is written in Arabic and Russian too, the list’s state as “k من N” and “k из N”', () => {
    const ar = charterReminderMessage(
      { ...input('ar'), kind: '24h', berth, added: 2, booked: 8 },
      formats('ar'),
    );
    expect(ar).toContain('مكان الصعود: Dubai Marina Yacht Club, pontoon C');
    expect(ar).toContain('الخريطة: https://maps.example/pontoon-c');
    expect(ar).toContain('قائمة الضيوف: أُضيف 2 من 8.');
    expect(ar).toContain('خفر السواحل');
    const ru = charterReminderMessage(
      { ...input('ru'), kind: '2h', berth: { name: berth.name, mapUrl: '' }, added: 2, booked: 8 },
      formats('ru'),
    );
    expect(ru).toContain('начинается в 17:30 (по времени Дубая)');
    expect(ru).toContain('Причал: Dubai Marina Yacht Club, pontoon C');
    expect(ru).not.toContain('Карта');
    expect(ru).toContain('Список гостей: добавлено 2 из 8.');
  });
});
