import Stripe from 'stripe';
import { FUNCTION_NAMES } from '../../src/domain/server-api';
import type { FunctionsEmulators } from './functions-env';

/**
 * What the tests of the payments online share (deposit.test.ts, balance-refunds.test.ts): accounts in the Auth
 * emulator with their ID tokens, and Stripe's events sent to the webhook signed by Stripe's own test helper.
 */
export const PASSWORD = 'a-long-password';

const authApi = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { localId: string; idToken: string };
}

/** An account in the Auth emulator with these claims, and its ID token. */
export async function idToken(
  emulators: FunctionsEmulators,
  email: string,
  claims: Record<string, unknown>,
): Promise<string> {
  const auth = authApi();
  const password = PASSWORD;
  const { localId } = await post(`${auth}/accounts:signUp?key=demo-api-key`, { email, password });
  await post(`${auth}/projects/${emulators.projectId}/accounts:update`, {
    localId,
    customAttributes: JSON.stringify(claims),
  });
  const signedIn = await post(`${auth}/accounts:signInWithPassword?key=demo-api-key`, {
    email,
    password,
    returnSecureToken: true,
  });
  return signedIn.idToken;
}

/**
 * Sends an event to the webhook: signed with the endpoint's secret ('sign'), not signed (null), or with the given
 * `stripe-signature` header.
 */
export async function sendWebhook(
  emulators: FunctionsEmulators,
  event: unknown,
  signature: string | null = 'sign',
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature === 'sign') {
    headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
    });
  } else if (signature !== null) {
    headers['stripe-signature'] = signature;
  }
  const response = await fetch(`${emulators.functionsBaseUrl}/${FUNCTION_NAMES.stripeWebhook}`, {
    method: 'POST',
    headers,
    body: payload,
  });
  return { status: response.status, text: await response.text() };
}
