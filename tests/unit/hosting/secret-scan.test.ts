import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { dotenvValue, findSecrets, redact } from '../../../scripts/lib/secret-scan.mjs';

// Samples are put together at run time so that this file itself holds no secret-shaped text.
const join = (...parts: string[]) => parts.join('');
const apiKey = join('AI', 'za', 'SyA1234567890abcdefghijklmnopqrstuv');

describe('secret scan (scripts/check-secrets.mjs runs it over dist/ and the repository)', () => {
  it.each([
    ['private key', join('-----BEGIN ', 'PRIVATE KEY-----\nMIIE...')],
    ['private key', join('-----BEGIN RSA ', 'PRIVATE KEY-----')],
    ['service-account key file', join('{"type": "service', '_account", "project_id": "x"}')],
    ['service-account key file', join('"private_key', '_id": "0123456789abcdef"')],
    ['service-account email', join('firebase-adminsdk-abc@marina-prod', '.iam.gserviceaccount.com')],
    ['Google API key', `const key="${apiKey}"`],
    ['GitHub token', join('gh', 'p_', 'a'.repeat(36))],
    ['AWS access key', join('AK', 'IA', 'ABCDEFGHIJKLMNOP')],
    ['OpenAI-style secret key', join('s', 'k-', 'A1'.repeat(20))],
    ['Stripe secret key', join('s', 'k_live_', 'A1'.repeat(12))],
    ['Stripe test secret key', join('s', 'k_test_', 'A1'.repeat(12))],
    ['Stripe webhook signing secret', join('wh', 'sec_', 'A1'.repeat(16))],
  ])('finds a %s', (name, text) => {
    expect(findSecrets(text).map((found) => found.name)).toContain(name);
  });

  it('allows the public Firebase web API key of this build, but not another one', () => {
    const other = join('AI', 'za', 'SyB0987654321zyxwvutsrqponmlkjihgfe');
    expect(findSecrets(`a="${apiKey}";b="${other}"`, { allowed: [apiKey] })).toEqual([
      { name: 'Google API key', match: other },
    ]);
  });

  it('leaves ordinary bundle text alone', () => {
    const bundle =
      'const s="sk-";function AIza(){};var e="service_account_email";var w="whsec_emulator_stand_in";' +
      'fetch("https://firestore.googleapis.com/v1/projects/demo-x/databases/(default)/documents:runQuery")';
    expect(findSecrets(bundle)).toEqual([]);
  });

  it('prints only a little of what it found', () => {
    expect(redact(apiKey)).toBe(`${apiKey.slice(0, 8)}…uv`);
    expect(redact('short-one')).toBe('shor…');
  });
});

describe('the chat provider’s key the functions hold (CHAT_API_KEY)', () => {
  // Shaped like no pattern above: only knowing the value finds it.
  const chatKey = join('Zq8w', 'Kc3v', 'Lp0x', 'Rt7y');
  const known = [{ name: 'chat key', value: chatKey }];

  it('is found wherever it is, whatever it looks like; a placeholder too short to be a key is not looked for', () => {
    expect(findSecrets(`headers:{Authorization:"Bearer ${chatKey}"}`, { known })).toEqual([
      { name: 'chat key', match: chatKey },
    ]);
    expect(findSecrets('nothing here', { known })).toEqual([]);
    expect(findSecrets('x = "changeme"', { known: [{ name: 'chat key', value: 'changeme' }] })).toEqual([]);
  });

  it('is read from functions/.secret.local lines', () => {
    const file = `# local secrets\nOTHER=1\nCHAT_API_KEY="${chatKey}"\n`;
    expect(dotenvValue(file, 'CHAT_API_KEY')).toBe(chatKey);
    expect(dotenvValue(`export CHAT_API_KEY=${chatKey}`, 'CHAT_API_KEY')).toBe(chatKey);
    expect(dotenvValue('CHAT_API_KEY_OLD=x', 'CHAT_API_KEY')).toBeUndefined();
  });

  it('fails `npm run test:secrets` when a built file holds it, and passes when none does', () => {
    const build = mkdtempSync(joinPath(tmpdir(), 'chat-key-build-'));
    try {
      writeFileSync(joinPath(build, 'index.html'), '<!doctype html><title>Marina</title>');
      const run = () =>
        spawnSync(process.execPath, ['scripts/check-secrets.mjs', build], {
          encoding: 'utf8',
          env: { ...process.env, CHAT_API_KEY: chatKey },
        });
      const clean = run();
      expect(clean.status, clean.stderr).toBe(0);

      writeFileSync(joinPath(build, 'chat.js'), `fetch(u,{headers:{Authorization:"Bearer ${chatKey}"}})`);
      const leaked = run();
      expect(leaked.status).toBe(1);
      expect(leaked.stderr).toMatch(/chat\.js: the chat provider’s key \(CHAT_API_KEY/);
      // The report does not print the key itself.
      expect(leaked.stderr).not.toContain(chatKey);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
