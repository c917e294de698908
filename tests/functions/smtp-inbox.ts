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
 * A local mail server for the tests (nothing outside this machine is reachable): it accepts any sign-in and no
 * TLS, and keeps what it receives; with `refuse`, it refuses every recipient as a real server refuses an unknown
 * mailbox (550).
 */
export async function startInbox({ port = 0, refuse = false } = {}): Promise<Inbox> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
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
