import { Timestamp } from 'firebase-admin/firestore';
import { createServer, type Server } from 'node:http';
import type { Inbox } from '../functions/smtp-inbox';

import { FEED_SECRET_DOC, newFeedSecret } from '../../src/domain/calendar-feed';
import { ENQUIRIES_PER_IP, FUNCTION_NAMES } from '../../src/domain/server-api';
import { POISONED, poisonedAt, poisonedEnquiry } from '../e2e/support/unreadable-helpers';
import { firestore } from '../e2e-firebase/support/emulators';
import { expect, signInAsOperator, test } from '../e2e-firebase/support/fixtures';
import { loadEnquiry, sendEnquiry, weekdayAhead, type CallOutcome } from './enquiries';
import { openInbox, runSummary } from './inbox';
import { report, startReport } from './report';
import { functionsBaseUrl, ipv4, ipv6SameNetwork, latency, pool, tally } from './traffic';

/**
 * The load run (`npm run bench -- --load`; never part of `npm test`): an attacker's traffic against this run's
 * emulators only, bounded in count and time: 500 enquiries from 50 addresses, 200 chat calls, 1,000 wrong calendar
 * feed secrets; then the operator's dashboard with three poisoned enquiries among the flood. Each step reports its
 * figures to bench-results/load.json and checks what must hold (docs/decisions/0040-limits-that-hold.md).
 */
test.describe.configure({ mode: 'serial' });

/** The site's hourly ceilings at their defaults (functions/src/limit-params.ts). */
const SITE_ENQUIRIES_PER_HOUR = 200;
const OPERATOR_EMAILS_PER_HOUR = 30;

let inbox: Inbox;
/** Every reference createEnquiry gave back. */
let accepted: string[] = [];

test.beforeAll(async () => {
  inbox = await openInbox();
  startReport({ about: 'Load run on the emulators (tests/load/load.spec.ts)' });
});
test.afterAll(async () => {
  await inbox?.close();
});

/** The stored enquiries' notification statuses, once no trigger is still at work (or after `timeoutMs`). */
async function settledNotifications(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await firestore().collection('enquiries').select('notification', 'flags').get();
    const statuses = snapshot.docs.map(
      (doc) => (doc.get('notification') as { status?: string } | undefined)?.status ?? 'none',
    );
    const pending = statuses.filter((status) => status === 'none' || status === 'sending').length;
    if (pending === 0 || Date.now() > deadline) return { snapshot, statuses: tally(statuses, (s) => s) };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('500 enquiries from 50 addresses in a minute: the limits hold, nothing accepted is lost', async () => {
  test.setTimeout(600_000);
  const date = weekdayAhead(Date.now());
  // 25 IPv4 addresses and 25 addresses of one IPv6 /64, ten enquiries each, interleaved.
  const addresses = [...ipv4(25), ...ipv6SameNetwork(25)];
  const callers = Array.from({ length: 500 }, (_, index) => addresses[index % addresses.length]);
  const started = Date.now();
  const results = await pool(500, 12, (index) => sendEnquiry(loadEnquiry(index, date), callers[index]));
  const seconds = (Date.now() - started) / 1000;
  const outcomes = results.map((result) =>
    result.value instanceof Error
      ? ({ kind: 'failed', status: 0, code: result.value.message } satisfies CallOutcome)
      : result.value,
  );
  accepted = outcomes.flatMap((outcome) => (outcome.kind === 'accepted' ? [outcome.reference] : []));
  const acceptedFrom = (family: 'ipv4' | 'ipv6') =>
    outcomes.filter(
      (outcome, index) => outcome.kind === 'accepted' && callers[index].includes(':') === (family === 'ipv6'),
    ).length;

  const stored = await firestore().collection('enquiries').select('flags', 'reference').get();
  const storedIds = new Set(stored.docs.map((doc) => doc.id));
  const missing = accepted.filter((reference) => !storedIds.has(reference));
  const flags = tally(
    stored.docs.flatMap((doc) => (doc.get('flags') as string[] | undefined) ?? []),
    (flag) => flag,
  );
  report('enquiries', {
    sent: outcomes.length,
    seconds: Number(seconds.toFixed(1)),
    accepted: accepted.length,
    acceptedFromIpv4: acceptedFrom('ipv4'),
    acceptedFromOneIpv6Network: acceptedFrom('ipv6'),
    refused: tally(
      outcomes.filter((o) => o.kind === 'refused'),
      (o) => (o.kind === 'refused' ? o.code : ''),
    ),
    failed: tally(
      outcomes.filter((o) => o.kind === 'failed'),
      (o) => (o.kind === 'failed' ? o.code : ''),
    ),
    stored: stored.size,
    acceptedButMissing: missing.length,
    flags,
    latencyMs: latency(results.map((result) => result.ms)),
  });

  expect(outcomes.filter((outcome) => outcome.kind === 'failed')).toEqual([]);
  expect(missing).toEqual([]);
  expect(stored.size).toBe(accepted.length);
  // Each IPv4 address its ten an hour; the whole /64 one bucket of ten.
  expect(acceptedFrom('ipv4')).toBe(25 * ENQUIRIES_PER_IP.max);
  expect(acceptedFrom('ipv6')).toBe(ENQUIRIES_PER_IP.max);
  // Past the site's ceiling, stored and flagged; no phone refused for what others sent in its name.
  expect(flags['site-busy'] ?? 0).toBe(accepted.length - SITE_ENQUIRIES_PER_HOUR);
  expect(flags['phone-busy'] ?? 0).toBeGreaterThan(0);
});

test('the operator’s email: single emails up to the hour’s ceiling, the rest in one summary', async () => {
  test.setTimeout(240_000);
  const started = Date.now();
  const before = await settledNotifications();
  const settledSeconds = (Date.now() - started) / 1000;
  const single = inbox.mails.length;
  await runSummary();
  const after = await settledNotifications(10_000);
  const summary = inbox.mails.slice(single);
  report('emails', {
    notificationsAfterFlood: before.statuses,
    secondsUntilEveryTriggerRan: Number(settledSeconds.toFixed(1)),
    singleEmails: single,
    summaryEmails: summary.length,
    summarySubject: summary[0]?.subject ?? null,
    notificationsAfterSummary: after.statuses,
  });
  expect(before.statuses.none ?? 0).toBe(0);
  expect(single).toBe(before.statuses.sent ?? 0);
  expect(single).toBeLessThanOrEqual(OPERATOR_EMAILS_PER_HOUR);
  expect(summary).toHaveLength(1);
  // Every enquiry told, once: by its own email or in the summary.
  expect((after.statuses.sent ?? 0) + (after.statuses.summarised ?? 0)).toBe(accepted.length);
  const text = summary[0]?.text ?? '';
  for (const doc of after.snapshot.docs) {
    if ((doc.get('notification') as { status?: string }).status === 'summarised')
      expect(text).toContain(doc.id);
  }
});

test('200 chat calls: per-address allowance, then the daily budget stops the proxy', async () => {
  test.setTimeout(180_000);
  const budget = Number(process.env.CHAT_DAILY_BUDGET);
  const port = Number(process.env.CHAT_STANDIN_PORT);
  expect(budget).toBeGreaterThan(0);
  let providerCalls = 0;
  const standIn: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      providerCalls += 1;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          message: { role: 'assistant', content: [{ type: 'text', text: 'Azure Pearl is free.' }] },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(port, '127.0.0.1', resolve));
  try {
    // 150 calls from 10 IPv4 addresses, 50 from 25 addresses of one IPv6 /64, interleaved.
    const v4 = ipv4(10, 101);
    const v6 = ipv6SameNetwork(25);
    const callers = Array.from({ length: 200 }, (_, index) =>
      index % 4 === 3 ? v6[Math.floor(index / 4) % v6.length] : v4[index % v4.length],
    );
    const results = await pool(200, 10, async (index) => {
      const response = await fetch(`${functionsBaseUrl()}/${FUNCTION_NAMES.chat}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://site.test',
          'x-forwarded-for': callers[index],
        },
        body: JSON.stringify({
          language: 'en',
          messages: [{ role: 'user', content: `Is a yacht free on Friday for 8 people? (${index})` }],
        }),
      });
      // The proxy's refusals say why in `error` ('rate-limited', 'budget-spent', …).
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      return response.ok ? 'answered' : `${response.status} ${String(body?.error ?? '')}`.trim();
    });
    const outcomes = results.map((result) =>
      result.value instanceof Error ? `error ${result.value.message}` : result.value,
    );
    const counts = tally(outcomes, (outcome) => outcome);
    report('chat', {
      calls: outcomes.length,
      dailyBudget: budget,
      outcomes: counts,
      providerCalls,
      firstBudgetStopAtCall: outcomes.findIndex((outcome) => outcome.includes('budget')) + 1,
      latencyMs: latency(results.map((result) => result.ms)),
    });
    expect(counts.answered).toBe(providerCalls);
    expect(providerCalls).toBeLessThanOrEqual(budget);
    expect(
      Object.keys(counts).some((outcome) => outcome.startsWith('429') && outcome.includes('budget')),
    ).toBe(true);
    expect(Object.keys(counts).filter((outcome) => !/^(answered|429 )/.test(outcome))).toEqual([]);
  } finally {
    await new Promise((resolve) => standIn.close(resolve));
  }
});

test('1,000 wrong calendar-feed secrets: each refused alike, quickly', async () => {
  test.setTimeout(180_000);
  // The operator's feed exists: the wrong secrets are compared with a real one.
  const secret = newFeedSecret();
  await firestore().doc(FEED_SECRET_DOC).set({ secret, rotatedAt: Timestamp.now() });
  const feed = (given: string) => `${functionsBaseUrl()}/${FUNCTION_NAMES.calendarFeed}/${given}.ics`;
  const results = await pool(1000, 20, async (index) => {
    const wrong = `${index.toString(36).padStart(8, '0')}${'A'.repeat(35)}`;
    const response = await fetch(feed(wrong));
    await response.arrayBuffer();
    return response.status;
  });
  const statuses = tally(results, (result) =>
    result.value instanceof Error ? 'error' : String(result.value),
  );
  const right = await fetch(feed(secret));
  report('feed', {
    calls: results.length,
    statuses,
    latencyMs: latency(results.map((result) => result.ms)),
    theRightSecretAfterwards: right.status,
  });
  expect(statuses).toEqual({ '404': 1000 });
  expect(right.status).toBe(200);
});

test('the admin dashboard opens beside the flood with three poisoned enquiries', async ({ page }) => {
  test.setTimeout(120_000);
  const enquiries = firestore().collection('enquiries');
  for (const [index, poison] of POISONED.entries()) {
    await enquiries.doc(poison.reference).set(poisonedEnquiry(poison, Timestamp.fromDate(poisonedAt(index))));
  }
  const total = (await enquiries.count().get()).data().count;
  const started = Date.now();
  await signInAsOperator(page);
  const queue = page.getByRole('region', { name: 'To do' });
  for (const { name } of POISONED) {
    await expect(queue.getByRole('link', { name: new RegExp(`^${name} · could not be read`) })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Period figures' })).toBeVisible();
  const dashboardMs = Date.now() - started;

  const pipelineStarted = Date.now();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Enquiries' }).click();
  const list = page.getByRole('list', { name: 'Enquiries' });
  await expect(list.getByRole('combobox', { name: /^Status of MLY-/ }).first()).toBeEnabled();
  const pipelineMs = Date.now() - pipelineStarted;
  report('dashboard', {
    enquiriesStored: total,
    poisoned: POISONED.length,
    signInToDashboardMs: dashboardMs,
    pipelineMs,
    pipelineItemsShown: await list.getByRole('listitem').count(),
  });
});
