import { describe, expect, it } from 'vitest';
import { faqFixtures } from '../../../fixtures/faq';
import {
  faqInLanguage,
  storedFaqEntry,
  validateFaqEntry,
  type FaqEntry,
  type FaqEntryInput,
} from '../../../src/domain/faq';
import { LIMITS } from '../../../src/domain/limits';

const input = (overrides: Partial<FaqEntryInput> = {}): FaqEntryInput => ({
  position: 0,
  question: 'Can we bring a cake?',
  answer: 'Yes: or order one with your charter.',
  published: true,
  ...overrides,
});

describe('an FAQ entry’s checks', () => {
  it('accepts an entry at every limit', () => {
    expect(
      validateFaqEntry(
        input({
          position: LIMITS.position,
          question: 'x'.repeat(LIMITS.question),
          answer: `${'x'.repeat(LIMITS.text - 2)}\n\n`,
          translations: { ar: { question: 'ب'.repeat(LIMITS.question), answer: 'ب'.repeat(LIMITS.text) } },
        }),
      ),
    ).toEqual({});
  });

  it.each([
    ['a negative position', { position: -1 }, 'position', /whole number from 0/],
    ['a fractional position', { position: 1.5 }, 'position', /whole number/],
    ['a position past the limit', { position: LIMITS.position + 1 }, 'position', /to 1000000/],
    ['no question', { question: ' ' }, 'question', 'Enter the question.'],
    ['a 301-character question', { question: 'x'.repeat(301) }, 'question', /at most 300/],
    ['a question of two lines', { question: 'Can we\nswim?' }, 'question', /one line/],
    ['no answer', { answer: '' }, 'answer', 'Enter the answer.'],
    ['a 2001-character answer', { answer: 'x'.repeat(2001) }, 'answer', /at most 2000/],
    ['no published flag', { published: undefined as never }, 'published', /published/],
    [
      'a translation into German',
      { translations: { de: { question: 'Q', answer: 'A' } } as never },
      'translations',
      /Arabic and Russian, not "de"/,
    ],
    [
      'an Arabic question without its answer',
      { translations: { ar: { question: 'سؤال' } } },
      'ar.answer',
      /both the question and the answer in Arabic/,
    ],
  ])('refuses %s, saying what is wrong', (_, overrides, field, message) => {
    const errors = validateFaqEntry(input(overrides as Partial<FaqEntryInput>));
    expect(errors[field as keyof typeof errors]).toMatch(message);
  });

  it('names the translated field that is too long', () => {
    expect(
      validateFaqEntry(input({ translations: { ru: { question: 'Вопрос?', answer: 'Я'.repeat(2001) } } })),
    ).toEqual({ 'ru.answer': 'The answer can be at most 2000 characters.' });
  });

  it('stores a language only with both texts; none at all is left out', () => {
    expect(
      storedFaqEntry(
        input({
          translations: { ar: { question: 'سؤال', answer: ' ' }, ru: { question: 'В?', answer: 'О.' } },
        }),
      ),
    ).toEqual({ ...input(), translations: { ru: { question: 'В?', answer: 'О.' } } });
    expect(storedFaqEntry(input({ translations: { ar: { question: '', answer: '' } } }))).toEqual(input());
  });
});

describe('the FAQ in a language', () => {
  const entry = (id: string, position: number, overrides: Partial<FaqEntryInput> = {}): FaqEntry => ({
    ...input({ position, question: `Q ${id}`, answer: `A ${id}` }),
    ...overrides,
    id,
  });
  const entries = [
    entry('b', 2, { translations: { ar: { question: 'س ب', answer: 'ج ب' } } }),
    entry('draft', 0, { published: false }),
    entry('a', 1),
    entry('c', 2),
  ];

  it('is the published entries by position, in the visitor’s language where written, else in English', () => {
    expect(faqInLanguage(entries, 'ar')).toEqual([
      { id: 'a', question: 'Q a', answer: 'A a', language: 'en' },
      { id: 'b', question: 'س ب', answer: 'ج ب', language: 'ar' },
      { id: 'c', question: 'Q c', answer: 'A c', language: 'en' },
    ]);
    expect(faqInLanguage(entries, 'en').map((shown) => shown.language)).toEqual(['en', 'en', 'en']);
  });
});

describe('the starter FAQ', () => {
  it('has at least five valid questions about booking, each in English, Arabic and Russian', () => {
    expect(faqFixtures.length).toBeGreaterThanOrEqual(5);
    for (const { id, ...fixture } of faqFixtures) {
      expect(validateFaqEntry(fixture), id).toEqual({});
      expect(storedFaqEntry(fixture), id).toEqual(fixture);
    }
    for (const locale of ['en', 'ar', 'ru'] as const) {
      const shown = faqInLanguage(faqFixtures, locale);
      expect(shown).toHaveLength(faqFixtures.length);
      expect(shown.every((entry) => entry.language === locale)).toBe(true);
    }
    expect(new Set(faqFixtures.map((entry) => entry.id)).size).toBe(faqFixtures.length);
  });

  it('says where the yachts leave from, in Dubai time, and what the deposit and cancellation rules are', () => {
    const english = faqFixtures.map((entry) => entry.answer).join(' ');
    for (const fact of ['Dubai Marina', 'Dubai time', 'deposit', '48 hours', 'WhatsApp', 'capacity']) {
      expect(english).toContain(fact);
    }
  });
});
