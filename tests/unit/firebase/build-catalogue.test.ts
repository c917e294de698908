import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueSource, readBuildCatalogue } from '../../../src/backend/firebase/build-catalogue';
import type { FirebaseSettings } from '../../../src/config/env';

const settings = (firestore: number): FirebaseSettings => ({
  apiKey: 'demo-key',
  authDomain: 'demo-marina.firebaseapp.com',
  projectId: 'demo-marina',
  storageBucket: 'demo-marina.appspot.com',
  appId: '1:0:web:0',
  useEmulators: true,
  emulatorPorts: { firestore },
});

let server: Server | undefined;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

/** A port that accepts connections and never answers. */
async function silentPort(): Promise<number> {
  server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

describe('the build-time catalogue reader', () => {
  it('names where it reads: the project, or the emulator and its port', () => {
    expect(catalogueSource({ ...settings(8181), useEmulators: false })).toBe(
      'Firestore of project demo-marina',
    );
    expect(catalogueSource(settings(8181))).toBe(
      'the Firestore emulator at 127.0.0.1:8181 (project demo-marina)',
    );
  });

  it('gives up, saying so, when Firestore does not answer in time', async () => {
    const port = await silentPort();
    await expect(readBuildCatalogue(settings(port), 1500)).rejects.toThrow('no answer within 2 s');
  });
});
