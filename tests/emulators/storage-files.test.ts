import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startEmulators } from '../../scripts/emulators/suite.mjs';
import { emulatorEnv } from './emulator-hosts';

/**
 * firebase-tools' Storage emulator keeps its files under the system's temporary folder and deletes that folder when it
 * stops: each one the project starts has a folder of its own (scripts/emulators/suite.mjs), so two runs on one machine
 * (a test run and the bench, two worktrees) do not delete each other's files.
 */
const emulators = emulatorEnv(['storage']);
const bucket = `${emulators.projectId}.appspot.com`;
const path = `Products/isolation/${Date.now()}.webp`;
const owner = { authorization: 'Bearer owner' };
const read = () =>
  fetch(`${emulators.origin('storage')}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`, {
    headers: owner,
  });
const logs = await mkdtemp(join(tmpdir(), 'storage-isolation-'));

afterAll(async () => {
  await rm(logs, { recursive: true, force: true });
});

it('keeps its files when another Storage emulator on the machine stops', { timeout: 90_000 }, async () => {
  const bytes = Buffer.from('RIFF....WEBPVP8 not really a photo');
  const upload = await fetch(
    `${emulators.origin('storage')}/upload/storage/v1/b/${bucket}/o?uploadType=media&name=${encodeURIComponent(path)}`,
    { method: 'POST', headers: { ...owner, 'content-type': 'image/webp' }, body: bytes },
  );
  expect(upload.status).toBe(200);
  expect(Buffer.from(await (await read()).arrayBuffer())).toEqual(bytes);

  const other = await startEmulators({
    only: ['storage'],
    ports: 'free',
    project: 'demo-other-run',
    logDir: logs,
  });
  await other.stop();

  const after = await read();
  expect(after.status).toBe(200);
  expect(Buffer.from(await after.arrayBuffer())).toEqual(bytes);
});
