import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const firebaseOnly = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase may import Firebase.',
};

// The layer zones (docs/decisions/0006-layer-zones.md) are dependency-cruiser's rules (.dependency-cruiser.cjs).

export default tseslint.config(
  {
    ignores: [
      '.lead',
      'dist',
      'dist-firebase-e2e',
      'dist-firebase-functions-e2e',
      'dist-firebase-load',
      'functions/lib',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    settings: { react: { version: '19' } },
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-danger': 'error',
      'react/jsx-key': 'error',
      'react/self-closing-comp': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [firebaseOnly] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // The domain: other domain files and small pure libraries only, and no state of its own.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseOnly,
            {
              group: ['react', 'react-*', 'react/*', 'idb', 'libphonenumber-js*'],
              message: 'The domain is plain TypeScript: no React, no browser storage, no libraries with UI.',
            },
            {
              regex: '^@lingui/core$',
              allowTypeImports: true,
              message:
                'The domain is given an I18n to write its messages with; it never reads the global one.',
            },
            {
              // ical.js: the calendar import's parser, pure; only admin code and the functions import that part
              // (docs/decisions/0050-calendar-import.md).
              regex: '^(?!\\.{1,2}/|@lingui/core(/macro)?$|suncalc$|ical\\.js$)',
              message:
                'The domain imports only other domain files and small pure libraries (@lingui/core/macro, suncalc, ical.js).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...['Program >', 'Program > ExportNamedDeclaration >'].flatMap((at) => [
          {
            selector: `${at} VariableDeclaration[kind!="const"]`,
            message: 'No module-level state in the domain: pass what varies in.',
          },
          {
            selector: `${at} VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]`,
            message:
              'No module-level state in the domain (a cache too): keep it in the object that needs it.',
          },
        ]),
      ],
    },
  },
  {
    files: [
      'src/backend/firebase/**',
      'scripts/**',
      'tests/emulators/**',
      'tests/functions/**',
      'tests/unit/firebase/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'art/**', 'tools/**', 'bench/**', 'tests/**', '*.config.{js,ts}', 'fixtures/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The Cloud Functions (docs/decisions/0033-server-side.md): Node, the admin SDK, and of the site only the domain
    // and the Firebase-free booking checks, payloads and converters (one source for prices and stored shapes), and the
    // route map for links into the admin (docs/decisions/0035).
    files: ['functions/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(firebase|@firebase)(/|$)',
              message: 'Functions use firebase-admin and firebase-functions, not the browser SDK.',
            },
            {
              regex:
                '^\\.\\./\\.\\./src/(?!domain/|config/(charter-)?paths$|backend/(booking-checks|types|import-checks|import-writes|firebase/booking-payloads|firebase/booking-converters|firebase/charter-converters|firebase/import-converters)$)',
              message:
                'Functions import of the site only src/domain, the route maps (config/paths, config/charter-paths) and the Firebase-free booking checks, payloads and converters (the charter pages’ and imported calendars’ too).',
            },
          ],
        },
      ],
    },
  },
);
