import type { Inbox } from '../functions/smtp-inbox';
import { RATE_LIMITS_COLLECTION } from '../../src/domain/server-api';
import { enquiriesFrom, firestore } from '../e2e-firebase/support/emulators';
import { expect, test, waitForAppStarted } from '../e2e-firebase/support/fixtures';
import { sendEnquiry } from './enquiries';
import { openInbox, runSummary } from './inbox';
import { report } from './report';
import { ipv4, latency, pool, tally } from './traffic';

/**
 * The fault run (after tests/load/load.spec.ts, in `npm run bench -- --load`): the mail server down then up, and the
 * Firestore emulator stopped mid-run then started again (scripts/test-e2e-firebase.mjs --load's control endpoint).
 */
test.describe.configure({ mode: 'serial' });

/** Asks the run's script to stop or start the Firestore emulator; resolves with how long it took. */
async function switchFirestore(action: 'down' | 'up'): Promise<number> {
  const control = process.env.LOAD_CONTROL_URL;
  if (!control) throw new Error('No LOAD_CONTROL_URL: run the fault run with `npm run bench -- --load`.');
  const response = await fetch(`${control}/firestore/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Firestore ${action}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { ms: number }).ms;
}

/** The notification status of each enquiry, once none is still being sent (or after `timeoutMs`). */
async function notificationsOf(references: readonly string[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const docs = await Promise.all(references.map((id) => firestore().collection('enquiries').doc(id).get()));
    const statuses = docs.map(
      (doc) => (doc.get('notification') as { status?: string } | undefined)?.status ?? 'none',
    );
    if (statuses.every((status) => status !== 'none' && status !== 'sending') || Date.now() > deadline) {
      return statuses;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const callBack = (index: number) => ({
  channel: 'callback' as const,
  name: `Fault Caller ${index}`,
  phone: `+9715022200${String(index).padStart(2, '0')}`,
  preferredTime: '',
  message: index % 2 === 0 ? 'نريد رحلة عند الغروب' : 'Sunset trip, please call.',
  language: index % 2 === 0 ? ('ar' as const) : ('en' as const),
  campaign: {},
  quote: null,
});

test('the mail server down, then up: every enquiry stored, and the operator told once it is back', async () => {
  test.setTimeout(180_000);
  // A new hour: the flood's counters gone, so each enquiry would have its own email.
  await firestore().recursiveDelete(firestore().collection(RATE_LIMITS_COLLECTION));
  const callers = ipv4(12, 151);
  const sent = await pool(12, 4, (index) => sendEnquiry(callBack(index), callers[index]));
  const references = sent.flatMap((result) =>
    !(result.value instanceof Error) && result.value.kind === 'accepted' ? [result.value.reference] : [],
  );
  const whileDown = await notificationsOf(references);
  let inbox: Inbox | null = null;
  try {
    // The summary runs while the server is still down: nothing is marked told.
    await runSummary();
    const afterFailedSummary = await notificationsOf(references);
    inbox = await openInbox();
    const upAt = Date.now();
    await runSummary();
    const afterUp = await notificationsOf(references);
    report('fault: mail server down, then up', {
      enquiriesSent: sent.length,
      stored: (
        await Promise.all(references.map((id) => firestore().collection('enquiries').doc(id).get()))
      ).filter((doc) => doc.exists).length,
      notificationsWhileDown: tally(whileDown, (status) => status),
      afterASummaryWhileDown: tally(afterFailedSummary, (status) => status),
      emailsOnceUp: inbox.mails.length,
      afterTheNextSummary: tally(afterUp, (status) => status),
      secondsFromUpToTold: Number(((Date.now() - upAt) / 1000).toFixed(1)),
    });
    expect(references).toHaveLength(12);
    expect(whileDown.every((status) => status === 'failed')).toBe(true);
    expect(afterFailedSummary.every((status) => status === 'failed')).toBe(true);
    expect(inbox.mails).toHaveLength(1);
    for (const reference of references) expect(inbox.mails[0].text).toContain(reference);
    expect(afterUp.every((status) => status === 'summarised')).toBe(true);
  } finally {
    await inbox?.close();
  }
});

test.describe('Firestore stopped mid-run', () => {
  // The browser's own report of the failed call (no answer the page may read) is what this fault causes.
  test.use({
    allowConsoleErrors: ['createEnquiry', 'Failed to load resource', 'could not be stored'],
  });

  test('the visitor sees an error and keeps what was typed, then the request goes through', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/contact');
    await waitForAppStarted(page);
    const typed = {
      Name: 'Mariam Al Falasi',
      Phone: '050 765 4321',
      'Preferred time': '18:30',
      'Message (optional)': 'A birthday for 14 guests, كعكة عيد ميلاد please.',
    };
    for (const [label, value] of Object.entries(typed))
      await page.getByLabel(label, { exact: true }).fill(value);

    const downMs = await switchFirestore('down');
    // Scripts calling meanwhile are refused, never told "stored".
    const callers = ipv4(10, 201);
    const scripted = pool(10, 5, (index) => sendEnquiry(callBack(50 + index), callers[index]));
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Request a Call Back' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/went wrong|could not|try again/i, { timeout: 120_000 });
    const errorAfterMs = Date.now() - clicked;
    const visitorMessage = (await alert.first().textContent())?.trim();
    for (const [label, value] of Object.entries(typed)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    const duringOutage = await scripted;

    const upMs = await switchFirestore('up');
    const retried = Date.now();
    await page.getByRole('button', { name: 'Request a Call Back' }).click();
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({ timeout: 60_000 });
    const storedAfterMs = Date.now() - retried;
    const stored = await enquiriesFrom(typed.Name);
    report('fault: Firestore stopped mid-run', {
      firestoreDownMs: downMs,
      visitorSawTheErrorAfterMs: errorAfterMs,
      visitorMessage,
      scriptedCallsDuringOutage: tally(duringOutage, (result) =>
        result.value instanceof Error
          ? 'error'
          : `${result.value.kind} ${'code' in result.value ? result.value.code : ''}`.trim(),
      ),
      scriptedLatencyMs: latency(duringOutage.map((result) => result.ms)),
      firestoreUpAndSeededMs: upMs,
      retryStoredAfterMs: storedAfterMs,
      storedAfterRetry: stored.length,
    });
    expect(
      duringOutage.some((result) => !(result.value instanceof Error) && result.value.kind === 'accepted'),
    ).toBe(false);
    // Told within the server's deadline for its checks (functions/src/enquiry-handler.ts), not its 30 s timeout.
    expect(errorAfterMs).toBeLessThan(20_000);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ phone: '+971507654321', preferredTime: '18:30' });
  });
});
