import { TRANSLATED_LOCALES, type TranslatedLocale } from '../../../domain/locales';
import { moved } from '../list/moved';
import {
  validateFaqEntry,
  type FaqEntry,
  type FaqEntryInput,
  type FaqErrors,
  type FaqText,
} from '../../../domain/faq';

/** What the FAQ form holds, as typed: the English texts, whether it is published, the Arabic and Russian texts. */
export interface FaqDraft {
  question: string;
  answer: string;
  published: boolean;
  translations: Record<TranslatedLocale, FaqText>;
}

const emptyText: FaqText = { question: '', answer: '' };

export const emptyFaqDraft: FaqDraft = {
  question: '',
  answer: '',
  published: true,
  translations: { ar: emptyText, ru: emptyText },
};

export const draftFromFaqEntry = (entry: FaqEntry): FaqDraft => ({
  question: entry.question,
  answer: entry.answer,
  published: entry.published,
  translations: {
    ar: { ...emptyText, ...entry.translations?.ar },
    ru: { ...emptyText, ...entry.translations?.ru },
  },
});

/**
 * The entry to save at `position`: trimmed texts; a language with nothing written is left out, a half-written one
 * kept (the check names its missing field).
 */
export function faqDraftToInput(draft: FaqDraft, position: number): FaqEntryInput {
  const translations: NonNullable<FaqEntryInput['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const question = draft.translations[locale].question.trim();
    const answer = draft.translations[locale].answer.trim();
    if (question || answer) translations[locale] = { question, answer };
  }
  return {
    position,
    question: draft.question.trim(),
    answer: draft.answer.trim(),
    published: draft.published,
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
}

/** The domain's check (validateFaqEntry): a message by field, a translation's as `ar.question`. */
export const checkFaqDraft = (draft: FaqDraft, position: number): FaqErrors =>
  validateFaqEntry(faqDraftToInput(draft, position));

/**
 * The ids in their new order after moving the entry at `index` one place up (-1) or down (+1) in a list sorted
 * by position; null when the move would leave the list.
 */
export function movedFaqOrder(
  entries: readonly Pick<FaqEntry, 'id'>[],
  index: number,
  direction: -1 | 1,
): string[] | null {
  return moved(entries, index, direction)?.map((entry) => entry.id) ?? null;
}
