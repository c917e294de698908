import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['.lead', 'dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'bench-results'] },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/backend/firebase may import Firebase.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/backend/firebase/**', 'scripts/**', 'tests/emulators/**', 'tests/unit/firebase/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'tools/**', 'bench/**', 'tests/**', '*.config.{js,ts}', 'fixtures/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
