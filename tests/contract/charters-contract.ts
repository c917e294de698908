import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { DEFAULT_BOOKING_SETTINGS } from '../../src/domain/booking';
import { addDays, dubaiToday } from '../../src/domain/booking/dubai-time';
import type { GuestInput } from '../../src/domain/charter';
import type { EnquiryInput } from '../../src/domain/enquiry';
import type { YachtInput } from '../../src/domain/yacht';

/**
 * The charter pages and guest lists (docs/decisions/0043-charter-page.md), called by backend-contract.ts inside its
 * describe, so they run on both backends: a page made on confirming, read by its address only; guests who add
 * themselves up to the booked count until the lock and change only their own entry; a new address; the operator's
 * list with ID numbers, and their erasure.
 */
export interface ChartersContractContext {
  backend: () => Backend;
  /** The same data from another phone: its own device (demo) or anonymous user (Firebase). */
  otherDevice: () => Promise<Backend>;
  signInAsAdmin: () => Promise<unknown>;
}

export const YACHT = 'contract-yacht';
const DAY = '2031-03-04';

export const yacht: YachtInput = {
  name: 'Contract Yacht',
  price: 450,
  feet: 42,
  capacity: 12,
  complementary: 'Soft drinks, towels',
  images: [],
  isVIP: false,
};

/** A WhatsApp enquiry with a quote for `guests` on the contract yacht (total AED 1,350, deposit AED 405). */
export function enquiry(guests: number, date = DAY): EnquiryInput {
  const amount = 45_000 * 3;
  return {
    channel: 'whatsapp',
    name: '',
    phone: '',
    preferredTime: '',
    message: '',
    language: 'ar',
    campaign: {},
    quote: {
      selection: { yachtId: YACHT, date, startMinute: 10 * 60, hours: 3, guests, addOnIds: [] },
      yachtName: 'Contract Yacht',
      lines: [{ kind: 'charter', rate: 'weekday', unitPriceFils: 45_000, quantity: 3, amountFils: amount }],
      subtotalFils: amount,
      vatMode: 'included',
      vatFils: 6_429,
      totalFils: amount,
      depositFils: 40_500,
    },
  };
}

/** A real-shaped Emirates ID (its check digit right), typed without dashes. */
const emiratesId = (name: string): GuestInput => ({
  fullName: name,
  nationality: 'AE',
  idType: 'emirates-id',
  idNumber: '784199012345676',
});
const passport = (name: string, number = 'N1234567'): GuestInput => ({
  fullName: name,
  nationality: 'RU',
  idType: 'passport',
  idNumber: number,
});

export function defineChartersContract(
  options: { enforcesAccess: boolean },
  context: ChartersContractContext,
) {
  const backend = () => context.backend();

  /** A confirmed charter for `guests` with its page, made by the operator, who then signs out. */
  async function charter(guests: number, date = DAY) {
    const { id } = await backend().enquiries.create(enquiry(guests, date));
    await context.signInAsAdmin();
    await backend().enquiries.confirm(id);
    const record = await backend().charters.open(id);
    await backend().auth.signOut();
    return { id, ...record.page };
  }

  describe('charter pages and guest lists', () => {
    beforeEach(async () => {
      await context.signInAsAdmin();
      await backend().yachts.add(yacht, YACHT);
      await backend().auth.signOut();
    });

    it('makes a page only for a confirmed enquiry, read by its address and by nothing else', async () => {
      const { id, reference } = await backend().enquiries.create(enquiry(8));
      await context.signInAsAdmin();
      await expect(backend().charters.open(id)).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(await backend().charters.forEnquiry(id)).toBeNull();
      await backend().enquiries.confirm(id);
      const { page, guests } = await backend().charters.open(id);
      expect(page.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(page.guestToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(page.guestToken).not.toBe(page.token);
      expect(page.token).not.toContain(reference.slice(4));
      expect(guests).toEqual([]);
      expect((await backend().enquiries.get(id))?.charter).toMatchObject({ token: page.token });
      // Written again, the addresses stay.
      expect((await backend().charters.open(id)).page.token).toBe(page.token);
      await backend().auth.signOut();

      expect(await backend().charters.page(page.token)).toMatchObject({
        reference,
        language: 'ar',
        status: 'active',
        yacht: { name: 'Contract Yacht', included: 'Soft drinks, towels' },
        quote: { totalFils: 135_000, depositFils: 40_500 },
        paid: { paidFils: 0 },
        cutoffHours: 24,
      });
      expect(await backend().charters.guestList(page.guestToken)).toMatchObject({
        reference,
        booked: 8,
        yachtName: 'Contract Yacht',
        selection: { date: DAY, startMinute: 600, hours: 3 },
      });
      // The guests' address is not the client's: it shows no money.
      expect(await backend().charters.page(page.guestToken)).toBeNull();
      expect(await backend().charters.page('A'.repeat(22))).toBeNull();
      expect(await backend().charters.page('../enquiries')).toBeNull();
      expect(await backend().charters.guestList('B'.repeat(22))).toBeNull();
      expect(await backend().charters.guests('B'.repeat(22))).toEqual([]);
    });

    it('lets guests add themselves up to the booked count, shows names only, and lets a device change only its own', async () => {
      const { id, guestToken } = await charter(2);
      const other = await context.otherDevice();
      expect(await backend().charters.addGuest(guestToken, emiratesId('  ليلى   حداد '))).toBe('1');
      expect(await other.charters.addGuest(guestToken, passport('Анна Иванова'))).toBe('2');
      await expect(backend().charters.addGuest(guestToken, passport('Third Guest'))).rejects.toMatchObject({
        code: 'conflict',
      });
      expect(await backend().charters.guests(guestToken)).toEqual([
        { slot: '1', fullName: 'ليلى حداد', mine: true },
        { slot: '2', fullName: 'Анна Иванова', mine: false },
      ]);
      expect((await other.charters.guests(guestToken)).map((guest) => guest.mine)).toEqual([false, true]);

      await expect(
        backend().charters.updateGuest(guestToken, '2', passport('Not Anna')),
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(backend().charters.removeGuest(guestToken, '2')).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await other.charters.updateGuest(guestToken, '2', passport('Anna Ivanova', 'P998877'));
      await expect(
        backend().charters.addGuest(guestToken, {
          ...emiratesId('Wrong Digit'),
          idNumber: '784199012345677',
        }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
      await backend().charters.removeGuest(guestToken, '1');
      expect(await backend().charters.guests(guestToken)).toEqual([
        { slot: '2', fullName: 'Anna Ivanova', mine: false },
      ]);
      await expect(backend().charters.removeGuest(guestToken, '1')).rejects.toMatchObject({
        code: 'not-found',
      });

      await context.signInAsAdmin();
      const record = await backend().charters.forEnquiry(id);
      expect(record?.guests).toEqual([
        expect.objectContaining({
          slot: '2',
          fullName: 'Anna Ivanova',
          nationality: 'RU',
          idType: 'passport',
          idNumber: 'P998877',
        }),
      ]);
    });

    it('keeps the list closed to guests after the cut-off, and open to the operator', async () => {
      await context.signInAsAdmin();
      await backend().booking.saveSettings({ ...DEFAULT_BOOKING_SETTINGS, guestListCutoffHours: 168 });
      await backend().auth.signOut();
      const { id, guestToken } = await charter(4, addDays(dubaiToday(Date.now()), 2));
      await expect(backend().charters.addGuest(guestToken, passport('Too Late'))).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      await context.signInAsAdmin();
      const slot = await backend().charters.saveGuest(id, null, passport('Late Guest'));
      expect(slot).toBe('1');
      await backend().auth.signOut();
      expect(await backend().charters.guests(guestToken)).toEqual([
        { slot: '1', fullName: 'Late Guest', mine: false },
      ]);
    });

    it('moves the page and its guests to new addresses; the old ones lead nowhere', async () => {
      const { id, token, guestToken } = await charter(3);
      await backend().charters.addGuest(guestToken, passport('Omar Haddad'));
      await context.signInAsAdmin();
      const { page, guests } = await backend().charters.newAddress(id);
      expect(page.token).not.toBe(token);
      expect(page.guestToken).not.toBe(guestToken);
      expect(guests.map((guest) => guest.fullName)).toEqual(['Omar Haddad']);
      await backend().auth.signOut();
      expect(await backend().charters.page(token)).toBeNull();
      expect(await backend().charters.guestList(guestToken)).toBeNull();
      await expect(backend().charters.addGuest(guestToken, passport('Stale Link'))).rejects.toMatchObject({
        code: 'not-found',
      });
      expect(await backend().charters.guests(page.guestToken)).toEqual([
        { slot: '1', fullName: 'Omar Haddad', mine: true },
      ]);
    });

    it('lets the operator keep the list at any time and erase its ID numbers, recording when and how many', async () => {
      const { id, guestToken } = await charter(3);
      await backend().charters.addGuest(guestToken, emiratesId('Layla Haddad'));
      await context.signInAsAdmin();
      const added = await backend().charters.saveGuest(id, null, passport('Sam Lee'));
      await backend().charters.saveGuest(id, added, passport('Samuel Lee', 'X7654321'));
      const third = await backend().charters.saveGuest(id, null, passport('To Remove'));
      await backend().charters.deleteGuest(id, third);
      await expect(backend().charters.deleteGuest(id, third)).rejects.toMatchObject({ code: 'not-found' });
      await expect(
        backend().charters.saveGuest(id, added, { ...passport('Bad'), idNumber: '12' }),
      ).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      expect((await backend().charters.forEnquiry(id))?.guests).toEqual([
        expect.objectContaining({
          slot: '1',
          fullName: 'Layla Haddad',
          idType: 'emirates-id',
          idNumber: '784-1990-1234567-6',
        }),
        expect.objectContaining({ slot: added, fullName: 'Samuel Lee', idNumber: 'X7654321' }),
      ]);

      expect(await backend().charters.eraseIds(id)).toBe(2);
      const erased = await backend().charters.forEnquiry(id);
      expect(erased?.guests.map((guest) => [guest.fullName, guest.idNumber])).toEqual([
        ['Layla Haddad', ''],
        ['Samuel Lee', ''],
      ]);
      expect(erased).toMatchObject({ idsErasedCount: 2 });
      expect(Date.parse(erased?.idsErasedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(await backend().charters.eraseIds(id, { names: true })).toBe(0);
      expect((await backend().charters.forEnquiry(id))?.guests).toEqual([]);
    });

    it('keeps the client’s email for the reminders on the charter, through a new address, until cleared', async () => {
      const { id } = await charter(2);
      await context.signInAsAdmin();
      await backend().charters.setReminderEmail(id, '  layla.haddad@example.ae ');
      expect((await backend().enquiries.get(id))?.charter?.email).toBe('layla.haddad@example.ae');
      await backend().charters.newAddress(id);
      expect((await backend().enquiries.get(id))?.charter?.email).toBe('layla.haddad@example.ae');
      await expect(backend().charters.setReminderEmail(id, 'layla at example')).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      expect((await backend().enquiries.get(id))?.charter?.email).toBe('layla.haddad@example.ae');
      await backend().charters.setReminderEmail(id, null);
      expect((await backend().enquiries.get(id))?.charter).not.toHaveProperty('email');
      const { id: withoutPage } = await backend().enquiries.create(enquiry(2));
      await expect(backend().charters.setReminderEmail(withoutPage, 'a@b.ae')).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      await expect(backend().charters.setReminderEmail('MLY-NOPE00', 'a@b.ae')).rejects.toMatchObject({
        code: expect.stringMatching(/not-found|invalid-argument/),
      });
    });

    if (options.enforcesAccess) {
      it('keeps the operator’s side to the admin', async () => {
        const { id, guestToken } = await charter(2);
        await expect(backend().charters.forEnquiry(id)).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(backend().charters.open(id)).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(backend().charters.eraseIds(id)).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(backend().charters.setReminderEmail(id, 'a@b.ae')).rejects.toMatchObject({
          code: 'permission-denied',
        });
        await expect(backend().charters.saveGuest(id, null, passport('Sneaky'))).rejects.toMatchObject({
          code: 'permission-denied',
        });
        expect(await backend().charters.guests(guestToken)).toEqual([]);
      });
    }
  });
}
