import { afterAll, beforeAll } from 'vitest';
import { createDemoBackend } from '../../../src/backend/demo';
import { DEMO_OPERATOR } from '../../../src/config/demo';
import { defineBackendContract } from '../../contract/backend-contract';

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

defineBackendContract('demo (IndexedDB)', { enforcesAccess: false }, async () => {
  window.localStorage.clear();
  const backend = await createDemoBackend({
    dbName: `contract-${++databases}`,
    storage: window.localStorage,
    // Empty, as the emulators the same contract runs on.
    activity: false,
  });
  return { backend, admin: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password } };
});
