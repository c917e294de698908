import { createServer, type Server } from 'node:http';

/** One request Stripe's library sent, its form body flattened (`line_items[0][price_data][unit_amount]`, …). */
export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Answer = { status: number; body: unknown };

/**
 * A stand-in for Stripe's API on the port the emulator scripts gave the functions (STRIPE_API_HOST): it answers
 * `POST /v1/checkout/sessions` with a session, `POST /v1/checkout/sessions/{id}/expire` with it expired (a session
 * marked paid by `complete(id)` is refused, as Stripe refuses one no longer open) and `POST /v1/refunds` with a
 * refund (`re_…`, succeeded), and records what it was sent; anything else is a 404 in Stripe's error shape. An
 * idempotency key sent again gets the first answer again, as at Stripe. `failNext()` makes the next request a 500.
 */
export async function startStripeStandIn() {
  const where = process.env.STRIPE_API_HOST;
  if (!where) throw new Error('No STRIPE_API_HOST: run these tests with `npm run test:functions`.');
  const [host, port] = where.split(':');
  const requests: StripeRequest[] = [];
  const answered = new Map<string, Answer>();
  const completed = new Set<string>();
  let sessions = 0;
  let refunds = 0;
  let failing = false;

  function answer(method: string, path: string, form: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_standin${++sessions}`;
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: form.mode,
          currency: form.currency,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          expires_at: Number(form.expires_at),
          locale: form.locale ?? null,
          metadata: {
            enquiryId: form['metadata[enquiryId]'],
            reference: form['metadata[reference]'],
            purpose: form['metadata[purpose]'],
          },
          payment_status: 'unpaid',
          status: 'open',
          url: `https://checkout.stripe.com/c/pay/${id}`,
        },
      };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire?.[1]) {
      if (completed.has(expire[1])) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } },
        };
      }
      return { status: 200, body: { id: expire[1], object: 'checkout.session', status: 'expired' } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        body: {
          id: `re_test_standin${++refunds}`,
          object: 'refund',
          amount: Number(form.amount),
          currency: 'aed',
          payment_intent: form.payment_intent,
          metadata: { enquiryId: form['metadata[enquiryId]'], reference: form['metadata[reference]'] },
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unknown path.' } } };
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = req.url ?? '';
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, form, idempotencyKey });
      res.setHeader('content-type', 'application/json');
      const failed: Answer = {
        status: 500,
        body: { error: { type: 'api_error', message: 'The stand-in refused.' } },
      };
      const key = idempotencyKey ? `${path} ${idempotencyKey}` : '';
      const result = failing
        ? failed
        : ((key ? answered.get(key) : undefined) ?? answer(req.method ?? '', path, form));
      failing = false;
      if (key && result.status === 200) answered.set(key, result);
      res.statusCode = result.status;
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), host, resolve);
  });
  return {
    requests,
    failNext: () => (failing = true),
    /** The session was paid: Stripe no longer lets it be expired. */
    complete: (sessionId: string) => completed.add(sessionId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
