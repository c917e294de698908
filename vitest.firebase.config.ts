import { defineConfig } from 'vitest/config';

/**
 * tests/firebase: the Firebase backend's converters, errors and settings, and its auth against the Auth emulator.
 * Run with `npm run test:auth-emulator`, which starts and stops the emulator (plain Node, no Java needed).
 */
export default defineConfig({
  define: { __BACKEND__: JSON.stringify('firebase') },
  test: {
    environment: 'node',
    include: ['tests/firebase/**/*.test.ts'],
    setupFiles: ['tests/firebase/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
