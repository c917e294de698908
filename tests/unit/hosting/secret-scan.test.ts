import { describe, expect, it } from 'vitest';
import { findSecrets, redact } from '../../../scripts/lib/secret-scan.mjs';

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
