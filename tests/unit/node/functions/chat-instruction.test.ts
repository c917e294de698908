import { describe, expect, it, vi } from 'vitest';
import {
  cachedCatalogue,
  CHAT_BUSINESS,
  CHAT_PACKAGES,
  serverInstruction,
  type ChatCatalogue,
} from '../../../../functions/src/chat/instruction';
import { packageLinks } from '../../../../src/config/package-links';
import { site } from '../../../../src/config/site';
import { activateLocale } from '../../../../src/i18n/catalogues';
import { systemPrompt } from '../../../../src/features/chat/system-prompt';
import { yachtFixtures } from '../../../../fixtures/yachts';
import { serviceFixtures } from '../../../../fixtures/services';

const catalogue: ChatCatalogue = {
  yachts: [{ name: 'Marina Star', feet: 88, capacity: 20, price: 1_500 }],
  services: [{ name: 'Fishing Trips' }, { name: 'Catering & Dining' }],
};

describe('the chat’s instruction, written by the server', () => {
  it('tells the business as the site does (src/config/site.ts, package-links.ts)', async () => {
    await activateLocale('en', { everything: true });
    expect(CHAT_BUSINESS).toEqual({
      name: site.name,
      currency: site.currency,
      whatsappNumber: site.whatsappNumber,
      phones: site.phones.map((phone) => phone.label),
      hours: site.hours,
    });
    expect(CHAT_PACKAGES).toEqual([...packageLinks.map((pack) => pack.name), 'Custom Package']);
  });

  it('is the instruction the browser writes for a model of its own, from the same catalogue', async () => {
    await activateLocale('en', { everything: true });
    const fromServer = serverInstruction(
      {
        yachts: yachtFixtures.map(({ name, feet, capacity, price }) => ({ name, feet, capacity, price })),
        services: serviceFixtures.map(({ name }) => ({ name })),
      },
      'en',
    );
    expect(fromServer).toBe(systemPrompt({ yachts: yachtFixtures, services: serviceFixtures }));
  });

  it('lists the live fleet and services, and asks for the visitor’s language', () => {
    const instruction = serverInstruction(catalogue, 'ar');
    expect(instruction).toContain('Marina Star (88 ft, up to 20 guests, AED 1500/hour)');
    expect(instruction).toContain('Services: Fishing Trips, Catering & Dining.');
    expect(instruction).toContain('always answer in Arabic');
    expect(instruction).toContain('/ar/contact (call-back form)');
    expect(instruction).toContain('Birthday Pack');
    expect(serverInstruction({ yachts: [], services: [] }, 'en')).toContain('Services: none listed.');
  });
});

describe('the catalogue behind the instruction', () => {
  it('is read once per few minutes, and again after', async () => {
    let now = 1_000;
    const read = vi.fn(async () => catalogue);
    const cached = cachedCatalogue(read, 60_000, () => now);
    await cached();
    now += 59_999;
    await cached();
    expect(read).toHaveBeenCalledTimes(1);
    now += 1;
    await cached();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const read = vi
      .fn<() => Promise<ChatCatalogue>>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValue(catalogue);
    const cached = cachedCatalogue(read, 60_000, () => 0);
    await expect(cached()).rejects.toThrow('unavailable');
    await expect(cached()).resolves.toEqual(catalogue);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
