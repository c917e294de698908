import { describe, expect, it, vi } from 'vitest';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import { createDemoBackend } from '../../../src/backend/demo';
import { createDeferredDemoBackend } from '../../../src/backend/demo/deferred';
import { lazyApi, lazyApis } from '../../../src/backend/lazy-api';
import type { Backend } from '../../../src/backend/types';
import { MemoryStorage } from '../test-utils';

type ApiName = Exclude<keyof Backend, 'kind' | 'appCheckToken'>;

/**
 * Every method of every API, by name: read from the demo backend, whose APIs are plain objects that the type checker
 * holds to the interface (backend-api.ts), so a method added there is listed here once the demo implements it.
 */
async function interfaceMethods(): Promise<[ApiName, string[]][]> {
  const backend = await createDemoBackend({
    dbName: `lazy-forwarding-${Date.now()}`,
    storage: new MemoryStorage(),
    activity: false,
  });
  return Object.entries(backend)
    .filter(([, api]) => typeof api === 'object' && api !== null)
    .map(([name, api]) => [name as ApiName, Object.keys(api as object).sort()]);
}

describe('the lazy backends forward every method of the interface', () => {
  it('finds the methods to check', async () => {
    const apis = new Map(await interfaceMethods());
    expect(apis.get('enquiries')).toContain('create');
    expect(apis.get('faq')).toContain('reorder');
    expect(apis.get('charters')).toContain('addGuest');
    expect(apis.get('ledger')).toContain('record');
    expect(apis.get('cancellations')).toContain('cancel');
    expect(apis.get('payments')).toContain('refundOnline');
    expect(apis.size).toBe(15);
  });

  it('forwards each method, with its arguments, to the API once loaded', async () => {
    for (const [name, methods] of await interfaceMethods()) {
      const loaded = Object.fromEntries(
        methods.map((method) => [method, vi.fn(async (...args: unknown[]) => args)]),
      );
      const api = lazyApi(async () => loaded) as Record<string, (...args: unknown[]) => Promise<unknown>>;
      for (const method of methods) {
        await expect(api[method](name, method), `${name}.${method}`).resolves.toEqual([name, method]);
        expect(loaded[method]).toHaveBeenCalledTimes(1);
      }
      expect(Object.keys(api).sort()).toEqual(methods);
    }
  });

  it('forwards each method of several APIs from one chunk', async () => {
    const methods = new Map(await interfaceMethods());
    const stub = (name: ApiName) =>
      Object.fromEntries(
        (methods.get(name) ?? []).map((method) => [method, async () => `${name}.${method}`]),
      );
    const apis = lazyApis(async () => ({ enquiries: stub('enquiries'), faq: stub('faq') }), {
      enquiries: true,
      faq: true,
    }) as Record<string, Record<string, () => Promise<string>>>;
    for (const name of ['enquiries', 'faq'] as const) {
      for (const method of methods.get(name) ?? []) {
        await expect(apis[name][method]()).resolves.toBe(`${name}.${method}`);
      }
    }
  });

  it('offers every method on the deferred demo backend before anything loads', async () => {
    const demo = await createDeferredDemoBackend(
      { yachts: yachtFixtures.slice(0, 2), services: serviceFixtures.slice(0, 1) },
      { dbName: `lazy-forwarding-deferred-${Date.now()}`, storage: new MemoryStorage() },
    );
    for (const [name, methods] of await interfaceMethods()) {
      for (const method of methods) {
        const member = (demo[name] as unknown as Record<string, unknown>)[method];
        expect(typeof member, `${name}.${method}`).toBe('function');
      }
    }
  });
});
