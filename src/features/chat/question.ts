import type { Yacht } from '../../domain/yacht';
import type { Service } from '../../domain/service';
import type { Offer } from '../../domain/offer';
import { packages, type Package } from '../../config/catalogue';
import type { Locale } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';

/** What the built-in assistant knows: the live site data. */
export interface AssistantData {
  yachts: Yacht[];
  offers: Offer[];
  services: Service[];
  /** The event packages; the built-in catalogue when not given. */
  packages?: readonly Package[];
  now: number;
}

/** A visitor's question, with what the intents read to match and answer it. */
export interface Question {
  /** As the visitor wrote it. */
  asked: string;
  /** As the keywords read it: lower case, Arabic-Indic digits as 0–9. */
  text: string;
  /** The language of the page, which every answer is in. */
  locale: Locale;
  data: AssistantData & { packages: readonly Package[] };
}

/** The question `asked` of the assistant, on a page in the active language. */
export function readQuestion(asked: string, data: AssistantData): Question {
  return {
    asked,
    text: normalized(asked),
    locale: activeLocale(),
    data: { ...data, packages: data.packages ?? packages },
  };
}

/** Lower case, Arabic-Indic digits as 0–9. */
function normalized(question: string): string {
  return question
    .toLowerCase()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Guests asked about in Arabic or Russian: "15 ضيفًا", "لـ 15 شخص", "на 15 человек", "15 гостей". */
const GUESTS_AR_RU =
  /(\d+)\s*(?:ضيف|ضيوف|شخص|أشخاص|اشخاص|فرد|أفراد|افراد|гост|человек|чел\b|персон)|(?:на|для)\s+(\d+)\s*(?:гост|человек|чел|персон)/;

/** The number of guests a question (as `Question.text`) names, or null. */
export function guestCount(q: string): number | null {
  const local = GUESTS_AR_RU.exec(q);
  if (local) return Number(local[1] ?? local[2]);
  const match =
    /(\d+)\s*\+?\s*(?:guests?|people|persons?|pax|adults|friends|ppl|of us)\b/.exec(q) ??
    /\b(?:for|fits?|take|takes|carry|hold|holds|group of|we are|we're)\s+(\d+)\b(?!\s*(?:hours?|hrs?|h\b|aed|dirhams?|days?|am\b|pm\b|ft\b|feet|foot|minutes?|mins?|o'clock))/.exec(
      q,
    );
  return match ? Number(match[1]) : null;
}
