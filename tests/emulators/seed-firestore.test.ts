import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOnFixtures } from '../../fixtures/booking';
import { faqFixtures } from '../../fixtures/faq';
import { productFixtures } from '../../fixtures/products';
import { emulatorEnv, type EmulatorEnv } from './emulator-env';

/**
 * `npm run seed` on the Firestore emulator: the booking fixtures, the operator's settings kept, and call-back requests
 * from before enquiries moved into `enquiries` (docs/decisions/0012-booking-data.md).
 */
const run = promisify(execFile);
let emulators: EmulatorEnv;

interface RestDocument {
  name: string;
  fields: Record<
    string,
    {
      stringValue?: string;
      integerValue?: string;
      booleanValue?: boolean;
      nullValue?: null;
      mapValue?: { fields: RestDocument['fields'] };
    }
  >;
}

/** Firestore emulator REST with `Bearer owner`, which bypasses the rules. */
async function rest(path: string, init: RequestInit = {}) {
  const url = `${emulators.origin('firestore')}/v1/projects/${emulators.projectId}/databases/(default)/documents${path}`;
  const response = await fetch(url, { ...init, headers: { authorization: 'Bearer owner', ...init.headers } });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { documents?: RestDocument[] } & RestDocument;
}

const put = (path: string, fields: RestDocument['fields']) =>
  rest(path, {
    method: 'PATCH',
    body: JSON.stringify({ fields }),
    headers: { 'content-type': 'application/json' },
  });

const list = async (collection: string) => (await rest(`/${collection}`)).documents ?? [];

beforeAll(async () => {
  emulators = emulatorEnv(['firestore']);
  const root = `${emulators.origin('firestore')}/emulator/v1/projects/${emulators.projectId}/databases/(default)/documents`;
  await fetch(root, { method: 'DELETE', headers: { authorization: 'Bearer owner' } });
});

describe('the seed on Firestore', () => {
  it('writes the booking fixtures, keeps stored settings and moves old call-back requests into enquiries', async () => {
    await put('/settings/booking', { turnaroundMinutes: { integerValue: '30' } });
    await put('/callbackRequests/old-1', {
      name: { stringValue: 'Sara' },
      phone: { stringValue: '+971501234567' },
      preferredTime: { stringValue: '18:30' },
      message: { stringValue: 'Sunset' },
      status: { stringValue: 'handled' },
    });

    for (let time = 0; time < 2; time += 1) {
      await run(process.execPath, ['scripts/seed.mjs', '--only', 'firestore'], { env: process.env });
    }

    expect(await list('callbackRequests')).toEqual([]);
    const enquiries = await list('enquiries');
    expect(enquiries).toHaveLength(1);
    const [moved] = enquiries;
    const id = moved.name.split('/').at(-1);
    expect(id).toMatch(/^MLY-[23456789A-HJKMNP-Z]{6}$/);
    expect(moved.fields).toMatchObject({
      reference: { stringValue: id },
      channel: { stringValue: 'callback' },
      name: { stringValue: 'Sara' },
      nameKey: { stringValue: 'sara' },
      phone: { stringValue: '+971501234567' },
      status: { stringValue: 'contacted' },
      quote: { nullValue: null },
      bookingId: { nullValue: null },
    });

    const settings = await rest('/settings/booking');
    expect(settings.fields.turnaroundMinutes).toEqual({ integerValue: '30' });
    expect(await list('addOns')).toHaveLength(addOnFixtures.length);
    const products = await list('products');
    expect(products).toHaveLength(productFixtures.length);
    expect(products.every((product) => product.fields.pricing?.mapValue)).toBe(true);
  });

  // After the seed of the test above.
  it('puts the starter FAQ in three languages, and no review; a second seed keeps the operator’s FAQ', async () => {
    const faq = await list('faq');
    expect(faq.map((entry) => entry.name.split('/').at(-1)).sort()).toEqual(
      faqFixtures.map((fixture) => fixture.id).sort(),
    );
    for (const entry of faq) {
      expect(entry.fields.published).toEqual({ booleanValue: true });
      expect(Object.keys(entry.fields.translations?.mapValue?.fields ?? {}).sort()).toEqual(['ar', 'ru']);
    }
    expect(await list('reviews')).toEqual([]);

    const [edited, removed] = faqFixtures;
    await put(`/faq/${edited.id}?updateMask.fieldPaths=question`, {
      question: { stringValue: 'Our own question?' },
    });
    await rest(`/faq/${removed.id}`, { method: 'DELETE' });
    await run(process.execPath, ['scripts/seed.mjs', '--only', 'firestore'], { env: process.env });

    const after = await list('faq');
    expect(after).toHaveLength(faqFixtures.length - 1);
    expect(after.find((entry) => entry.name.endsWith(`/${edited.id}`))?.fields.question).toEqual({
      stringValue: 'Our own question?',
    });
    expect(await list('reviews')).toEqual([]);
  });
});
