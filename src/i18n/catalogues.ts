import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/locales';

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * The catalogues loaded on demand: `later` the pages and panels that load with their code, `fleet` the yacht pages',
 * `finder` the home page's finder form (loaded as it comes near), `home` its sections below the fleet, `deposit` the
 * pages a client returns to from the deposit's payment page (a first visit on a phone: not the whole later one),
 * `charter` a client's charter page and its guest list (the same: a first visit on a phone).
 */
export type CataloguePart = 'later' | 'fleet' | 'finder' | 'home' | 'deposit' | 'charter';

/**
 * Each language's compiled catalogues (lingui.config.ts), in chunks of their own: a page loads only its language's.
 * `first` holds what a first visit shows (layout, fleet, offers, the booking panel's frame); the parts the pages and
 * panels that load on demand, fetched with their code.
 */
const catalogues: Record<Locale, { first: Catalogue } & Record<CataloguePart, Catalogue>> = {
  en: {
    first: () => import('./locales/en.po'),
    later: () => import('./locales/later/en.po'),
    fleet: () => import('./locales/fleet/en.po'),
    finder: () => import('./locales/finder/en.po'),
    home: () => import('./locales/home/en.po'),
    deposit: () => import('./locales/deposit/en.po'),
    charter: () => import('./locales/charter/en.po'),
  },
  ar: {
    first: () => import('./locales/ar.po'),
    later: () => import('./locales/later/ar.po'),
    fleet: () => import('./locales/fleet/ar.po'),
    finder: () => import('./locales/finder/ar.po'),
    home: () => import('./locales/home/ar.po'),
    deposit: () => import('./locales/deposit/ar.po'),
    charter: () => import('./locales/charter/ar.po'),
  },
  ru: {
    first: () => import('./locales/ru.po'),
    later: () => import('./locales/later/ru.po'),
    fleet: () => import('./locales/fleet/ru.po'),
    finder: () => import('./locales/finder/ru.po'),
    home: () => import('./locales/home/ru.po'),
    deposit: () => import('./locales/deposit/ru.po'),
    charter: () => import('./locales/charter/ru.po'),
  },
};

/** The parts loaded (or loading) in the active language. */
const loaded = new Map<CataloguePart, Promise<void>>();

/** The active language (English until one is activated). */
export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/**
 * Loads a language's messages and makes it the one every text is read in; `everything` loads the later catalogue
 * too (prerendering, tests). A page with an entry of its own shows only one part's texts (`only`: the charter
 * pages): that part is loaded instead of the first catalogue.
 */
export async function activateLocale(
  locale: Locale,
  { everything = false, only }: { everything?: boolean; only?: CataloguePart } = {},
): Promise<void> {
  const { messages } = await catalogues[locale][only ?? 'first']();
  loaded.clear();
  i18n.loadAndActivate({ locale, messages });
  if (only) loaded.set(only, Promise.resolve());
  if (everything)
    await Promise.all([
      partMessages('later'),
      partMessages('fleet'),
      partMessages('finder'),
      partMessages('home'),
      partMessages('deposit'),
      partMessages('charter'),
    ]);
}

/** Loads, once, the active language's messages of a part of the site that loads on demand. */
export function partMessages(part: CataloguePart): Promise<void> {
  const locale = activeLocale();
  let messages = loaded.get(part);
  if (!messages) {
    messages = catalogues[locale][part]().then((catalogue) => i18n.load(locale, catalogue.messages));
    loaded.set(part, messages);
  }
  return messages;
}

/**
 * Code that loads on demand, with its messages (the `later` catalogue unless said):
 * `lazy(withMessages(() => import('./panel')))`. Whatever it shows is in the active language when it first renders.
 */
// Marked free of side effects: a module that makes a lazy component it never uses can be left out of a bundle.
/* @__NO_SIDE_EFFECTS__ */
export function withMessages<T>(load: () => Promise<T>, part: CataloguePart = 'later'): () => Promise<T> {
  return () => Promise.all([load(), partMessages(part)]).then(([module]) => module);
}

/**
 * A message read before its catalogue loaded shows as its id: said on the console (where the tests, which fail on
 * any console error, see it), or with `report` (the build stops).
 */
export function reportMissingMessages(report: (problem: string) => void = console.error): void {
  i18n.on('missing', ({ id, locale }) => {
    report(`Message ${id} is not loaded in ${locale}: load its catalogue first (src/i18n/catalogues.ts).`);
  });
}
