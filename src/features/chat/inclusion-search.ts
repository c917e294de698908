/**
 * Finds yachts by what they include ("Is there a jacuzzi on board?"): a MiniSearch index of each yacht's included
 * services, searched with the question's meaningful words (prefix and small-typo matches, best matches first).
 */
import MiniSearch from 'minisearch';
import type { Yacht } from '../../domain/yacht';
import type { Locale } from '../../domain/locales';
import { localized } from '../../domain/localized';

/** Words that say nothing about what is on board. */
const STOP_WORDS = new Set(
  (
    'a an the is are am be was were do does did have has had any some there here this that these those what which ' +
    'who whom whose where when why how can could would should will shall may might must i me my we us our you your ' +
    'it its they them their on in at of to for from with without by about into onto up down out over under and or ' +
    'but not no yes if so than too very just also please tell know want need like get got give show find looking ' +
    'yacht yachts boat boats board onboard aboard trip trips charter charters include includes included including ' +
    'offer offers provide provided available option options one ones all every each other another more most many much'
  ).split(' '),
);

/** The same in Arabic and Russian (the question's words in the visitor's language). */
const LOCAL_STOP_WORDS: Partial<Record<Locale, Set<string>>> = {
  ar: new Set(
    (
      'هل يوجد توجد هناك لديكم عندكم لدى عند على متن اليخت يخت اليخوت يخوت القارب قارب الرحلة رحلة فيه فيها مع ' +
      'بدون أريد اريد نريد ممكن يمكن أي اي ما ماذا التي الذي هذا هذه كل أو او من في إلى الى عن نعم لا شكرا ' +
      'تشمل يشمل مشمول مشمولة متوفر متوفرة متاح متاحة مرحبا مرحبًا أهلا اهلا السلام عليكم صباح مساء الخير عدد'
    ).split(' '),
  ),
  ru: new Set(
    (
      'есть ли на борту яхте яхта яхты яхт яхтах лодке лодка катер какие какой какая каких где что это эти все ' +
      'вас нас мне нам хочу хотим можно нужно нужен нужна или без для при про как там тоже также пожалуйста ' +
      'включено входит включены предоставляете имеется имеются привет здравствуйте добрый доброе день утро вечер сколько'
    ).split(' '),
  ),
};

export interface InclusionMatch {
  /** The words of the question that matched, as the yachts spell them. */
  terms: string[];
  yachts: Yacht[];
}

const ASKS_WHAT_IS_ON_BOARD =
  /\b(on ?board|aboard|is there|are there|do you have|does any|which yachts? (has|have)|with an? |includ)|на борту|есть ли|имеется|входит|هل يوجد|هل توجد|هل هناك|على متن|لديكم|يشمل|تشمل/;

/** Meaningful words of a question, lower case (without the stop words of English and of the visitor's language). */
export const questionTerms = (question: string, locale: Locale = 'en'): string[] =>
  question
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !LOCAL_STOP_WORDS[locale]?.has(word));

/**
 * Yachts whose included services match the question's words: in English, and in the visitor's language where the
 * operator wrote them (`locale`).
 */
export function searchInclusions(
  question: string,
  yachts: readonly Yacht[],
  locale: Locale = 'en',
): InclusionMatch | null {
  const terms = questionTerms(question, locale);
  if (terms.length === 0 || yachts.length === 0) return null;
  const index = new MiniSearch<{ id: string; included: string }>({ fields: ['included'], idField: 'id' });
  index.addAll(
    yachts.map((yacht) => {
      const translated = localized(yacht, 'complementary', locale);
      const included =
        translated === yacht.complementary ? translated : `${yacht.complementary}\n${translated}`;
      return { id: yacht.id, included };
    }),
  );
  const results = index.search(terms.join(' '), {
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  });
  if (results.length === 0) return null;
  const byId = new Map(yachts.map((yacht) => [yacht.id, yacht]));
  const matched = results.flatMap((result) => {
    const yacht = byId.get(String(result.id));
    return yacht ? [yacht] : [];
  });
  const spelled = [...new Set(results.flatMap((result) => Object.keys(result.match)))];
  return { terms: spelled, yachts: matched };
}

/** True when the question asks whether something is on board (so "none" is an answer, not a shrug). */
export const asksWhatIsOnBoard = (question: string) => ASKS_WHAT_IS_ON_BOARD.test(question.toLowerCase());
