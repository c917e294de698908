import { describe, expect, it } from 'vitest';
import { createDemoChartersApi } from '../../../src/backend/demo/charters';
import { openDemoDb } from '../../../src/backend/demo/db';
import type { BackendError } from '../../../src/backend/backend-error';
import { isCharterToken, type GuestInput } from '../../../src/domain/charter';
import type { Enquiry } from '../../../src/domain/enquiry';
import { MemoryStorage } from '../test-utils';

let databases = 0;
const DEPARTURE = Date.parse('2030-06-01T14:00:00Z'); // 18:00 in Dubai

const enquiry: Enquiry = {
  id: 'MLY-CHARTR',
  reference: 'MLY-CHARTR',
  createdAt: '2030-05-01T10:00:00.000Z',
  status: 'confirmed',
  bookingId: 'booking-1',
  channel: 'whatsapp',
  name: 'Layla Haddad',
  phone: '+971501234567',
  preferredTime: '',
  message: '',
  language: 'ar',
  campaign: {},
  quote: {
    selection: {
      yachtId: 'azure-pearl',
      date: '2030-06-01',
      startMinute: 18 * 60,
      hours: 3,
      guests: 3,
      addOnIds: [],
    },
    yachtName: 'Azure Pearl',
    lines: [{ kind: 'charter', rate: 'weekend', unitPriceFils: 90_000, quantity: 3, amountFils: 270_000 }],
    subtotalFils: 270_000,
    vatMode: 'included',
    vatFils: 12_857,
    totalFils: 270_000,
    depositFils: 135_000,
  },
};

const guest = (fullName: string, overrides: Partial<GuestInput> = {}): GuestInput => ({
  fullName,
  nationality: 'AE',
  idType: 'emirates-id',
  idNumber: '784-1990-1234567-6',
  ...overrides,
});

async function setup(at = DEPARTURE - 3 * 86_400_000) {
  let now = at;
  const db = await openDemoDb(`charters-${++databases}`, new Date(now), undefined, { activity: false });
  await db.put('enquiries', enquiry);
  const clock = () => new Date(now);
  const phone = (storage = new MemoryStorage()) => createDemoChartersApi(db, clock, storage);
  return { db, phone, setNow: (ms: number) => (now = ms) };
}

const refusal = (code: string) => expect.objectContaining({ name: 'BackendError', code }) as BackendError;

describe('demo charters', () => {
  it('makes a page with two unguessable addresses, in the client’s language, without the phone', async () => {
    const { phone } = await setup();
    const admin = phone();
    const { page, guests } = await admin.open(enquiry.id);
    expect(isCharterToken(page.token) && isCharterToken(page.guestToken)).toBe(true);
    expect(page.token).not.toBe(page.guestToken);
    expect(page).toMatchObject({
      reference: 'MLY-CHARTR',
      language: 'ar',
      status: 'active',
      clientName: 'Layla Haddad',
    });
    expect(JSON.stringify(page)).not.toContain('+971');
    expect(guests).toEqual([]);
    expect(await admin.page(page.token)).toEqual(page);
    expect(await admin.guestList(page.guestToken)).toMatchObject({
      booked: 3,
      cutoffHours: 24,
      yachtName: 'Azure Pearl',
    });
    // Opened again, it keeps its addresses.
    expect((await admin.open(enquiry.id)).page.token).toBe(page.token);
  });

  it('lets each phone add itself up to the booked count, names only to the group, numbers to the operator', async () => {
    const { phone } = await setup();
    const admin = phone();
    const { page } = await admin.open(enquiry.id);
    const first = phone();
    const second = phone();
    await expect(
      first.addGuest(page.guestToken, guest('Layla', { idNumber: '784-1990-1234567-5' })),
    ).rejects.toEqual(refusal('invalid-argument'));
    expect(await first.addGuest(page.guestToken, guest('Layla Haddad'))).toBe('1');
    expect(
      await second.addGuest(
        page.guestToken,
        guest('Дмитрий Соколов', { nationality: 'RU', idType: 'passport', idNumber: 'ab123456' }),
      ),
    ).toBe('2');
    const seen = await first.guests(page.guestToken);
    expect(seen).toEqual([
      { slot: '1', fullName: 'Layla Haddad', mine: true },
      { slot: '2', fullName: 'Дмитрий Соколов', mine: false },
    ]);
    await second.addGuest(page.guestToken, guest('Omar'));
    await expect(second.addGuest(page.guestToken, guest('Too Many'))).rejects.toEqual(refusal('conflict'));
    // Only the device that added a guest may change it.
    await expect(second.updateGuest(page.guestToken, '1', guest('Someone Else'))).rejects.toEqual(
      refusal('permission-denied'),
    );
    await first.updateGuest(page.guestToken, '1', guest('Layla  Haddad-Nasser'));
    const record = await admin.forEnquiry(enquiry.id);
    expect(record?.guests.map(({ slot, fullName, idNumber }) => [slot, fullName, idNumber])).toEqual([
      ['1', 'Layla Haddad-Nasser', '784-1990-1234567-6'],
      ['2', 'Дмитрий Соколов', 'AB123456'],
      ['3', 'Omar', '784-1990-1234567-6'],
    ]);
  });

  it('locks at the cut-off for guests, never for the operator', async () => {
    const { phone, setNow } = await setup();
    const admin = phone();
    const { page } = await admin.open(enquiry.id);
    const guestPhone = phone();
    await guestPhone.addGuest(page.guestToken, guest('Layla'));
    setNow(DEPARTURE - 24 * 3_600_000);
    await expect(guestPhone.addGuest(page.guestToken, guest('Late'))).rejects.toEqual(
      refusal('invalid-argument'),
    );
    await expect(guestPhone.removeGuest(page.guestToken, '1')).rejects.toEqual(refusal('invalid-argument'));
    expect(await admin.saveGuest(enquiry.id, null, guest('Late'))).toBe('2');
    await admin.deleteGuest(enquiry.id, '1');
    expect((await admin.guests(page.guestToken)).map((g) => g.fullName)).toEqual(['Late']);
  });

  it('makes new addresses: the old ones lead nowhere, the guests stay', async () => {
    const { phone } = await setup();
    const admin = phone();
    const old = (await admin.open(enquiry.id)).page;
    await phone().addGuest(old.guestToken, guest('Layla'));
    const { page, guests } = await admin.newAddress(enquiry.id);
    expect(page.token).not.toBe(old.token);
    expect(await admin.page(old.token)).toBeNull();
    expect(await admin.guestList(old.guestToken)).toBeNull();
    await expect(phone().addGuest(old.guestToken, guest('Omar'))).rejects.toEqual(refusal('not-found'));
    expect(guests.map((g) => g.fullName)).toEqual(['Layla']);
    expect((await admin.guests(page.guestToken)).map((g) => g.fullName)).toEqual(['Layla']);
  });

  it('erases the ID numbers from storage and records when and how many; names too when asked', async () => {
    const { db, phone } = await setup();
    const admin = phone();
    const { page } = await admin.open(enquiry.id);
    await phone().addGuest(page.guestToken, guest('Layla'));
    await phone().addGuest(page.guestToken, guest('Omar'));
    expect(await admin.eraseIds(enquiry.id)).toBe(2);
    const stored = await db.getAllFromIndex('guests', 'guestToken', page.guestToken);
    expect(stored.map((g) => g.idNumber)).toEqual(['', '']);
    expect(await admin.forEnquiry(enquiry.id)).toMatchObject({
      idsErasedCount: 2,
      idsErasedAt: expect.any(String),
    });
    expect(await admin.eraseIds(enquiry.id, { names: true })).toBe(0);
    expect(await admin.guests(page.guestToken)).toEqual([]);
  });

  it('refuses a page for an enquiry that is not confirmed', async () => {
    const { db, phone } = await setup();
    await db.put('enquiries', { ...enquiry, id: 'MLY-QUOTED', status: 'quoted' });
    await expect(phone().open('MLY-QUOTED')).rejects.toEqual(refusal('invalid-argument'));
    await expect(phone().open('MLY-NOTHERE')).rejects.toEqual(refusal('not-found'));
  });
});
