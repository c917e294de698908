import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { faqFixtures } from '../../fixtures/faq';
import { LIMITS } from '../../src/domain/limits';
import { OCCASIONS } from '../../src/domain/review';
import { firestoreOf, people, rulesEnvironment } from './rules-env';

/**
 * Every allow and deny of firestore.rules for reviews and the FAQ (docs/decisions/0023-reviews-and-faq.md), on the
 * Firestore emulator: who may read and write, every required and unknown key, every type, each limit at its edge
 * and one past it.
 */
let env: RulesTestEnvironment;
let who: ReturnType<typeof people>;

type Data = Record<string, unknown>;
type Person = keyof typeof who;
const NOT_ADMINS = ['visitor', 'member', 'notQuiteAdmin'] as const;

const dbOf = (name: Person) => firestoreOf(who[name]);
const omit = (data: Data, ...keys: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
const text = (length: number, character = 'x') => character.repeat(length);

const review: Data = {
  name: 'Sara K.',
  occasion: 'birthday',
  rating: 5,
  text: 'The crew made the evening.',
  date: '2025-03-14',
  language: 'en',
  translations: { ar: { text: 'أمسية رائعة' }, ru: { text: 'Прекрасный вечер' } },
};
const entry: Data = {
  position: 0,
  question: 'How do I book a yacht?',
  answer: 'Choose a yacht and send the request on WhatsApp.',
  published: true,
  translations: {
    ar: { question: 'كيف أحجز يختًا؟', answer: 'اختر يختًا وأرسل الطلب عبر WhatsApp.' },
    ru: { question: 'Как забронировать яхту?', answer: 'Выберите яхту и отправьте запрос в WhatsApp.' },
  },
};
const draft: Data = { ...entry, question: 'Draft?', published: false };

async function given(path: string, data: Data) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), path), data);
  });
}

beforeAll(async () => {
  env = await rulesEnvironment();
  who = people(env);
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await given('reviews/r1', review);
  await given('faq/f1', entry);
  await given('faq/draft', draft);
});

describe('who may read and write', () => {
  it('anyone may read reviews, one by one and as a list', async () => {
    for (const person of ['visitor', 'member', 'admin'] as const) {
      await assertSucceeds(getDocs(collection(dbOf(person), 'reviews')));
      await assertSucceeds(getDoc(doc(dbOf(person), 'reviews/r1')));
    }
  });

  it('anyone may read the published FAQ; only an admin reads drafts or lists without asking for published', async () => {
    for (const person of NOT_ADMINS) {
      await assertSucceeds(getDocs(query(collection(dbOf(person), 'faq'), where('published', '==', true))));
      await assertSucceeds(getDoc(doc(dbOf(person), 'faq/f1')));
      await assertFails(getDoc(doc(dbOf(person), 'faq/draft')));
      await assertFails(getDocs(collection(dbOf(person), 'faq')));
      await assertFails(getDocs(query(collection(dbOf(person), 'faq'), where('published', '==', false))));
    }
    await assertSucceeds(getDocs(collection(dbOf('admin'), 'faq')));
    await assertSucceeds(getDoc(doc(dbOf('admin'), 'faq/draft')));
  });

  it.each([
    ['reviews', review, 'r1', { rating: 4 }],
    ['faq', entry, 'f1', { position: 3 }],
  ] as const)('only an admin may create, update and delete %s', async (name, data, id, change) => {
    for (const person of NOT_ADMINS) {
      await assertFails(setDoc(doc(dbOf(person), `${name}/new`), data));
      await assertFails(updateDoc(doc(dbOf(person), `${name}/${id}`), change));
      await assertFails(deleteDoc(doc(dbOf(person), `${name}/${id}`)));
    }
    await assertSucceeds(setDoc(doc(dbOf('admin'), `${name}/new`), data));
    await assertSucceeds(updateDoc(doc(dbOf('admin'), `${name}/new`), change));
    await assertSucceeds(updateDoc(doc(dbOf('admin'), `${name}/new`), { translations: deleteField() }));
    await assertSucceeds(deleteDoc(doc(dbOf('admin'), `${name}/new`)));
  });

  it('keeps fields of older versions of the site on an update, but refuses adding unknown ones', async () => {
    await given('reviews/old', { ...review, legacy: 'kept' });
    await given('faq/old', { ...entry, legacy: 'kept' });
    await assertSucceeds(updateDoc(doc(dbOf('admin'), 'reviews/old'), { rating: 3 }));
    await assertSucceeds(updateDoc(doc(dbOf('admin'), 'faq/old'), { position: 2 }));
    await assertFails(updateDoc(doc(dbOf('admin'), 'reviews/r1'), { verified: true }));
    await assertFails(updateDoc(doc(dbOf('admin'), 'faq/f1'), { views: 1 }));
  });
});

/** What an admin may create in a collection (a new document each time). */
function schema(label: string, name: string, allowed: [string, Data][], refused: [string, Data][]) {
  const create = (data: Data) => setDoc(doc(collection(dbOf('admin'), name)), data);
  describe(`${label} schema (admin creates)`, () => {
    it.each(allowed)(`accepts a ${label} with %s`, async (_, data) => {
      await assertSucceeds(create(data));
    });
    it.each(refused)(`refuses a ${label} %s`, async (_, data) => {
      await assertFails(create(data));
    });
  });
}

schema(
  'review',
  'reviews',
  [
    ['every field', review],
    ['no translations', omit(review, 'translations')],
    ...OCCASIONS.map((occasion): [string, Data] => [`the occasion ${occasion}`, { ...review, occasion }]),
    ['one star', { ...review, rating: 1 }],
    [`${LIMITS.rating} stars`, { ...review, rating: LIMITS.rating }],
    ['a 120-character name', { ...review, name: text(LIMITS.name, 'Я') }],
    ['a 1-character text', { ...review, text: 'x' }],
    [
      'a text and translations of 2000 characters, line breaks included',
      {
        ...review,
        language: 'ar',
        text: `${text(LIMITS.text - 1, 'ب')}\n`,
        translations: { en: { text: text(LIMITS.text) }, ru: { text: text(LIMITS.text, 'Я') } },
      },
    ],
    ['the last day of a month', { ...review, date: '2024-12-31' }],
    ['a leap day', { ...review, date: '2024-02-29' }],
    [
      'a text in Russian, translated into English',
      { ...review, language: 'ru', translations: { en: { text: 'Hi' } } },
    ],
  ],
  [
    ...(['name', 'occasion', 'rating', 'text', 'date', 'language'].map((key) => [
      `without ${key}`,
      omit(review, key),
    ]) as [string, Data][]),
    ['with an unknown key', { ...review, verified: true }],
    ['with a blank name', { ...review, name: '\u00a0' }],
    ['with a 121-character name', { ...review, name: text(LIMITS.name + 1) }],
    ['with a name holding a line break', { ...review, name: 'Sara\nK.' }],
    ['with an unknown occasion', { ...review, occasion: 'wedding' }],
    ['with no stars', { ...review, rating: 0 }],
    [`with ${LIMITS.rating + 1} stars`, { ...review, rating: LIMITS.rating + 1 }],
    ['with half a star', { ...review, rating: 4.5 }],
    ['with the rating as text', { ...review, rating: '5' }],
    ['with an empty text', { ...review, text: '' }],
    ['with a text of spaces and line breaks only', { ...review, text: ' \n\u2003' }],
    ['with a 2001-character text', { ...review, text: text(LIMITS.text + 1) }],
    ['with the text as a list', { ...review, text: ['Great'] }],
    ['with a date of month 13', { ...review, date: '2025-13-01' }],
    ['with a date of day 32', { ...review, date: '2025-01-32' }],
    ['dated 30 February', { ...review, date: '2025-02-30' }],
    ['dated 29 February of a common year', { ...review, date: '2025-02-29' }],
    ['dated 31 June', { ...review, date: '2025-06-31' }],
    ['with a date in another format', { ...review, date: '14/03/2025' }],
    ['with a date and time', { ...review, date: '2025-03-14T10:00' }],
    ['with a language the site does not have', { ...review, language: 'de' }],
    ['with translations as text', { ...review, translations: 'ar' }],
    ['with a translation into German', { ...review, translations: { de: { text: 'Toll' } } }],
    ['with a translation into its own language', { ...review, translations: { en: { text: 'Again' } } }],
    ['with an empty translation', { ...review, translations: { ar: { text: '' } } }],
    [
      'with a 2001-character translation',
      { ...review, translations: { ru: { text: text(LIMITS.text + 1, 'Я') } } },
    ],
    [
      'with a translation holding an unknown key',
      { ...review, translations: { ru: { text: 'Да', name: 'Сара' } } },
    ],
    ['with a translation as text', { ...review, translations: { ru: 'Прекрасно' } }],
  ],
);

schema(
  'FAQ entry',
  'faq',
  [
    ['every field', entry],
    ['no translations', omit(entry, 'translations')],
    ['only Russian', { ...entry, translations: { ru: (entry.translations as Data).ru } }],
    ['a draft', draft],
    ...faqFixtures.map(({ id, ...fixture }): [string, Data] => [`the starter entry ${id}`, fixture]),
    ['the top position', { ...entry, position: LIMITS.position }],
    [
      'a question and answer at their limits in every language',
      {
        ...entry,
        question: text(LIMITS.question),
        answer: `${text(LIMITS.text - 2)}\n\n`,
        translations: {
          ar: { question: text(LIMITS.question, 'ب'), answer: text(LIMITS.text, 'ب') },
          ru: { question: text(LIMITS.question, 'Я'), answer: text(LIMITS.text, 'Я') },
        },
      },
    ],
  ],
  [
    ...(['position', 'question', 'answer', 'published'].map((key) => [
      `without ${key}`,
      omit(entry, key),
    ]) as [string, Data][]),
    ['with an unknown key', { ...entry, views: 0 }],
    ['with a position of -1', { ...entry, position: -1 }],
    ['with a position past the top', { ...entry, position: LIMITS.position + 1 }],
    ['with a fractional position', { ...entry, position: 1.5 }],
    ['with the position as text', { ...entry, position: '1' }],
    ['with an empty question', { ...entry, question: '' }],
    ['with a question of spaces', { ...entry, question: '\u2003 ' }],
    ['with a 301-character question', { ...entry, question: text(LIMITS.question + 1) }],
    ['with a question on two lines', { ...entry, question: 'Can we\nswim?' }],
    ['with an empty answer', { ...entry, answer: '' }],
    ['with an answer of line breaks', { ...entry, answer: '\n\n' }],
    ['with a 2001-character answer', { ...entry, answer: text(LIMITS.text + 1) }],
    ['with published as text', { ...entry, published: 'yes' }],
    ['with translations as text', { ...entry, translations: 'ar' }],
    ['with an English translation', { ...entry, translations: { en: { question: 'Q?', answer: 'A.' } } }],
    ['with a German translation', { ...entry, translations: { de: { question: 'F?', answer: 'A.' } } }],
    ['with an Arabic question without its answer', { ...entry, translations: { ar: { question: 'سؤال؟' } } }],
    ['with a Russian answer without its question', { ...entry, translations: { ru: { answer: 'Да.' } } }],
    [
      'with a 301-character Arabic question',
      { ...entry, translations: { ar: { question: text(LIMITS.question + 1, 'ب'), answer: 'نعم' } } },
    ],
    [
      'with a 2001-character Russian answer',
      { ...entry, translations: { ru: { question: 'Вопрос?', answer: text(LIMITS.text + 1, 'Я') } } },
    ],
    [
      'with a translation holding an unknown key',
      { ...entry, translations: { ru: { question: 'В?', answer: 'О.', note: 'x' } } },
    ],
  ],
);
