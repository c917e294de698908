import { readFileSync } from 'node:fs';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  port: number;
  /** Every email received, parsed as a mail client would. */
  mails: ParsedMail[];
  /** Resolves with the mails once there are `count` of them (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * The key and certificate scripts/with-emulators.mjs made for this run (scripts/emulators/test-smtp-tls.mjs), which
 * the processes that send trust (NODE_EXTRA_CA_CERTS).
 */
function testTls() {
  const pfx = process.env.TEST_SMTP_TLS_PFX;
  if (!pfx) throw new Error('No TEST_SMTP_TLS_PFX: run these tests with `npm run test:functions`.');
  return { pfx: readFileSync(pfx), passphrase: process.env.TEST_SMTP_TLS_PASSPHRASE ?? '' };
}

/**
 * A local mail server for the tests (nothing outside this machine is reachable): it offers STARTTLS with the test
 * run's certificate and takes mail only over TLS, accepts any sign-in, and keeps what it receives. With
 * `tls: 'stripped'` it offers no STARTTLS, as a server whose STARTTLS an attacker on the path removed; with
 * `refuse`, it refuses every recipient as a real server refuses an unknown mailbox (550).
 */
export async function startInbox({
  port = 0,
  refuse = false,
  tls = 'starttls',
}: { port?: number; refuse?: boolean; tls?: 'starttls' | 'stripped' } = {}): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    ...(tls === 'starttls' ? testTls() : { disabledCommands: ['STARTTLS'] }),
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onMailFrom(_address, session, callback) {
      if (tls === 'starttls' && !session.secure) {
        return callback(
          Object.assign(new Error('Must issue a STARTTLS command first'), { responseCode: 530 }),
        );
      }
      return callback();
    },
    onRcptTo(_address, _session, callback) {
      if (!refuse) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The test mail server has no port.');
  return {
    port: address.port,
    mails,
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} email(s) within ${timeoutMs} ms, got ${mails.length}.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
