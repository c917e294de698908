import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES } from './src/domain/locales';

/**
 * The site's translation catalogues (docs/decisions/0018-i18n-lingui.md): English is the source, written in the code
 * with Lingui's `msg` macro; `npm run i18n:extract` collects it into src/i18n/locales/{locale}.po, where the Arabic
 * and Russian translations are written. The build compiles each catalogue (@lingui/vite-plugin) and a page loads
 * only its own language's. The admin area is in English and has no messages here.
 */
/** The admin area: English only. */
const ADMIN = ['<rootDir>/src/features/admin/**', '<rootDir>/src/app/admin/**'];

/**
 * What loads on demand (src/i18n/catalogues.ts `withMessages`): its messages are in a second catalogue, so a first
 * visit does not download them. Everything else of the public site is in the first one.
 */
const LATER = [
  '<rootDir>/src/features/about/**',
  '<rootDir>/src/features/policies/**',
  '<rootDir>/src/features/contact/**',
  '<rootDir>/src/features/callback/**',
  '<rootDir>/src/features/packages/**',
  '<rootDir>/src/features/services/**',
  '<rootDir>/src/config/catalogue.ts',
  '<rootDir>/src/features/booking/panel-strings.ts',
  '<rootDir>/src/features/booking/shell-strings.ts',
  '<rootDir>/src/components/seo-strings.ts',
  '<rootDir>/src/domain/booking/checks.ts',
  '<rootDir>/src/domain/booking/whatsapp.ts',
  '<rootDir>/src/features/chat/*-answer.ts',
  '<rootDir>/src/features/chat/answer-helpers.ts',
  '<rootDir>/src/features/chat/strings.ts',
  '<rootDir>/src/features/chat/chat-panel.tsx',
  '<rootDir>/src/features/offers/panel-strings.ts',
  '<rootDir>/src/features/finder/result-strings.ts',
];

/**
 * The yacht and VIP pages' own texts: a third catalogue, loaded with those pages, so a first visit to a yacht page
 * does not download the later one (the booking panel's, which comes when the panel is shown).
 */
const FLEET_PAGES = [
  '<rootDir>/src/features/fleet/page-strings.ts',
  // The booking panel's stand-in, on a yacht page reached by a link until the panel's code arrives (in LATER too).
  '<rootDir>/src/features/booking/shell-strings.ts',
];

/** The home page's sections below the fleet (occasions, why us, reviews, FAQ): loaded with their code, as neared. */
const HOME_SECTIONS = ['<rootDir>/src/features/fleet/home-sections-strings.ts'];

/**
 * The deposit return pages (docs/decisions/0037-deposits.md) and the demo's payment page (0048): their own small
 * catalogue, loaded with them, so neither weighs on the later one a yacht page's booking panel loads.
 */
const DEPOSIT_PAGES = ['<rootDir>/src/features/deposit/**', '<rootDir>/src/features/demo-pay/**'];

/** A client's charter page and its guest list: their own catalogue, loaded with them (docs/decisions/0043). */
const CHARTER_PAGES = ['<rootDir>/src/features/charter/**'];

/** The finder's form on the home page: loaded with its code, as it comes near (src/features/finder/fleet-finder.tsx). */
const FINDER_FORM = ['<rootDir>/src/features/finder/strings.ts'];

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        ...ADMIN,
        ...LATER,
        ...FLEET_PAGES,
        ...FINDER_FORM,
        ...HOME_SECTIONS,
        ...DEPOSIT_PAGES,
        ...CHARTER_PAGES,
      ],
    },
    { path: '<rootDir>/src/i18n/locales/later/{locale}', include: LATER },
    { path: '<rootDir>/src/i18n/locales/fleet/{locale}', include: FLEET_PAGES },
    { path: '<rootDir>/src/i18n/locales/finder/{locale}', include: FINDER_FORM },
    { path: '<rootDir>/src/i18n/locales/home/{locale}', include: HOME_SECTIONS },
    { path: '<rootDir>/src/i18n/locales/deposit/{locale}', include: DEPOSIT_PAGES },
    { path: '<rootDir>/src/i18n/locales/charter/{locale}', include: CHARTER_PAGES },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
