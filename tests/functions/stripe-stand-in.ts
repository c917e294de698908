import { createServer, type Server } from 'node:http';

/** One request Stripe's library sent, its form body flattened (`line_items[0][price_data][unit_amount]`, …). */
export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

/**
 * A stand-in for Stripe's API on the port the emulator scripts gave the functions (STRIPE_API_HOST): it answers
 * `POST /v1/checkout/sessions` with a session and records what it was sent; anything else is a 404 in Stripe's error
 * shape. `failNext()` makes the next session request a 500.
 */
export async function startStripeStandIn() {
  const where = process.env.STRIPE_API_HOST;
  if (!where) throw new Error('No STRIPE_API_HOST: run these tests with `npm run test:functions`.');
  const [host, port] = where.split(':');
  const requests: StripeRequest[] = [];
  let sessions = 0;
  let failing = false;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = req.url ?? '';
      requests.push({
        method: req.method ?? '',
        path,
        form,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && path === '/v1/checkout/sessions' && !failing) {
        const id = `cs_test_standin${++sessions}`;
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.mode,
            currency: form.currency,
            amount_total: Number(form['line_items[0][price_data][unit_amount]']),
            expires_at: Number(form.expires_at),
            metadata: { enquiryId: form['metadata[enquiryId]'], reference: form['metadata[reference]'] },
            payment_status: 'unpaid',
            status: 'open',
            url: `https://checkout.stripe.com/c/pay/${id}`,
          }),
        );
        return;
      }
      failing = false;
      res.statusCode = path === '/v1/checkout/sessions' ? 500 : 404;
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'The stand-in refused.' } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), host, resolve);
  });
  return {
    requests,
    failNext: () => (failing = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
