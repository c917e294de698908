import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { filePhoto } from '../../../fixtures/photos';
import { addOnFixtures, bookingSettingsFixture } from '../../../fixtures/booking';
import { demoActivity } from '../../../fixtures/activity';
import { createDemoBackend } from '../../../src/backend/demo';
import { newestFirst } from '../../../src/backend/types';
import { pricingFor, validateYachtPricing } from '../../../src/domain/booking';
import { yachtFixtures } from '../../../fixtures/yachts';
import { serviceFixtures } from '../../../fixtures/services';
import type { Service } from '../../../src/domain/service';
import { MemoryStorage } from '../test-utils';

let n = 0;
const freshName = () => `demo-backend-test-${++n}`;

describe('demo backend', () => {
  it('seeds the fixtures on first run, sorted by position with the missing one last', async () => {
    const backend = await createDemoBackend({ dbName: freshName(), storage: new MemoryStorage() });
    const yachts = await backend.yachts.list();
    expect(yachts).toHaveLength(yachtFixtures.length);
    expect(yachts.at(-1)?.position).toBeUndefined();
    expect(await backend.services.list()).toHaveLength(serviceFixtures.length);
  });

  it('seeds a new database with the yachts and services the page brought, not downloading the fixtures again', async () => {
    const [yacht] = yachtFixtures;
    const [service] = serviceFixtures;
    const backend = await createDemoBackend({
      dbName: freshName(),
      storage: new MemoryStorage(),
      catalogue: { yachts: [yacht], services: [service] },
    });
    expect(await backend.yachts.list()).toEqual([yacht]);
    expect(await backend.services.list()).toEqual([service]);
    // Offers, add-ons and settings come with the backend.
    expect((await backend.offers.list()).length).toBeGreaterThan(0);
  });

  it('seeds offers relative to the first run: one running, one ended, one without end, one without features', async () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const backend = await createDemoBackend({
      dbName: freshName(),
      now: () => now,
      storage: new MemoryStorage(),
    });
    const offers = await backend.offers.list();
    const end = (o: (typeof offers)[number]) => (o.endTime ? Date.parse(o.endTime) : undefined);
    expect(
      offers.some((o) => (end(o) ?? 0) > now.getTime() && (end(o) ?? 0) < now.getTime() + 7 * 86_400_000),
    ).toBe(true);
    expect(offers.some((o) => (end(o) ?? Infinity) < now.getTime())).toBe(true);
    expect(offers.some((o) => o.endTime === undefined)).toBe(true);
    expect(offers.some((o) => o.features.length === 0)).toBe(true);
  });

  it('keeps changes across restarts and does not seed twice', async () => {
    const dbName = freshName();
    const first = await createDemoBackend({ dbName, storage: new MemoryStorage() });
    await first.yachts.remove('majesty');
    const id = await first.yachts.add({ ...yachtFixtures[0], name: 'Kept' });
    const second = await createDemoBackend({ dbName, storage: new MemoryStorage() });
    const names = (await second.yachts.list()).map((p) => p.name);
    expect(names).toContain('Kept');
    expect(names).not.toContain('Majesty');
    expect(await second.yachts.get(id)).toMatchObject({ name: 'Kept', id });
  });

  it('reports real upload progress and serves the stored file', async () => {
    const backend = await createDemoBackend({ dbName: freshName(), storage: new MemoryStorage() });
    const bytes = new Uint8Array(200_000).fill(7);
    const seen: number[] = [];
    const path = await backend.files.upload(
      'Products/p1/1-a.webp',
      new Blob([bytes], { type: 'image/webp' }),
      {
        onProgress: ({ bytesTransferred, totalBytes }) => seen.push(bytesTransferred / totalBytes),
      },
    );
    expect(path).toBe('Products/p1/1-a.webp');
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await backend.files.resolveUrl(path)).toMatch(/^blob:/);
    expect(await backend.files.resolveUrl('/img/x.webp')).toBe('/img/x.webp');
  });

  it('cancels an upload when its signal aborts', async () => {
    const backend = await createDemoBackend({ dbName: freshName(), storage: new MemoryStorage() });
    const controller = new AbortController();
    const upload = backend.files.upload('Offers/o/1-a.png', new Blob([new Uint8Array(500_000)]), {
      signal: controller.signal,
      onProgress: ({ bytesTransferred }) => bytesTransferred > 100_000 && controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ code: 'canceled' });
    await expect(backend.files.resolveUrl('Offers/o/1-a.png')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('deletes a product together with its image files', async () => {
    const backend = await createDemoBackend({ dbName: freshName(), storage: new MemoryStorage() });
    const id = backend.yachts.newId();
    const image = await backend.files.upload(
      `Products/${id}/1-a.png`,
      new Blob(['x'], { type: 'image/png' }),
    );
    await backend.yachts.add(
      { ...yachtFixtures[0], images: [filePhoto(backend.files.publicUrl(image))] },
      id,
    );
    await backend.yachts.remove(id);
    expect(await backend.yachts.get(id)).toBeNull();
    await expect(backend.files.resolveUrl(image)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('signs the operator in and out, and refuses a wrong password', async () => {
    const storage = new MemoryStorage();
    const backend = await createDemoBackend({ dbName: freshName(), storage });
    const seen: (string | null)[] = [];
    backend.auth.onChange((user) => seen.push(user ? `${user.email}:${user.isAdmin}` : null));
    await expect(backend.auth.signIn('operator@example.com', 'wrong')).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
    await backend.auth.signIn('Operator@Example.com ', 'sail-demo-2024');
    const again = await createDemoBackend({ dbName: freshName(), storage });
    const restored = await new Promise((resolve) => again.auth.onChange(resolve));
    expect(restored).toMatchObject({ email: 'operator@example.com', isAdmin: true });
    await backend.auth.signOut();
    expect(seen).toEqual([null, 'operator@example.com:true', null]);
  });

  it('stores enquiries as new under their reference and lists them newest first', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const backend = await createDemoBackend({
      dbName: freshName(),
      storage: new MemoryStorage(),
      now: () => new Date(clock),
      activity: false,
    });
    const input = {
      channel: 'callback' as const,
      name: 'A',
      phone: '+971501234567',
      preferredTime: '10:30',
      message: 'No message',
      language: 'en',
      campaign: {},
      quote: null,
    };
    const first = await backend.enquiries.create(input);
    clock += 60_000;
    const second = await backend.enquiries.create({ ...input, name: 'B' });
    const listed = await backend.enquiries.list();
    expect(listed.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({
      status: 'new',
      createdAt: '2026-03-01T10:01:00.000Z',
      bookingId: null,
    });
    await backend.enquiries.setStatus(first.id, 'contacted');
    expect((await backend.enquiries.list())[1].status).toBe('contacted');
  });

  it('seeds the booking settings, the add-ons and each fixture yacht’s pricing', async () => {
    const backend = await createDemoBackend({ dbName: freshName(), storage: new MemoryStorage() });
    expect(await backend.booking.getSettings()).toEqual(bookingSettingsFixture);
    const addOns = await backend.booking.listAddOns();
    expect(addOns).toHaveLength(addOnFixtures.length);
    expect(addOns.filter((addOn) => !addOn.active).map((addOn) => addOn.name)).toEqual(['Jet ski']);
    for (const yacht of await backend.yachts.list()) {
      const pricing = pricingFor(yacht);
      expect(yacht.pricing).toBeDefined();
      expect(pricing.weekendHourlyFils).toBeGreaterThan(pricing.hourlyFils);
      expect(validateYachtPricing(pricing, bookingSettingsFixture)).toEqual({});
    }
  });

  it('upgrades a database from before enquiries: call-back requests become enquiries, pricing and add-ons arrive', async () => {
    const dbName = freshName();
    const old = await openDB(dbName, 1, {
      upgrade(database) {
        for (const store of ['products', 'offers', 'services', 'callbackRequests']) {
          database.createObjectStore(store, { keyPath: 'id' });
        }
        database.createObjectStore('files', { keyPath: 'path' });
        database.createObjectStore('meta');
      },
    });
    const unpriced: Partial<(typeof yachtFixtures)[number]> = { ...yachtFixtures[0] };
    delete unpriced.pricing;
    delete unpriced.translations;
    await old.put('products', { ...unpriced, name: 'Renamed by the operator' });
    const [untranslated, ownWords] = serviceFixtures.map((service) => {
      const copy: Partial<Service> = { ...service };
      delete copy.translations;
      return copy;
    });
    await old.put('services', { ...untranslated, description: 'The operator’s words' });
    await old.put('services', { ...ownWords, translations: { ru: { name: 'Своё название' } } });
    await old.put('callbackRequests', {
      id: 'r1',
      name: 'Sara',
      phone: '+971501234567',
      preferredTime: '18:30',
      message: 'Hello',
      createdAt: '2025-05-01T10:00:00.000Z',
      status: 'handled',
    });
    await old.put('meta', '1', 'seeded');
    old.close();

    const backend = await createDemoBackend({ dbName, storage: new MemoryStorage() });
    const [migrated] = await backend.enquiries.list();
    expect(migrated).toEqual({
      id: migrated.reference,
      reference: expect.stringMatching(/^MLY-[23456789A-HJKMNP-Z]{6}$/),
      channel: 'callback',
      name: 'Sara',
      phone: '+971501234567',
      preferredTime: '18:30',
      message: 'Hello',
      language: 'en',
      campaign: {},
      quote: null,
      createdAt: '2025-05-01T10:00:00.000Z',
      status: 'contacted',
      bookingId: null,
    });
    const yachts = await backend.yachts.list();
    expect(yachts).toHaveLength(1);
    expect(yachts[0]).toMatchObject({
      name: 'Renamed by the operator',
      pricing: yachtFixtures[0].pricing,
      translations: yachtFixtures[0].translations,
    });
    // The services the fixtures translated since get those texts; the operator's own stay as they are.
    const services = await backend.services.list();
    expect(services.find((service) => service.id === untranslated.id)).toEqual({
      ...serviceFixtures[0],
      description: 'The operator’s words',
    });
    expect(services.find((service) => service.id === ownWords.id)?.translations).toEqual({
      ru: { name: 'Своё название' },
    });
    expect(await backend.booking.listAddOns()).toHaveLength(addOnFixtures.length);
  });

  it('seeds a new database with the activity around the first run’s day in Dubai, once', async () => {
    const dbName = freshName();
    // 00:30 on 2 March in Dubai, still 1 March in UTC.
    const now = () => new Date('2026-03-01T20:30:00Z');
    const context = {
      yachts: yachtFixtures,
      settings: bookingSettingsFixture,
      addOns: addOnFixtures,
      operatorEmail: 'operator@example.com',
    };
    const expected = demoActivity('2026-03-02', context);
    const backend = await createDemoBackend({ dbName, now, storage: new MemoryStorage() });
    const enquiries = await backend.enquiries.list();
    // With their charter pages' addresses (fixtures/activity-charters.ts) and their ledgers' totals
    // (fixtures/activity-ledger.ts).
    expect(
      enquiries.map((enquiry) => {
        const copy = { ...enquiry };
        delete copy.charter;
        delete copy.money;
        return copy;
      }),
    ).toEqual([...expected.enquiries].sort(newestFirst));
    const paid = enquiries.find((enquiry) => enquiry.status === 'completed' && enquiry.money);
    expect(paid?.money?.paidFils).toBe(paid?.quote?.totalFils);
    const entries = await backend.ledger.entries(paid?.id ?? '');
    expect(entries.reduce((sum, entry) => sum + entry.amountFils, 0)).toBe(paid?.quote?.totalFils);
    const withPage = enquiries.find((enquiry) => enquiry.status === 'confirmed' && enquiry.charter);
    const record = withPage && (await backend.charters.forEnquiry(withPage.id));
    expect(record?.page.reference).toBe(withPage?.reference);
    expect(await backend.charters.page(withPage?.charter?.token ?? '')).toEqual(record?.page);
    expect(await backend.enquiries.count('confirmed')).toBe(
      expected.enquiries.filter((enquiry) => enquiry.status === 'confirmed').length,
    );
    const charters = await backend.bookings.list('2026-03-02', '2026-03-03');
    expect(charters.filter((booking) => booking.kind === 'booking').length).toBeGreaterThanOrEqual(4);
    const noted = expected.notes[0];
    expect(await backend.enquiries.notes(noted.enquiryId)).toContainEqual({
      id: noted.id,
      text: noted.text,
      createdAt: noted.createdAt,
      author: 'operator@example.com',
    });

    // Opened again a day later: nothing is added.
    const later = await createDemoBackend({
      dbName,
      now: () => new Date('2026-03-02T20:30:00Z'),
      storage: new MemoryStorage(),
    });
    expect(await later.enquiries.list()).toEqual(enquiries);
  });

  it('adds the activity to an older seed’s database without enquiries, with its own fleet, and not to one with enquiries', async () => {
    const older = async (withEnquiry: boolean) => {
      const dbName = freshName();
      const first = await createDemoBackend({ dbName, storage: new MemoryStorage(), activity: false });
      await first.yachts.remove('majesty');
      if (withEnquiry) {
        await first.enquiries.create({
          channel: 'callback',
          name: 'Sara',
          phone: '+971501234567',
          preferredTime: '',
          message: '',
          language: 'en',
          campaign: {},
          quote: null,
        });
      }
      const db = await openDB(dbName);
      await db.put('meta', '4', 'seeded');
      db.close();
      return createDemoBackend({ dbName, storage: new MemoryStorage() });
    };

    const empty = await older(false);
    const added = await empty.enquiries.list();
    expect(added.length).toBeGreaterThanOrEqual(30);
    expect(added.some((enquiry) => enquiry.quote?.selection.yachtId === 'majesty')).toBe(false);

    const busy = await older(true);
    expect((await busy.enquiries.list()).map((enquiry) => enquiry.name)).toEqual(['Sara']);
    expect(await busy.bookings.list('2020-01-01', '2040-01-01')).toEqual([]);
  });

  it('seeds no activity when asked not to', async () => {
    const backend = await createDemoBackend({
      dbName: freshName(),
      storage: new MemoryStorage(),
      activity: false,
    });
    expect(await backend.enquiries.count()).toBe(0);
    expect(await backend.bookings.list('2020-01-01', '2040-01-01')).toEqual([]);
  });
});
