/**
 * An API whose implementation is a separate chunk, downloaded on the first call of any of its methods: the booking
 * APIs are not needed by a visitor's first page, so they do not weigh on its first visit (tests/e2e/budgets.spec.ts).
 * A failed download is tried again on the next call.
 */
type Methods<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

export function lazyApi<T extends Methods<T>>(load: () => Promise<T>, methods: readonly (keyof T)[]): T {
  let loading: Promise<T> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const api: Partial<Record<keyof T, unknown>> = {};
  for (const method of methods) {
    api[method] = async (...args: unknown[]) => {
      const implementation = (await loaded())[method] as (...args: unknown[]) => Promise<unknown>;
      return implementation(...args);
    };
  }
  return api as T;
}
