import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreOf, rulesEnvironment } from './rules-env';
import { emulatorEnv } from './emulator-hosts';

/**
 * A quote's lines as the rules check them (firestore.rules isCharterLine, isAddOnLines; docs/decisions/
 * 0032-quote-lines-stored-for-the-rules.md): the largest legitimate enquiry is accepted with room to spare in the
 * 1000 expressions a request may evaluate, and each way a line can be too big or of the wrong kind is refused.
 */
type Data = Record<string, unknown>;

const text = (length: number, character = 'x') => character.repeat(length);
const arabic = (length: number) => text(length, 'ب');

const YACHT = text(128, 'y');
/** 19 add-on ids of 128 characters, and one more chosen that the quote leaves out (an inactive add-on). */
const IDS = Array.from({ length: 19 }, (_, i) => `${String(i).padStart(2, '0')}${text(126, 'a')}`);
const UNITS = ['booking', 'hour', 'guest'];

/** Add-on lines of the largest kind for these ids: 120-character Arabic names, amounts at the limit. */
function addOnLines(ids: string[]): Data {
  return {
    ids,
    names: ids.map(() => arabic(120)),
    units: ids.map((_, i) => UNITS[i % 3]),
    unitPriceFils: ids.map(() => 1_000_000_000_000),
    quantities: ids.map(() => 1000),
    amountFils: ids.map(() => 1_000_000_000_000),
  };
}

/** Without the keys whose value is undefined (how a test leaves a key out). */
const defined = (data: Data) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

/** The largest enquiry a visitor can send: every field at its limit, a charter and 19 add-ons. */
function largest(reference: string, quoteChanges: Data = {}, lineChanges: Data = {}): Data {
  return {
    reference,
    channel: 'callback',
    name: arabic(120),
    nameKey: arabic(120),
    phone: '+971501234567890'.slice(0, 16),
    preferredTime: '23:59',
    message: arabic(2000),
    language: 'ar',
    campaign: {
      utmSource: arabic(200),
      utmMedium: arabic(200),
      utmCampaign: arabic(200),
      gclid: arabic(200),
      fbclid: arabic(200),
    },
    quote: {
      selection: {
        yachtId: YACHT,
        date: '2031-03-07',
        startMinute: 1439,
        hours: 24,
        guests: 1000,
        addOnIds: [...IDS, text(128, 'z')],
      },
      yachtName: arabic(120),
      packageName: arabic(120),
      charterLine: {
        rate: 'weekend',
        unitPriceFils: 41_666_666_666,
        quantity: 24,
        amountFils: 999_999_999_984,
      },
      addOnLines: defined({ ...addOnLines(IDS), ...lineChanges }),
      subtotalFils: 1_000_000_000_000,
      vatMode: 'added',
      vatFils: 1_000_000_000_000,
      totalFils: 1_000_000_000_000,
      depositFils: 1_000_000_000_000,
      ...quoteChanges,
    },
    status: 'new',
    bookingId: null,
    createdAt: serverTimestamp(),
  };
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
let references = 300_000;
function nextReference() {
  let n = ++references;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code = ALPHABET[n % ALPHABET.length] + code;
    n = Math.floor(n / ALPHABET.length);
  }
  return `MLY-${code}`;
}

/**
 * The project's rules, with `tens` × 10 cheap comparisons evaluated before each enquiry's own checks (in groups of
 * ten: one long chain is refused as too complex to compile).
 */
function rulesWithSpare(tens: number, ones = 0): string {
  const rules = readFileSync('firestore.rules', 'utf8');
  const comparisons = (n: number) => Array.from({ length: n }, () => 'request.time != null');
  const spare = [...Array.from({ length: tens }, () => 'spareTen()'), ...comparisons(ones)].join(' && ');
  const start = 'function isNewEnquiry(id, data) {\n      return ';
  expect(rules).toContain(start);
  return rules
    .replace(start, `${start}spare() && `)
    .replace(
      '    function isAdmin() {',
      `    function spareTen() { return ${comparisons(10).join(' && ')}; }\n` +
        `    function spare() { return ${spare}; }\n\n    function isAdmin() {`,
    );
}

async function environmentWith(rules: string, project: string): Promise<RulesTestEnvironment> {
  const { ports, projectId } = emulatorEnv(['firestore']);
  const env = await initializeTestEnvironment({
    projectId: `${projectId}-${project}`,
    firestore: { rules, host: ports.host ?? '127.0.0.1', port: ports.firestore ?? 0 },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), 'products', YACHT), { name: 'Largest' });
  });
  return env;
}

const send = (env: RulesTestEnvironment, data: Data) =>
  setDoc(doc(firestoreOf(env.unauthenticatedContext()), 'enquiries', String(data.reference)), data);

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), 'products', YACHT), { name: 'Largest' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('quote lines', () => {
  it('accepts the largest enquiry: a charter and 19 add-ons with 120-character Arabic names, every campaign field, a 2000-character message', async () => {
    await assertSucceeds(send(env, largest(nextReference())));
  });

  it('accepts the edges: no add-ons, one, names with spaces inside, the smallest amounts', async () => {
    const none = { ids: [], names: [], units: [], unitPriceFils: [], quantities: [], amountFils: [] };
    for (const data of [
      largest(nextReference(), { addOnLines: none }),
      largest(nextReference(), { addOnLines: addOnLines(IDS.slice(0, 1)) }),
      largest(
        nextReference(),
        {},
        { names: IDS.map((_, i) => (i === 0 ? 'Cake for 8 ' : ` ${arabic(118)} `)) },
      ),
      largest(nextReference(), {}, { names: IDS.map(() => 'x') }),
      largest(
        nextReference(),
        { charterLine: { rate: 'weekday', unitPriceFils: 0, quantity: 24, amountFils: 0 } },
        { unitPriceFils: IDS.map(() => 0), quantities: IDS.map(() => 0), amountFils: IDS.map(() => 0) },
      ),
    ]) {
      await assertSucceeds(send(env, data));
    }
  });

  const charter = {
    rate: 'weekend',
    unitPriceFils: 41_666_666_666,
    quantity: 24,
    amountFils: 999_999_999_984,
  };
  const withCharter = (changes: Data) =>
    largest(nextReference(), { charterLine: defined({ ...charter, ...changes }) });
  const withLines = (changes: Data) => largest(nextReference(), {}, changes);
  const lines = addOnLines(IDS) as Record<string, unknown[]>;
  const oneChanged = (key: string, value: unknown) => ({
    [key]: lines[key].map((item, i) => (i === 7 ? value : item)),
  });
  const oneMore = (key: string) => ({ [key]: [...lines[key], lines[key][0]] });
  const oneLess = (key: string) => ({ [key]: lines[key].slice(1) });
  const twenty = [...IDS, text(128, 'z')];
  const KEYS = ['ids', 'names', 'units', 'unitPriceFils', 'quantities', 'amountFils'];

  it.each<[string, () => Data]>([
    ['a charter line with an extra 200 KB field', () => withCharter({ note: text(200_000) })],
    ['a charter line without its rate', () => withCharter({ rate: undefined })],
    ['a charter line of an unknown rate', () => withCharter({ rate: 'holiday' })],
    [
      'a charter line for other hours than chosen',
      () => withCharter({ quantity: 23, amountFils: 958_333_333_318 }),
    ],
    ['a charter amount that is not price × hours', () => withCharter({ amountFils: 999_999_999_983 })],
    ['a charter price that is a fraction', () => withCharter({ unitPriceFils: 1.5, amountFils: 36 })],
    ['a negative charter price', () => withCharter({ unitPriceFils: -1, amountFils: -24 })],
    ['a charter price as text', () => withCharter({ unitPriceFils: '41666666666' })],
    [
      'a charter amount over the limit',
      () => withCharter({ unitPriceFils: 41_666_666_667, amountFils: 1_000_000_000_008 }),
    ],
    ['the charter line as a list', () => largest(nextReference(), { charterLine: [charter] })],
    ['an add-on block with an extra 200 KB field', () => withLines({ note: text(200_000) })],
    [
      'an add-on block as a list',
      () => largest(nextReference(), { addOnLines: [addOnLines(IDS.slice(0, 1))] }),
    ],
    ...KEYS.map((key): [string, () => Data] => [
      `an add-on block without ${key}`,
      () => withLines({ [key]: undefined }),
    ]),
    ...KEYS.map((key): [string, () => Data] => [
      `${key} with one item more than the ids`,
      () => withLines(oneMore(key)),
    ]),
    ...KEYS.map((key): [string, () => Data] => [
      `${key} with one item less than the ids`,
      () => withLines(oneLess(key)),
    ]),
    ...KEYS.map((key): [string, () => Data] => [`${key} as text`, () => withLines({ [key]: 'x' })]),
    ['21 lines (20 add-ons)', () => largest(nextReference(), { addOnLines: addOnLines(twenty) })],
    ['an add-on id that is a map', () => withLines(oneChanged('ids', { id: IDS[7] }))],
    ['an add-on id of 100 KB', () => withLines(oneChanged('ids', text(100_000)))],
    ['an add-on id the visitor did not choose', () => withLines(oneChanged('ids', 'caviar'))],
    ['an add-on name of 500 KB', () => withLines(oneChanged('names', text(500_000)))],
    ['an add-on name of 121 characters', () => withLines(oneChanged('names', arabic(121)))],
    ['an empty add-on name', () => withLines(oneChanged('names', ''))],
    ['an add-on name of spaces only', () => withLines(oneChanged('names', '\u00a0 \u3000'))],
    ['an add-on name holding a line break', () => withLines(oneChanged('names', 'Cake\nWine'))],
    ['an add-on name holding a control character', () => withLines(oneChanged('names', 'Cake\u0007'))],
    ['an add-on name that is a map', () => withLines(oneChanged('names', { name: 'Cake' }))],
    ['an unknown add-on unit', () => withLines(oneChanged('units', 'night'))],
    ['an add-on unit that is a map', () => withLines(oneChanged('units', { unit: 'hour' }))],
    ...['unitPriceFils', 'quantities', 'amountFils'].flatMap((key): [string, () => Data][] => [
      [`a fraction in ${key}`, () => withLines(oneChanged(key, 1.5))],
      [`a negative number in ${key}`, () => withLines(oneChanged(key, -1))],
      [`an amount over the limit in ${key}`, () => withLines(oneChanged(key, 1_000_000_000_001))],
      [`a map in ${key}`, () => withLines(oneChanged(key, { fils: 1 }))],
      [`two numbers in one item of ${key}`, () => withLines(oneChanged(key, '1,2'))],
      [`a boolean in ${key}`, () => withLines(oneChanged(key, true))],
    ]),
  ])('refuses %s', async (_, data) => {
    const refused: unknown = await assertFails(send(env, data()));
    // Refused by the check, not by running out of expressions.
    expect(String(refused)).not.toMatch(/maximum of 1000 expressions/);
  });
});

describe('the enquiry rule’s budget of 1000 expressions', () => {
  // About 6 expressions per comparison (a read, a field, a literal, the comparison, the `&&`; measured: 164 of them
  // alone reach the limit): 17 are 100 or more.
  it('leaves room for 100 more expressions with the largest enquiry', async () => {
    const spared = await environmentWith(rulesWithSpare(1, 7), 'spare');
    try {
      await assertSucceeds(send(spared, largest(nextReference())));
    } finally {
      await spared.cleanup();
    }
  });

  it('is measured: a spare chain the size of the whole budget is refused at the limit', async () => {
    const spent = await environmentWith(rulesWithSpare(17), 'spent');
    try {
      const refused: unknown = await assertFails(send(spent, largest(nextReference())));
      expect(String(refused)).toMatch(/maximum of 1000 expressions/);
    } finally {
      await spent.cleanup();
    }
  });
});
