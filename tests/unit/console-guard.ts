/**
 * Every test fails on an unexpected console.error. A test that provokes one on purpose calls
 * `expectConsoleErrors()` and may assert on what was logged.
 */
const state = { logged: [] as unknown[][], expected: false };

export function resetConsoleGuard() {
  state.logged = [];
  state.expected = false;
}

export function recordConsoleError(args: unknown[]) {
  state.logged.push(args);
}

/** Marks console errors in this test as expected; returns what was logged so far (live array). */
export function expectConsoleErrors(): unknown[][] {
  state.expected = true;
  return state.logged;
}

export function unexpectedConsoleErrors(): unknown[][] {
  return state.expected ? [] : state.logged;
}
