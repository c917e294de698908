/**
 * Finding keywords in a question (`Question.text`), as catalogue.ts `Keywords` describes them: whole words or phrases,
 * `*` for a word that goes on, Arabic ones anywhere in a word. Every language's keywords are looked for, whatever the
 * page's language: a visitor on the Arabic site may write in English.
 */
import type { Keywords } from '../../config/catalogue';
import { LOCALES, type Locale } from '../../domain/locales';

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One keyword as a regular expression's source. */
function source(keyword: string, locale: Locale): string {
  const goesOn = keyword.endsWith('*');
  const word = escaped(goesOn ? keyword.slice(0, -1) : keyword);
  if (locale === 'ar') return word;
  return `(?<![\\p{L}\\p{N}])${word}${goesOn ? '' : '(?![\\p{L}\\p{N}])'}`;
}

const sources = (keywords: Keywords) =>
  LOCALES.flatMap((locale) => keywords[locale].map((keyword) => source(keyword, locale)));

/** Whether a question says one of the keywords. */
export function says(keywords: Keywords): (text: string) => boolean {
  const pattern = new RegExp(sources(keywords).join('|'), 'u');
  return (text) => pattern.test(text);
}

/** Whether a question opens with one of the keywords ("Hello, …"). */
export function opensWith(keywords: Keywords): (text: string) => boolean {
  const pattern = new RegExp(`^\\s*(?:${sources(keywords).join('|')})`, 'u');
  return (text) => pattern.test(text);
}

const compiled = new WeakMap<Keywords, RegExp[]>();

/** How long the longest keyword the question says is (0: none), to prefer the entry it names most exactly. */
export function longestKeyword(text: string, keywords: Keywords): number {
  let patterns = compiled.get(keywords);
  if (!patterns) {
    patterns = sources(keywords).map((pattern) => new RegExp(pattern, 'u'));
    compiled.set(keywords, patterns);
  }
  return Math.max(0, ...patterns.map((pattern) => pattern.exec(text)?.[0].length ?? 0));
}
