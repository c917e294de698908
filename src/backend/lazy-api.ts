/**
 * Code loaded on first use: a backend's heavier parts are separate chunks (the booking APIs, the Firebase SDK's
 * Storage and Auth, the whole SDK behind the REST reads), so a visitor's first page does not download them
 * (tests/e2e/budgets.spec.ts).
 */
import type { Backend } from './types';

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

type Members = Record<string, unknown>;

/**
 * An API whose methods run on the one `load` gives, loaded (once) by the first call of any of them; the members of
 * `eager` answer here without loading it (the synchronous ones, and those with a lighter way). Any other member is
 * a method that returns a promise, forwarded by name (a Proxy): a method added to the interface needs nothing here.
 *
 * Guarded so it is never mistaken for something else: `then` and symbol keys are undefined (no promise, no
 * iterable). A name the API lacks is undefined once it has loaded, as on the API itself; before, it is there (`in`
 * says so) and a call rejects with the TypeError that calling it on the API throws. A member is a plain property once read, so a test can watch
 * it (`vi.spyOn`); once loaded, every method is listed (`Object.keys`, spread), but a spread made before the load
 * copies only the members read so far.
 */
export function lazyApi<T extends object>(load: () => Promise<T>, eager: Partial<T> = {}): T {
  const members: Members = { ...eager };
  /** The names forwarded so far: those the loaded API lacks are dropped once it has loaded. */
  const forwarded = new Set<string>();
  let api: Members | undefined;
  const loaded = once(async () => {
    const target = (await load()) as Members;
    for (const name of forwarded) if (!(name in target)) Reflect.deleteProperty(members, name);
    return (api = target);
  });
  /** Makes the member a property of `members`, unless the loaded API lacks it; whether it is one now. */
  const adopt = (name: string | symbol): name is string => {
    if (typeof name === 'symbol' || name === 'then') return false;
    if (Object.hasOwn(members, name)) return true;
    if (api && !(name in api)) return false;
    forwarded.add(name);
    members[name] = async (...args: unknown[]): Promise<unknown> => {
      const target = await loaded();
      const method = target[name];
      if (typeof method !== 'function') throw new TypeError(`${name} is not a function`);
      return method.apply(target, args) as unknown;
    };
    return true;
  };
  return new Proxy(members, {
    get: (target, name) => {
      if (typeof name === 'symbol' || name === 'then') return undefined;
      // Object.prototype's own (toString…) too, as on any object.
      return name in target || adopt(name) ? target[name] : undefined;
    },
    getOwnPropertyDescriptor: (target, name) => {
      adopt(name);
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
    // Before the load, as `get`: any name is a forwarded method. An API wrapping this one (a deferred backend's, over
    // the full backend's lazy one) asks this when it loads, and would otherwise drop the names not yet called here.
    has: (target, name) =>
      typeof name === 'string' && name !== 'then' && (name in target || api === undefined || name in api),
    ownKeys: (target) => {
      for (const name of api ? Object.keys(api) : []) adopt(name);
      return Reflect.ownKeys(target);
    },
  }) as T;
}

/**
 * Several APIs from one `load` (one chunk), loaded (once) by the first call of any of their methods: `names` lists
 * the APIs (the booking APIs, the reviews and FAQ; the type checker says when one is missing), each a `lazyApi`.
 */
export function lazyApis<T extends object>(load: () => Promise<T>, names: Record<keyof T, true>): T {
  const loaded = once(load);
  const apis: Partial<Record<keyof T, unknown>> = {};
  for (const name of Object.keys(names) as (keyof T & string)[]) {
    apis[name] = lazyApi(async () => (await loaded())[name] as object);
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

/**
 * The methods `names` of the API `load` gives, each loading it (once) on its first call: a part of an API that comes
 * from a lighter chunk than the rest (the charter pages' REST reads and writes, next to the operator's SDK ones).
 */
export function forwardedMethods<T extends object, K extends keyof T & string>(
  load: () => Promise<T>,
  names: readonly K[],
): Pick<T, K> {
  const loaded = once(load);
  const methods: Partial<Record<K, unknown>> = {};
  for (const name of names) {
    methods[name] = async (...args: unknown[]): Promise<unknown> => {
      const api = await loaded();
      return (api[name] as (...inner: unknown[]) => unknown).apply(api, args);
    };
  }
  return methods as Pick<T, K>;
}

/** The APIs of a backend (all but its kind, App Check token and the demo's own payment page, which only one has). */
type ApiName = Exclude<keyof Backend, 'kind' | 'appCheckToken' | 'demoCheckout'>;

/**
 * A maker of the APIs of a backend loaded later (`full`, loaded once by its callers): `deferred(name, own)` is that
 * API, its `own` members answering at once, the rest forwarded to the full backend's once it has loaded. The deferred
 * backends (demo/deferred.ts, firebase/deferred.ts, demo/charter-guests.ts) build themselves with it.
 */
export const deferredApis =
  (full: () => Promise<Backend>) =>
  <Name extends ApiName>(name: Name, own?: Partial<Backend[Name]>): Backend[Name] =>
    lazyApi(async () => (await full())[name], own);
