import { describe, expect, it, vi } from 'vitest';
import { lazyApi, lazyApis, once, subscribeWhenLoaded } from '../../../src/backend/lazy-api';

interface Greeter {
  hello(name: string): Promise<string>;
  bye(): Promise<string>;
  newId(): string;
}

const greeter: Greeter = {
  hello: async (name) => `Hello ${name}`,
  bye: async () => 'Bye',
  newId: () => 'from the loaded API',
};

describe('code loaded on first use', () => {
  it('loads once, shares the load between callers and keeps the result', async () => {
    const load = vi.fn(async () => 42);
    const value = once(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([value(), value()])).resolves.toEqual([42, 42]);
    await expect(value()).resolves.toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('loaded');
    const value = once(load);
    await expect(value()).rejects.toThrow('offline');
    await expect(value()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes every method of an API, loading it on the first call only', async () => {
    const load = vi.fn(async () => greeter);
    const api = lazyApi(load, { newId: () => 'here' });
    expect(api.newId()).toBe('here');
    expect(load).not.toHaveBeenCalled();
    await expect(api.hello('Sara')).resolves.toBe('Hello Sara');
    await expect(api.bye()).resolves.toBe('Bye');
    expect(load).toHaveBeenCalledTimes(1);
    // Once loaded, every method is listed, as on the API itself.
    expect(Object.keys(api).sort()).toEqual(['bye', 'hello', 'newId']);
  });

  it('is never taken for a promise or an iterable', async () => {
    const load = vi.fn(async () => greeter);
    const api = lazyApi(load);
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    expect((api as unknown as Record<symbol, unknown>)[Symbol.iterator]).toBeUndefined();
    expect((api as unknown as Record<symbol, unknown>)[Symbol.toPrimitive]).toBeUndefined();
    // Awaiting it gives the API itself, without loading it.
    expect(await Promise.resolve(api)).toBe(api);
    expect(load).not.toHaveBeenCalled();
  });

  it('treats a name the API lacks as the API does', async () => {
    const api = lazyApi(async () => greeter) as unknown as Record<string, unknown>;
    // Before the load it cannot tell: the call rejects as calling it on the API throws.
    await expect((api.missing as () => Promise<unknown>)()).rejects.toThrow(TypeError);
    await expect((api.hello as Greeter['hello'])('Sara')).resolves.toBe('Hello Sara');
    // Once loaded, it is undefined, as on the API.
    expect(api.missing).toBeUndefined();
    expect(api.other).toBeUndefined();
    expect('other' in api).toBe(false);
    expect('hello' in api).toBe(true);
  });

  it('forwards to an API that itself loads later, while that one is still loading (a deferred backend over a lazy one)', async () => {
    let finish: () => void = () => undefined;
    const inner = lazyApi(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return greeter;
    });
    const outer = lazyApi(async () => inner);
    // Read before the load (a reference, a spread), called only later.
    expect(typeof outer.bye).toBe('function');
    // The first call loads the outer API; the inner one's chunk is still on its way.
    const hello = outer.hello('Sara');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(typeof outer.bye).toBe('function');
    expect('bye' in outer).toBe(true);
    finish();
    await expect(hello).resolves.toBe('Hello Sara');
    await expect(outer.bye()).resolves.toBe('Bye');
    expect((outer as unknown as Record<string, unknown>).missing).toBeUndefined();
  });

  it('lets a test watch a method, as on any API object', async () => {
    const api = lazyApi(async () => greeter);
    const hello = vi.spyOn(api, 'hello').mockResolvedValue('watched');
    await expect(api.hello('Sara')).resolves.toBe('watched');
    expect(hello).toHaveBeenCalledWith('Sara');
  });

  it('subscribes once loaded, and never when unsubscribed before', async () => {
    const unsubscribe = vi.fn();
    const subscribe = vi.fn(() => unsubscribe);
    const failed = vi.fn();
    const stop = subscribeWhenLoaded(async () => 'auth', subscribe, failed);
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledWith('auth'));
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);

    let finish: (value: string) => void = () => undefined;
    const late = subscribeWhenLoaded(
      () => new Promise<string>((resolve) => (finish = resolve)),
      subscribe,
      failed,
    );
    late();
    finish('auth');
    await Promise.resolve();
    await Promise.resolve();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
  });

  it('reports a failed load, unless already unsubscribed', async () => {
    const failed = vi.fn();
    subscribeWhenLoaded(() => Promise.reject(new Error('offline')), vi.fn(), failed);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith(new Error('offline')));
    const quiet = vi.fn();
    subscribeWhenLoaded(() => Promise.reject(new Error('offline')), vi.fn(), quiet)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(quiet).not.toHaveBeenCalled();
  });
});

describe('several APIs from one chunk', () => {
  it('loads the chunk once, on the first call of any method of any of them', async () => {
    const load = vi.fn(async () => ({ first: greeter, second: { ...greeter, bye: async () => 'Later' } }));
    const apis = lazyApis(load, { first: true, second: true });
    expect(load).not.toHaveBeenCalled();
    await expect(apis.second.bye()).resolves.toBe('Later');
    await expect(apis.first.hello('Sara')).resolves.toBe('Hello Sara');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
