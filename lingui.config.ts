import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The site's translation catalogues (docs/decisions/0018-i18n-lingui.md): English is the source, written in the code
 * with Lingui's `msg` macro; `npm run i18n:extract` collects it into src/i18n/locales/{locale}.po, where the Arabic
 * and Russian translations are written. The build compiles each catalogue (@lingui/vite-plugin) and a page loads
 * only its own language's. The admin area is in English and has no messages here.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/features/admin/**', '<rootDir>/src/app/admin/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
