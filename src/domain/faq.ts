import type { FieldErrors } from './booking/settings';
import { fits, LIMITS } from './limits';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  TRANSLATED_LOCALES,
  type Locale,
  type TranslatedLocale,
} from './locales';
import type { Translations } from './translations';

/**
 * One question of the FAQ the operator keeps (docs/decisions/0023-reviews-and-faq.md): in English, with its Arabic
 * and Russian as the catalogue carries them (optional; a language without both shows the English entry).
 */
export interface FaqEntry {
  id: string;
  /** Ascending sort key, a whole number from 0. */
  position: number;
  /** One line. */
  question: string;
  /** Paragraphs (line breaks kept). */
  answer: string;
  /** Drafts (false) are shown to the operator only. */
  published: boolean;
  /** The question and answer in Arabic and Russian: both, or the language is left out. */
  translations?: Translations<FaqText>;
}

export interface FaqText {
  question: string;
  answer: string;
}

export type FaqEntryInput = Omit<FaqEntry, 'id'>;

const isBlank = (text: string) => text.trim() === '';
/** C0 and C1 control characters (tab, line breaks...): never part of a question, which is one line. */
const CONTROL = /\p{Cc}/u;

/**
 * The translations as both backends store them: Arabic and Russian, each only when both its texts are written;
 * none at all is undefined (not stored).
 */
export function faqTranslations(
  translations: Translations<FaqText> | undefined,
): Translations<FaqText> | undefined {
  const kept: Translations<FaqText> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const { question, answer } = translations?.[locale] ?? {};
    if (
      typeof question === 'string' &&
      !isBlank(question) &&
      typeof answer === 'string' &&
      !isBlank(answer)
    ) {
      kept[locale] = { question, answer };
    }
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** An entry as both backends store it: its fields, and its translations when it has some. */
export function storedFaqEntry(input: FaqEntryInput): FaqEntryInput {
  const { position, question, answer, published } = input;
  const translations = faqTranslations(input.translations);
  return { position, question, answer, published, ...(translations ? { translations } : {}) };
}

const inLanguage = (locale: TranslatedLocale) => LOCALE_INFO[locale].englishName;

export const faqMessages = {
  position: `The position must be a whole number from 0 to ${LIMITS.position}.`,
  questionMissing: 'Enter the question.',
  questionTooLong: `The question can be at most ${LIMITS.question} characters.`,
  questionLines: 'The question must be one line, without tabs or line breaks.',
  answerMissing: 'Enter the answer.',
  answerTooLong: `The answer can be at most ${LIMITS.text} characters.`,
  published: 'Say whether the entry is published.',
  translationLanguage: (locale: string) =>
    `Translations are for ${TRANSLATED_LOCALES.map(inLanguage).join(' and ')}, not "${locale}".`,
  translationHalf: (locale: TranslatedLocale) =>
    `Write both the question and the answer in ${inLanguage(locale)}, or neither.`,
} as const;

type FaqField = 'position' | 'question' | 'answer' | 'published' | 'translations';
/** One message per field; a translation's as `ar.question`, `ru.answer` (a language's other problems on `translations`). */
export type FaqErrors = FieldErrors<Record<FaqField | `${TranslatedLocale}.${keyof FaqText}`, unknown>>;

function questionProblem(question: unknown): string | undefined {
  if (typeof question !== 'string' || isBlank(question)) return faqMessages.questionMissing;
  if (CONTROL.test(question)) return faqMessages.questionLines;
  if (!fits(question, LIMITS.question)) return faqMessages.questionTooLong;
  return undefined;
}

function answerProblem(answer: unknown): string | undefined {
  if (typeof answer !== 'string' || isBlank(answer)) return faqMessages.answerMissing;
  if (!fits(answer, LIMITS.text)) return faqMessages.answerTooLong;
  return undefined;
}

/** What is wrong with an entry, one message per field (the same limits as firestore.rules). */
export function validateFaqEntry(entry: FaqEntryInput): FaqErrors {
  const errors: FaqErrors = {};
  const { position } = entry;
  if (
    typeof position !== 'number' ||
    !Number.isInteger(position) ||
    position < 0 ||
    position > LIMITS.position
  ) {
    errors.position = faqMessages.position;
  }
  const question = questionProblem(entry.question);
  if (question) errors.question = question;
  const answer = answerProblem(entry.answer);
  if (answer) errors.answer = answer;
  if (typeof entry.published !== 'boolean') errors.published = faqMessages.published;
  const translations: unknown = entry.translations;
  if (translations === undefined) return errors;
  if (typeof translations !== 'object' || translations === null) {
    errors.translations = faqMessages.translationLanguage(String(translations));
    return errors;
  }
  for (const [locale, raw] of Object.entries(translations)) {
    if (
      !(TRANSLATED_LOCALES as readonly string[]).includes(locale) ||
      typeof raw !== 'object' ||
      raw === null
    ) {
      errors.translations = faqMessages.translationLanguage(locale);
      continue;
    }
    const language = locale as TranslatedLocale;
    const text = raw as Partial<Record<keyof FaqText, unknown>>;
    const written = (value: unknown) => typeof value === 'string' && !isBlank(value);
    if (!written(text.question) && !written(text.answer)) continue;
    // A half-written language is named on its missing field: it would show half in one language.
    const half = faqMessages.translationHalf(language);
    const translatedQuestion = written(text.question) ? questionProblem(text.question) : half;
    const translatedAnswer = written(text.answer) ? answerProblem(text.answer) : half;
    if (translatedQuestion) errors[`${language}.question`] = translatedQuestion;
    if (translatedAnswer) errors[`${language}.answer`] = translatedAnswer;
  }
  return errors;
}

/** By position, then by id (a stable order). */
export function faqOrder(a: Pick<FaqEntry, 'position' | 'id'>, b: Pick<FaqEntry, 'position' | 'id'>): number {
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** An entry as a visitor reads it: in `language`, the visitor's when it is written in it, else English. */
export interface ShownFaqEntry {
  id: string;
  question: string;
  answer: string;
  language: Locale;
}

/** The published FAQ for a visitor reading `locale`, in order; each entry in that language, else in English. */
export function faqInLanguage(entries: readonly FaqEntry[], locale: Locale): ShownFaqEntry[] {
  return entries
    .filter((entry) => entry.published)
    .sort(faqOrder)
    .map((entry) => {
      const text = locale === DEFAULT_LOCALE ? undefined : entry.translations?.[locale];
      const { question, answer } = text ?? {};
      if (question && answer && !isBlank(question) && !isBlank(answer)) {
        return { id: entry.id, question, answer, language: locale };
      }
      return { id: entry.id, question: entry.question, answer: entry.answer, language: DEFAULT_LOCALE };
    });
}
