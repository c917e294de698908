import { afterAll, beforeAll } from 'vitest';
import { createDemoBackend } from '../../../src/backend/demo';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { defineBackendContract } from '../../contract/backend-contract';
import { definePaymentsContract } from '../../contract/payments-contract';

// jsdom has no object URLs; the demo backend makes one per stored file it shows.
const original = URL.createObjectURL;
let objectUrls = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:http://localhost/${++objectUrls}`;
});
afterAll(() => {
  URL.createObjectURL = original;
});

let databases = 0;

/** Another browser's storage: its own device id. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A new, empty demo database (as the emulators the same contracts run on), nobody signed in. */
async function demoHarness() {
  window.localStorage.clear();
  const dbName = `contract-${++databases}`;
  const backend = await createDemoBackend({
    dbName,
    storage: window.localStorage,
    // Empty, as the emulators the same contract runs on.
    activity: false,
  });
  return {
    backend,
    admin: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password },
    otherDevice: () => createDemoBackend({ dbName, storage: memoryStorage(), activity: false }),
  };
}

defineBackendContract('demo (IndexedDB)', { enforcesAccess: false }, demoHarness);

// The demo takes the balance online on its own payment page (docs/decisions/0048-demo-payment-page.md).
definePaymentsContract('demo (IndexedDB)', { online: true, demoCheckout: true }, demoHarness);
