/**
 * What the deposit link and the balance link share (docs/decisions/0037-deposits.md, 0047-balance-and-refunds-online.md):
 * the site's address for the return pages and one Stripe Checkout Session for one amount in AED.
 */
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { isLocale, type Locale } from '../../src/domain/locales';
import { SITE_ORIGIN } from './site-origin';
import { stripeApiHost, stripeClient } from './stripe-client';

/** The site's origin for the return URLs: SITE_ORIGIN (by default the published site), else the caller's origin. */
export function siteOrigin(request: CallableRequest): string {
  const origin = SITE_ORIGIN.value() || String(request.rawRequest.headers.origin ?? '');
  if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
    throw new HttpsError('failed-precondition', 'The site’s address is unknown: set SITE_ORIGIN.');
  }
  return origin;
}

/**
 * Stripe Checkout's language for the client's: its payment page speaks English and Russian but not Arabic
 * (Stripe's supported locales), so an Arabic-speaking client gets their browser's language ('auto').
 */
const CHECKOUT_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  ar: 'auto',
  ru: 'ru',
};
export const checkoutLocale = (language: string): Stripe.Checkout.SessionCreateParams.Locale =>
  isLocale(language) ? CHECKOUT_LOCALES[language] : 'auto';

export type PaymentPurpose = 'deposit' | 'balance';

export interface CheckoutRequest {
  purpose: PaymentPurpose;
  enquiry: { id: string; reference: string; language: string };
  amountFils: number;
  /** The one line the client reads on the payment page. */
  description: string;
  expiresAtSeconds: number;
  successUrl: string;
  cancelUrl: string;
  /** A double click within the same second makes one session, not two. */
  idempotencyKey: string;
}

/**
 * One Checkout Session for `amountFils` in AED. Its metadata (on the session and on the payment intent, which the
 * operator sees in Stripe's dashboard) names the enquiry and what the money is for: the webhook records it by them.
 */
export async function createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
  const metadata = {
    enquiryId: request.enquiry.id,
    reference: request.enquiry.reference,
    purpose: request.purpose,
  };
  const session = await stripeClient().checkout.sessions.create(
    {
      mode: 'payment',
      currency: 'aed',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'aed',
            unit_amount: request.amountFils,
            product_data: { name: request.description },
          },
        },
      ],
      client_reference_id: request.enquiry.id,
      metadata,
      payment_intent_data: { metadata },
      locale: checkoutLocale(request.enquiry.language),
      expires_at: request.expiresAtSeconds,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new HttpsError('internal', 'Stripe gave no payment page.');
  return { id: session.id, url: session.url };
}

/**
 * Runs a callable's work that calls Stripe: its own refusals (HttpsError) go to the caller as they are; anything else
 * (Stripe down, refused, the stand-in failing) is logged without personal data and answered UNAVAILABLE.
 */
export async function withStripeErrors<T>(name: string, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.error(`${name} failed`, { message: (error as Error).message, standIn: stripeApiHost() !== '' });
    throw new HttpsError('unavailable', message);
  }
}
