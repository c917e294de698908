import { defineConfig } from 'vitest/config';

/**
 * tests/emulator: security-rules tests and the backend contract on Firebase, against the Auth, Firestore and
 * Storage emulators. Run with `npm run test:emulators` (needs Java 21+; fails saying what is missing otherwise).
 */
export default defineConfig({
  define: { __BACKEND__: JSON.stringify('firebase') },
  test: {
    environment: 'node',
    include: ['tests/emulator/**/*.test.ts'],
    globalSetup: ['tests/emulator/require-emulators.ts'],
    setupFiles: ['tests/firebase/setup.ts'],
    // The files share the emulators and clear them between tests: one at a time.
    fileParallelism: false,
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
