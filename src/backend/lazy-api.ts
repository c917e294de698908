/**
 * Code loaded on first use: a backend's heavier parts are separate chunks (the booking APIs, the Firebase SDK's
 * Storage and Auth, the whole SDK behind the REST reads), so a visitor's first page does not download them
 * (tests/e2e/budgets.spec.ts).
 */

/** Loads on the first call and keeps the result; a failed load is tried again on the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** Every method of an API, by name: the type checker says when one is missing. */
export type MethodNames<T> = Record<keyof T, true>;

/**
 * An API whose methods run on the one `load` gives, loaded (once) by the first call of any of them; the methods in
 * `own` answer here without loading it (the synchronous ones, and those with a lighter way). Every other method
 * returns a promise. Each method is a plain property, as on any other API object.
 */
export function lazyApi<T extends object>(
  load: () => Promise<T>,
  methods: MethodNames<T>,
  own: Partial<T> = {},
): T {
  const loaded = once(load);
  const api: Record<string, unknown> = { ...own };
  for (const method of Object.keys(methods)) {
    api[method] ??= async (...args: unknown[]) => {
      const implementation = (await loaded()) as Record<string, (...values: unknown[]) => unknown>;
      return implementation[method](...args);
    };
  }
  return api as T;
}

/**
 * Several APIs from one `load` (one chunk), loaded (once) by the first call of any of their methods: `methods` names
 * each API's methods (the booking APIs, the reviews and FAQ).
 */
export function lazyApis<T extends object>(
  load: () => Promise<T>,
  methods: { [Name in keyof T]: MethodNames<T[Name]> },
): T {
  const loaded = once(load);
  const apis: Record<string, unknown> = {};
  for (const [name, names] of Object.entries(methods)) {
    apis[name] = lazyApi(
      async () => (await loaded())[name as keyof T] as object,
      names as MethodNames<object>,
    );
  }
  return apis as T;
}

/**
 * Subscribes to something that loads first, at once: the returned function unsubscribes, also before the load has
 * finished (the subscription is then never made). A failed load is reported to `failed` unless already
 * unsubscribed.
 */
export function subscribeWhenLoaded<T>(
  load: () => Promise<T>,
  subscribe: (loaded: T) => () => void,
  failed: (error: unknown) => void,
): () => void {
  const stopped = new AbortController();
  let unsubscribe: (() => void) | undefined;
  load().then(
    (loaded) => {
      if (!stopped.signal.aborted) unsubscribe = subscribe(loaded);
    },
    (error: unknown) => {
      if (!stopped.signal.aborted) failed(error);
    },
  );
  return () => {
    stopped.abort();
    unsubscribe?.();
  };
}
