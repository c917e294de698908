import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MAX_SECONDS,
  CHECKOUT_MIN_SECONDS,
  depositExpiry,
  depositMessage,
  depositRefusal,
  depositReturnPath,
  depositState,
  isOpenLink,
  type Deposit,
} from '../../../src/domain/deposit';

const NOW = Date.parse('2030-01-07T10:00:00Z');
const nowSeconds = NOW / 1000;

const link = (overrides: Partial<Deposit> = {}): Deposit => ({
  status: 'link-sent',
  url: 'https://checkout.stripe.com/c/pay/cs_1',
  sessionId: 'cs_1',
  amountFils: 150_000,
  createdAt: new Date(NOW - 3_600_000).toISOString(),
  expiresAt: new Date(NOW + 3_600_000).toISOString(),
  ...overrides,
});

describe('depositExpiry', () => {
  it('expires a link after the hold time when Stripe allows it', () => {
    expect(depositExpiry(NOW, 2)).toEqual({ expiresAtSeconds: nowSeconds + 7200, clamped: false });
    expect(depositExpiry(NOW + 999, 2).expiresAtSeconds).toBe(nowSeconds + 7200);
  });

  it('brings a hold time outside 30 minutes to 24 hours inside, with a margin, and says so', () => {
    const long = depositExpiry(NOW, 48);
    expect(long.clamped).toBe(true);
    expect(long.expiresAtSeconds - nowSeconds).toBeLessThan(CHECKOUT_MAX_SECONDS);
    expect(long.expiresAtSeconds - nowSeconds).toBeGreaterThan(CHECKOUT_MAX_SECONDS - 600);
    const short = depositExpiry(NOW, 0.25);
    expect(short.clamped).toBe(true);
    expect(short.expiresAtSeconds - nowSeconds).toBeGreaterThan(CHECKOUT_MIN_SECONDS);
    expect(depositExpiry(NOW, Number.NaN).clamped).toBe(true);
  });
});

describe('depositRefusal', () => {
  const quote = { depositFils: 150_000 };
  it('allows a confirmed enquiry with a deposit to pay', () => {
    expect(depositRefusal({ status: 'confirmed', quote })).toBeNull();
    expect(depositRefusal({ status: 'confirmed', quote, deposit: link({ status: 'expired' }) })).toBeNull();
  });

  it('refuses one not confirmed, one without a deposit and one already paid', () => {
    expect(depositRefusal({ status: 'quoted', quote })).toMatch(/confirmed/);
    expect(depositRefusal({ status: 'completed', quote })).toMatch(/confirmed/);
    expect(depositRefusal({ status: 'confirmed', quote: null })).toMatch(/no quote/);
    expect(depositRefusal({ status: 'confirmed', quote: { depositFils: 0 } })).toMatch(/no quote/);
    expect(depositRefusal({ status: 'confirmed', quote, deposit: link({ status: 'paid' }) })).toMatch(
      /already paid/,
    );
  });
});

describe('depositState and isOpenLink', () => {
  it('shows a link past its expiry as expired before Stripe says so', () => {
    expect(depositState(link(), NOW)).toBe('link-sent');
    expect(isOpenLink(link(), NOW)).toBe(true);
    const late = link({ expiresAt: new Date(NOW - 1).toISOString() });
    expect(depositState(late, NOW)).toBe('expired');
    expect(isOpenLink(late, NOW)).toBe(false);
    expect(depositState(link({ status: 'paid', expiresAt: late.expiresAt }), NOW)).toBe('paid');
  });
});

describe('depositReturnPath', () => {
  it('is the thank-you page in the enquiry’s language, with the reference', () => {
    expect(depositReturnPath('en', 'paid', 'MLY-7K2Q9P')).toBe('/deposit/thanks?ref=MLY-7K2Q9P');
    expect(depositReturnPath('ar', 'paid', 'MLY-7K2Q9P')).toBe('/ar/deposit/thanks?ref=MLY-7K2Q9P');
    expect(depositReturnPath('ru', 'cancelled', 'MLY-7K2Q9P')).toBe('/ru/deposit/unpaid?ref=MLY-7K2Q9P');
    expect(depositReturnPath('xx', 'paid', 'MLY-7K2Q9P')).toBe('/deposit/thanks?ref=MLY-7K2Q9P');
  });
});

describe('depositMessage', () => {
  it('greets the client by name, with the amount, the reference and the link', () => {
    expect(
      depositMessage({ name: ' Layla ', reference: 'MLY-7K2Q9P' }, 'https://pay.test/x', 'AED 1,500'),
    ).toBe(
      'Hello Layla, here is the link to pay the AED 1,500 deposit for your charter MLY-7K2Q9P: https://pay.test/x',
    );
    expect(depositMessage({ name: '', reference: 'MLY-7K2Q9P' }, 'https://pay.test/x', 'AED 1')).toMatch(
      /^Hello, here is/,
    );
  });
});
