import { afterEach, beforeEach, vi } from 'vitest';
import { recordConsoleError, resetConsoleGuard, unexpectedConsoleErrors } from '../console-guard';

// As in the other unit tests: an unexpected console.error (Firebase logs its failures there) fails the test.
beforeEach(() => {
  resetConsoleGuard();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recordConsoleError(args));
});

afterEach(() => {
  const errors = unexpectedConsoleErrors();
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
