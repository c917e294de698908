import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { checkedEnv, i18nPlugins } from './vite.config';

/**
 * One configuration, these projects:
 * - `unit`: components, hooks and the demo backend in jsdom (`npm run test:unit`), and `unit-isolated`: its files that
 *   replace a module
 * - `unit-node`: the Firebase backend's pure parts (converters, errors, settings) and checks of files (tests/unit/node:
 *   the site's pictures) on Node (`npm run test:unit`), and `unit-node-isolated`: its files that replace a module
 * - `emulators`: security rules and the backend contract on the real emulators, one file at a time; run through
 *   `npm run test:emulators` (scripts/with-emulators.mjs starts them). Run without them it stops, saying so.
 */
/**
 * The unit test files that replace a module (`vi.mock`, `vi.doMock`, `vi.resetModules`): each of them runs in a fresh module graph. The others share
 * one per worker (`isolate: false`), which saves building a jsdom and importing the app again for each of 150 files:
 * the unit run takes about a quarter of the time (docs/testing.md).
 */
const MOCKING = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .map((file) => join('tests/unit', file).replaceAll('\\', '/'))
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')),
  );
const NODE_TESTS = ['tests/unit/firebase/**/*.test.ts', 'tests/unit/node/**/*.test.ts'];
const inNode = (file: string) => /^tests\/unit\/(firebase|node)\//.test(file);

const siteEnv = JSON.stringify(checkedEnv({ ...loadEnv('test', process.cwd(), 'VITE_'), ...process.env }));
const backend = (name: 'demo' | 'firebase') => ({ __BACKEND__: JSON.stringify(name), __SITE_ENV__: siteEnv });

export default defineConfig({
  plugins: i18nPlugins(),
  test: {
    restoreMocks: true,
    // Shared: generous enough for a busy 2-core machine and the emulators' first (cold JVM) answers.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        plugins: [react()],
        define: backend('demo'),
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/firebase/**', 'tests/unit/node/**', ...MOCKING],
          setupFiles: ['tests/unit/setup.ts'],
          css: false,
          unstubGlobals: true,
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        define: backend('demo'),
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          include: MOCKING.filter((file) => !inNode(file)),
          setupFiles: ['tests/unit/setup.ts'],
          css: false,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        define: backend('firebase'),
        test: {
          name: 'unit-node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: MOCKING,
          setupFiles: ['tests/unit/firebase/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        define: backend('firebase'),
        test: {
          name: 'unit-node-isolated',
          environment: 'node',
          include: MOCKING.filter(inNode),
          setupFiles: ['tests/unit/firebase/setup.ts'],
        },
      },
      {
        extends: true,
        define: backend('firebase'),
        test: {
          name: 'emulators',
          environment: 'node',
          include: ['tests/emulators/**/*.test.ts'],
          globalSetup: ['tests/emulators/require-emulators.ts'],
          setupFiles: ['tests/emulators/setup.ts'],
          // The files share the emulators and clear them between tests: one at a time.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        define: backend('firebase'),
        test: {
          name: 'functions',
          environment: 'node',
          // createEnquiry and the rules variants on the Functions, Firestore and Auth emulators: run through
          // `npm run test:functions` (scripts/with-emulators.mjs starts them). Without them it stops, saying so.
          include: ['tests/functions/**/*.test.ts'],
          setupFiles: ['tests/emulators/setup.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        define: backend('firebase'),
        test: {
          // The chat proxy against a stand-in provider: `npm run test:chat-proxy` (scripts/test-chat-proxy.mjs).
          name: 'emulators-chat',
          environment: 'node',
          include: ['tests/emulators-chat/**/*.test.ts'],
          globalSetup: ['tests/emulators-chat/require-chat-emulators.ts'],
          setupFiles: ['tests/unit/firebase/setup.ts'],
        },
      },
    ],
  },
});
