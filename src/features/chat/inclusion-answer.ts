/** "Is there a jacuzzi on board?": the yachts that include it, or a clear "none" when none lists it. */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../config/paths';
import { fitList, link, text } from './answer-helpers';
import { asksWhatIsOnBoard, questionTerms, searchInclusions, type InclusionMatch } from './inclusion-search';
import type { Question } from './question';
import { withLinks } from './strings';
import type { ReplyPart } from './types';

/** What the search found: yachts that include what was asked, or the word no yacht lists. */
export type Inclusion = { found: InclusionMatch } | { missing: string };

/** The yachts that include what the question names; or, when it asks what is on board, what none lists. */
export function askedOnBoard(q: Question): Inclusion | null {
  const { yachts } = q.data;
  const found = searchInclusions(q.asked, yachts, q.locale);
  if (found) return { found };
  const asked = questionTerms(q.asked, q.locale).sort((a, b) => b.length - a.length)[0];
  if (!asked || !asksWhatIsOnBoard(q.asked) || yachts.length === 0) return null;
  return { missing: asked };
}

export function inclusionAnswer(inclusion: Inclusion): ReplyPart[] {
  if ('found' in inclusion) {
    const first = inclusion.found.terms.slice(0, 2).join(i18n._(msg` and `));
    const what = `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
    return fitList(
      [text(i18n._(msg`${what} on board: `))],
      inclusion.found.yachts.map((p) => [link(p.name, paths.yacht(p.id))]),
      [text('.')],
    );
  }
  const asked = inclusion.missing;
  return withLinks(
    (marker) => {
      const contact = marker('contact');
      return i18n._(msg`None of our yachts lists ${asked}. ${contact} and we will try to arrange it.`);
    },
    { contact: link(i18n._(msg`Contact us`), paths.contact) },
  );
}
