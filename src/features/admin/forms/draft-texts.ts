import type { TranslatedLocale } from '../../../domain/locales';
import { nameProblem } from '../../../domain/limits';

interface NameMessages {
  nameMissing: string;
  nameTooLong: string;
  nameControl: string;
}

/** A name's message (nameProblem) in the form's words; an optional one (a translation's) may be empty. */
export function nameError(name: string, messages: NameMessages, optional = false): string | undefined {
  const trimmed = name.trim();
  if (optional && trimmed === '') return undefined;
  const problem = nameProblem(trimmed);
  // An optional name of only invisible characters is not empty: it cannot be shown.
  if (problem === 'missing') return optional ? messages.nameControl : messages.nameMissing;
  if (problem === 'too-long') return messages.nameTooLong;
  return problem ? messages.nameControl : undefined;
}

/** The messages found: a field whose check found nothing (undefined) is not listed. */
export const found = <Errors extends object>(errors: Errors): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Errors;

/**
 * The translations to save from a draft's texts by language: each language's texts as `keep` makes them (empty ones
 * left out), a language with none left out, and undefined with none at all.
 */
export function keptTranslations<Text extends object, Kept extends object>(
  texts: Record<TranslatedLocale, Text>,
  keep: (text: Text) => Kept,
): Partial<Record<TranslatedLocale, Kept>> | undefined {
  const kept = Object.entries(texts)
    .map(([locale, text]) => [locale, found(keep(text as Text))] as const)
    .filter(([, text]) => Object.keys(text).length > 0);
  return kept.length > 0 ? (Object.fromEntries(kept) as Partial<Record<TranslatedLocale, Kept>>) : undefined;
}

/** A trimmed text, or undefined when nothing is left. */
export const trimmed = (text: string) => text.trim() || undefined;
