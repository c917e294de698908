// The test mail server's TLS (docs/decisions/0039): the functions send the operator's email only over TLS (nodemailer
// `requireTLS`), so the mail server the tests start (tests/functions/smtp-inbox.ts) offers STARTTLS with a key and
// certificate made here for this run, and the processes that send (the Functions emulator, the test runner) trust
// that one certificate through NODE_EXTRA_CA_CERTS: the code under test verifies the server as in production.
// Made with the JDK's keytool, which every machine that runs the emulators has (the Firestore emulator is Java).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { javaTool } from '../lib/emulators.mjs';

/**
 * @param {string[]} args
 */
function keytool(args) {
  const result = spawnSync(javaTool('keytool'), args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      `keytool (the JDK's) could not make the test mail server's certificate: ${result.error?.message ?? ''}${result.stderr}`,
    );
  }
}

/**
 * A key and a self-signed certificate for 127.0.0.1 and localhost, valid two days, in `folder`.
 * @param {string} folder
 * @returns {{ env: Record<string, string> }} the variables for the processes that send (NODE_EXTRA_CA_CERTS, with
 *   any extra certificates already trusted kept) and for the test mail server (TEST_SMTP_TLS_PFX, _PASSPHRASE)
 */
export function makeTestSmtpTls(folder) {
  const pfx = join(folder, 'smtp-test.p12');
  const certificate = join(folder, 'smtp-test-ca.pem');
  const passphrase = randomBytes(12).toString('hex');
  const store = ['-keystore', pfx, '-storetype', 'PKCS12', '-storepass', passphrase];
  keytool([
    '-genkeypair',
    '-alias',
    'smtp',
    '-keyalg',
    'EC',
    '-groupname',
    'secp256r1',
    '-validity',
    '2',
    '-dname',
    'CN=127.0.0.1',
    '-ext',
    'SAN=ip:127.0.0.1,dns:localhost',
    '-keypass',
    passphrase,
    ...store,
  ]);
  keytool(['-exportcert', '-rfc', '-alias', 'smtp', '-file', certificate, ...store]);
  const already = process.env.NODE_EXTRA_CA_CERTS;
  const trusted = join(folder, 'extra-ca-certs.pem');
  const kept = already && existsSync(already) ? `${readFileSync(already, 'utf8').trim()}\n` : '';
  writeFileSync(trusted, kept + readFileSync(certificate, 'utf8'));
  return {
    env: {
      NODE_EXTRA_CA_CERTS: trusted,
      TEST_SMTP_TLS_PFX: pfx,
      TEST_SMTP_TLS_PASSPHRASE: passphrase,
    },
  };
}
