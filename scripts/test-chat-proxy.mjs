#!/usr/bin/env node
// The chat proxy (functions/src/chat/) on the Functions and Firestore emulators against a stand-in provider that
// its test starts (tests/emulators-chat/). The function reads the provider's address and key from its environment,
// fixed when the emulator starts, so this picks the stand-in's free port and a one-off key first and hands both to
// the emulators and the test:
//   node scripts/test-chat-proxy.mjs [vitest arguments...]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';

/** @returns {Promise<number>} a port free now (the test listens on it within seconds of the emulators' start) */
const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

const port = await freePort();
const env = {
  ...process.env,
  CHAT_STANDIN_PORT: String(port),
  CHAT_API_URL: `http://127.0.0.1:${port}/v2/chat`,
  // Looks like a real key to the secret scan's eyes only in length; made for this run and gone after it.
  CHAT_API_KEY: `chat-test-key-${randomBytes(12).toString('hex')}`,
  // The proxy gives up on the provider sooner than in production (15 s), so the timeout test is quick.
  CHAT_TIMEOUT_MS: '2000',
};
const child = spawn(
  process.execPath,
  [
    join(ROOT, 'scripts/with-emulators.mjs'),
    '--only',
    'firestore,functions',
    '--',
    'npx',
    'vitest',
    'run',
    '--project',
    'emulators-chat',
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, env, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
