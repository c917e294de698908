// The invoice numbering under load (docs/decisions/0046-tax-documents.md): 50 offline payments recorded at the same
// moment on one confirmed charter, through the real Firebase backend (src/backend/firebase/ledger.ts, whose `record`
// tries again when the rules refuse a counter another payment moved first), against the local Auth and Firestore
// emulators with the project's rules, signed in as an admin (the Auth emulator's account with the `admin` claim).
// Checks 50 distinct, consecutive invoice serials, 50 entries and the totals on the enquiry and its charter page;
// prints the time taken, each payment's time and how many commits the rules refused (the retries).
//   node scripts/with-emulators.mjs --only auth,firestore -- node bench/invoice-numbering.mjs [--payments=50]
//   npm run bench -- --numbering   (the same)
// Never part of `npm test`. Only emulators on 127.0.0.1; at most 200 payments; stops after 180 s. Writes
// bench-results/invoice-numbering.json; exits non-zero when a check fails.
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setLogLevel } from 'firebase/firestore/lite';
import { createServer, runnerImport } from 'vite';

const MAX_PAYMENTS = 200;
const DEADLINE_MS = 180_000;
/** Each payment: 27 AED, so 50 of them pay the quote's AED 1,350 exactly. */
const AMOUNT_FILS = 2_700;
const ADMIN = { email: 'numbering@marina.test', password: 'numbering-bench-1' };

const { values } = parseArgs({ options: { payments: { type: 'string', default: '50' } } });
const count = Number(values.payments);
if (!Number.isInteger(count) || count < 2 || count > MAX_PAYMENTS)
  throw new Error(`--payments must be a whole number from 2 to ${MAX_PAYMENTS}.`);

/** The emulators this run may use: those `scripts/with-emulators.mjs` started, on this machine only. */
function localEmulators() {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    const host = process.env[name] ?? '';
    if (!/^127\.0\.0\.1:\d+$/.test(host))
      throw new Error(
        `${name} is ${host ? `"${host}"` : 'not set'}: run this against local emulators, ` +
          'node scripts/with-emulators.mjs --only auth,firestore -- node bench/invoice-numbering.mjs',
      );
  }
  if (!process.env.GCLOUD_PROJECT?.startsWith('demo-'))
    throw new Error('GCLOUD_PROJECT must be a demo- project.');
}

/**
 * The Firestore REST calls by name (`commit`, `beginTransaction`, `batchGet`…) and the commits refused: Firestore
 * Lite speaks REST over fetch in Node, so counting here sees every attempt of every transaction.
 */
function countFirestoreCalls() {
  /** @type {Record<string, number>} */
  const calls = {};
  const refused = { commits: 0 };
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const name = /\/documents:(\w+)/.exec(url)?.[1];
    if (name) calls[name] = (calls[name] ?? 0) + 1;
    const response = await original(input, init);
    if (name === 'commit' && !response.ok) refused.commits += 1;
    return response;
  };
  return { calls, refused };
}

/**
 * The app's backend code, loaded by Vite from TypeScript as the emulator tests build it (tests/emulators), on a
 * server kept open for the run: the backend loads its parts on first use (dynamic imports).
 */
async function loadBackendCode() {
  const { module: config } = await runnerImport(resolve('vite.config.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    define: {
      __BACKEND__: JSON.stringify('firebase'),
      __SITE_ENV__: JSON.stringify(config.checkedEnv({ VITE_BACKEND: 'firebase' })),
    },
  });
  const code = /** @type {any} */ (await server.ssrLoadModule(resolve('tests/emulators/emulator-env.ts')));
  return { code, close: () => server.close() };
}

/** A WhatsApp enquiry with a quote for 6 guests (AED 1,350), as a visitor sends it. */
const enquiryInput = {
  channel: 'whatsapp',
  name: '',
  phone: '',
  preferredTime: '',
  message: '',
  language: 'en',
  campaign: {},
  quote: {
    selection: {
      yachtId: 'bench-yacht',
      date: '2031-03-04',
      startMinute: 600,
      hours: 3,
      guests: 6,
      addOnIds: [],
    },
    yachtName: 'Bench Yacht',
    lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: 3, amountFils: 135_000 }],
    subtotalFils: 135_000,
    vatMode: 'included',
    vatFils: 6_429,
    totalFils: 135_000,
    depositFils: 40_500,
  },
};

/**
 * An admin account (the Auth emulator with the claim), a yacht, the booking settings with a TRN (tax invoices), an
 * enquiry confirmed by the admin with its charter page. Returns the signed-in backend and the enquiry.
 * @param {any} code
 */
async function confirmedCharter(code) {
  const emulators = code.emulatorEnv(['auth', 'firestore']);
  const accounts = code.authAccounts(emulators);
  await accounts.setClaims(await accounts.create(ADMIN.email, ADMIN.password), { admin: true });
  /** @type {any} */
  const backend = await code.emulatorBackend(emulators);
  await backend.auth.signIn(ADMIN.email, ADMIN.password);
  await backend.yachts.add(
    { name: 'Bench Yacht', price: 450, feet: 42, capacity: 12, complementary: '', images: [], isVIP: false },
    'bench-yacht',
  );
  const settings = await backend.booking.getSettings();
  await backend.booking.saveSettings({
    ...settings,
    legalName: 'Marina Luxe Yachts L.L.C.',
    legalAddress: 'Dubai Marina, Dubai, UAE',
    trn: '100123456700003',
  });
  // An enquiry as a visitor's (the rules check its quote against the yacht and the settings).
  const { id } = await backend.enquiries.create(enquiryInput);
  await backend.enquiries.confirm(id);
  const { page } = await backend.charters.open(id);
  return { backend, id, token: String(page.token) };
}

/**
 * @param {number[]} sorted
 * @param {number} share
 */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

/**
 * What the numbering and the totals must be after `count` payments on a charter that had none.
 * @param {any} backend
 * @param {string} id
 * @param {string} token
 */
async function checks(backend, id, token) {
  const documents = /** @type {{ serial: number, number: string, taxInvoice: boolean }[]} */ (
    await backend.ledger.documents(id)
  );
  const serials = documents.map((document) => document.serial).sort((a, b) => a - b);
  const entries = /** @type {{ amountFils: number }[]} */ (await backend.ledger.entries(id));
  const enquiry = await backend.enquiries.get(id);
  const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
  const moved = await backend.ledger.moved(today, today);
  await backend.auth.signOut();
  const page = await backend.charters.page(token);
  const total = count * AMOUNT_FILS;
  return {
    serials,
    results: {
      // What was issued has no gap and no repeat, whether or not every payment got through.
      'distinct serials': serials.length > 0 && new Set(serials).size === serials.length,
      'consecutive serials':
        serials.length > 0 && serials[serials.length - 1] - serials[0] + 1 === serials.length,
      [`${count} documents`]: documents.length === count,
      'all tax invoices': documents.every((document) => document.taxInvoice),
      [`${count} entries of the right amounts`]:
        entries.length === count && entries.every((entry) => entry.amountFils === AMOUNT_FILS),
      'enquiry totals': enquiry?.money?.paidFils === total && enquiry?.money?.refundedFils === 0,
      'charter page paid': page?.paid?.paidFils === total && page?.documents?.length === count,
      'in the period figures':
        moved.entries.filter((/** @type {any} */ e) => e.enquiryId === id).length === count,
    },
  };
}

async function main() {
  localEmulators();
  // A refused commit is logged with its whole request: the counts say what happened.
  setLogLevel('silent');
  const { code, close } = await loadBackendCode();
  const { backend, id, token } = await confirmedCharter(code);
  const counter = countFirestoreCalls();
  const at = new Date(Date.now() - 60_000).toISOString();
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: count }, async () => {
      const begun = performance.now();
      const payment = { kind: 'payment', amountFils: AMOUNT_FILS, method: 'cash', at, note: '' };
      const error = await backend.ledger.record(id, payment).then(
        () => null,
        (/** @type {any} */ failure) => String(failure?.code ?? failure),
      );
      return { ms: performance.now() - begun, error };
    }),
  );
  const times = outcomes.map((outcome) => outcome.ms);
  const failures = outcomes.flatMap((outcome) => outcome.error ?? []);
  const elapsedMs = Math.round(performance.now() - started);
  const calls = { ...counter.calls };
  const checked = await checks(backend, id, token);
  await close();
  const serials = checked.serials;
  const results = { 'every payment recorded': failures.length === 0, ...checked.results };
  const sorted = times.sort((a, b) => a - b);
  const report = {
    payments: count,
    elapsedMs,
    perPaymentMs: {
      median: Math.round(percentile(sorted, 0.5)),
      p90: Math.round(percentile(sorted, 0.9)),
      max: Math.round(sorted[sorted.length - 1]),
    },
    // Each attempt of `record` ends in one commit; those the rules refused were tried again.
    commits: calls.commit ?? 0,
    refusedCommits: counter.refused.commits,
    retries: (calls.commit ?? 0) - count,
    failures,
    calls,
    serials: `${serials[0]}–${serials[serials.length - 1]}`,
    checks: results,
  };
  console.log(JSON.stringify(report, null, 2));
  await mkdir('bench-results', { recursive: true });
  await writeFile('bench-results/invoice-numbering.json', JSON.stringify(report, null, 2) + '\n');
  const failed = Object.entries(results).filter(([, ok]) => !ok);
  for (const [name] of failed) console.error(`✖ ${name}`);
  if (failed.length === 0)
    console.log(`✓ ${count} payments at once: ${count} distinct, consecutive numbers.`);
  else
    console.error(
      `✖ ${failures.length} of ${count} payments not recorded (${[...new Set(failures)].join(', ')}).`,
    );
  return failed.length === 0 ? 0 : 1;
}

const deadline = setTimeout(() => {
  console.error(`✖ Not done within ${DEADLINE_MS / 1000} s.`);
  process.exit(1);
}, DEADLINE_MS);
main().then(
  (code) => {
    clearTimeout(deadline);
    process.exit(code);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
