import { describe, expect, it, vi } from 'vitest';
import { createFunctionsClient } from '../../../src/backend/firebase/functions-client';
import type { EnquiryInput } from '../../../src/domain/enquiry';

/** The browser's side of the callable protocol (src/domain/server-api.ts), over a fetch the test answers. */
const input: EnquiryInput = {
  channel: 'callback',
  name: 'Layla',
  phone: '+971501234567',
  preferredTime: '',
  message: '',
  language: 'en',
  campaign: {},
  quote: null,
};

function answering(status: number, body: unknown) {
  const respond: typeof fetch = async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return vi.fn(respond);
}

describe('the functions client', () => {
  it('posts { data } to the function’s URL with the App Check token, and gives back the result', async () => {
    const fetch = answering(200, { result: { id: 'MLY-ABCDEF', reference: 'MLY-ABCDEF', quote: null } });
    const client = createFunctionsClient({
      baseUrl: 'https://me-central1-marina.cloudfunctions.net',
      appCheckToken: async () => 'app-check-token',
      fetch,
    });
    await expect(client.createEnquiry(input)).resolves.toEqual({
      id: 'MLY-ABCDEF',
      reference: 'MLY-ABCDEF',
      quote: null,
    });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://me-central1-marina.cloudfunctions.net/createEnquiry');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-Firebase-AppCheck')).toBe('app-check-token');
    expect(JSON.parse(String(init?.body))).toEqual({ data: input });
  });

  it('asks for a deposit link by the enquiry’s id only, as the signed-in operator (their ID token)', async () => {
    const deposit = { status: 'link-sent', url: 'https://checkout.stripe.com/c/pay/cs_1', sessionId: 'cs_1' };
    const fetch = answering(200, { result: deposit });
    const client = createFunctionsClient({ baseUrl: 'http://127.0.0.1:5001/p/me-central1', fetch });
    await expect(client.createDepositLink('MLY-ABCDEF', 'id-token')).resolves.toEqual(deposit);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:5001/p/me-central1/createDepositLink');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { enquiryId: 'MLY-ABCDEF' } });
    // An enquiry's creation never carries the operator's token.
    await client.createEnquiry(input).catch(() => undefined);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('sends no App Check header without App Check', async () => {
    const fetch = answering(200, { result: { id: 'a', reference: 'a', quote: null } });
    await createFunctionsClient({ baseUrl: 'http://127.0.0.1:5001/p/me-central1', fetch }).createEnquiry(
      input,
    );
    expect(new Headers(fetch.mock.calls[0][1]?.headers).has('X-Firebase-AppCheck')).toBe(false);
  });

  it('turns the server’s refusals into the codes the pages pick their messages by', async () => {
    const cases = [
      [429, 'RESOURCE_EXHAUSTED', 'resource-exhausted'],
      [400, 'INVALID_ARGUMENT', 'invalid-argument'],
      [400, 'FAILED_PRECONDITION', 'invalid-argument'],
      [409, 'ALREADY_EXISTS', 'conflict'],
      [404, 'NOT_FOUND', 'not-found'],
      [401, 'UNAUTHENTICATED', 'permission-denied'],
      [500, 'INTERNAL', 'unknown'],
    ] as const;
    for (const [status, callable, code] of cases) {
      const fetch = answering(status, { error: { status: callable, message: `said ${callable}` } });
      await expect(
        createFunctionsClient({ baseUrl: 'http://x', fetch }).createEnquiry(input),
      ).rejects.toMatchObject({
        name: 'BackendError',
        code,
        message: `said ${callable}`,
      });
    }
    const html = vi.fn(async () => new Response('<html>Too Many Requests</html>', { status: 429 }));
    await expect(
      createFunctionsClient({ baseUrl: 'http://x', fetch: html }).createEnquiry(input),
    ).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      createFunctionsClient({ baseUrl: 'http://x', fetch: offline }).createEnquiry(input),
    ).rejects.toMatchObject({
      code: 'unavailable',
    });
  });
});
