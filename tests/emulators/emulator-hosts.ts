import type { EmulatorPorts } from '../../src/config/data-hosts';

/**
 * The emulators a test run was given by `scripts/with-emulators.mjs`, which sets these variables. Missing means the
 * tests were started without the emulators: say how to run them instead of failing obscurely.
 */
export function emulatorEnv(needed: readonly ('auth' | 'firestore' | 'storage')[]) {
  const variables = {
    auth: 'FIREBASE_AUTH_EMULATOR_HOST',
    firestore: 'FIRESTORE_EMULATOR_HOST',
    storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
  } as const;
  const projectId = process.env.GCLOUD_PROJECT;
  const missing: string[] = needed.map((name) => variables[name]).filter((name) => !process.env[name]);
  if (!projectId) missing.push('GCLOUD_PROJECT');
  if (missing.length > 0 || !projectId) {
    throw new Error(
      `No emulators: ${missing.join(', ')} not set. Run these tests with \`npm run test:emulators\`, ` +
        'which starts the Auth, Firestore and Storage emulators and stops them afterwards.',
    );
  }
  const hostPort = (name: 'auth' | 'firestore' | 'storage') => process.env[variables[name]] ?? '';
  const port = (name: 'auth' | 'firestore' | 'storage') => Number(hostPort(name).split(':')[1]);
  const ports: Partial<EmulatorPorts> = { host: '127.0.0.1' };
  for (const name of needed) ports[name] = port(name);
  return { projectId, ports, origin: (name: 'auth' | 'firestore' | 'storage') => `http://${hostPort(name)}` };
}
