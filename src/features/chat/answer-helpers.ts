import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { numberLocale } from '../../i18n/format';
import type { ReplyPart } from './types';

/** The most words an answer may have. */
export const MAX_ANSWER_WORDS = 30;

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const wordsIn = (parts: readonly ReplyPart[]) => countWords(parts.map((part) => part.text).join(' '));

export const text = (value: string): ReplyPart => ({ text: value });
export const link = (value: string, href: string): ReplyPart => ({ text: value, href });

/** `AED 1,500` (in the page's language). */
export const aed = (amount: number) => `AED ${new Intl.NumberFormat(numberLocale()).format(amount)}`;

/**
 * Joins items as "a, b and c" between `before` and `after`, taking as many items as fit in the word limit;
 * the rest become "and N more".
 */
export function fitList(
  before: ReplyPart[],
  items: ReplyPart[][],
  after: ReplyPart[],
  max = MAX_ANSWER_WORDS,
): ReplyPart[] {
  for (let take = items.length; take >= 1; take -= 1) {
    const shown = items.slice(0, take);
    const rest = items.length - take;
    const joined: ReplyPart[] = [];
    shown.forEach((item, index) => {
      if (index > 0) {
        const last = index === shown.length - 1 && rest === 0;
        const separator = msg({ message: ', ', comment: 'Between the items of a list' });
        joined.push(text(i18n._(last ? msg` and ` : separator)));
      }
      joined.push(...item);
    });
    if (rest > 0) joined.push(text(i18n._(msg` and ${rest} more`)));
    const parts = [...before, ...joined, ...after];
    if (wordsIn(parts) <= max) return parts;
  }
  return [...before, ...after];
}
