/**
 * A local Stripe for tests and trying the shop out: the documented API shapes the shop uses
 * (Checkout Sessions and refunds, form-encoded with a Bearer key, honouring Idempotency-Key),
 * and a hosted checkout page with a Pay button that returns to the session's success_url.
 * Webhooks are signed as Stripe signs them: `t=<seconds>,v1=<HMAC-SHA256 of "t.body">`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeStandInSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
}

export interface StripeStandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, StripeStandInSession>;
  refunds: StripeStandInRefund[];
  /** The customer pays on the hosted page; `amount` to tamper with what Stripe reports. */
  pay(sessionId: string, amount?: number): StripeStandInSession;
  /** A signed webhook body and headers; `timestamp` (seconds) to make a stale one. */
  webhook(
    type: string,
    object: object,
    timestamp?: number,
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startStripeStandIn(
  options: {
    port?: number;
    secretKey?: string;
    webhookSecret?: string;
    /** The shop's webhook: the stand-in posts checkout.session.completed there when paid. */
    webhookUrl?: string;
  } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_standin';
  const webhookSecret = options.webhookSecret ?? 'whsec_standin';
  const sessions = new Map<string, StripeStandInSession>();
  const refunds: StripeStandInRefund[] = [];
  const refundsByIdempotencyKey = new Map<string, StripeStandInRefund>();

  function pay(sessionId: string, amount?: number) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No stand-in session ${sessionId}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: newId('pi'),
      amount_total: amount ?? session.amount_total,
      url: null,
    });
    return session;
  }

  function webhook(type: string, object: object, timestamp = nowSeconds()) {
    const body = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: timestamp,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signature = createHmac('sha256', webhookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      },
    };
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      sendJson(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const hosted = /^\/c\/pay\/([^/]+)$/.exec(path);
    if (hosted?.[1]) return hostedCheckout(request, response, hosted[1]);
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const form = new URLSearchParams(request.method === 'POST' ? await readBody(request) : '');
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
      const id = newId('cs');
      const session: StripeStandInSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: unitAmount * quantity,
        currency: form.get('line_items[0][price_data][currency]') ?? 'inr',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        metadata: prefixed(form, 'metadata'),
        payment_intent: null,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url'),
        url: `${standIn.url}/c/pay/${id}`,
        expires_at: Number(form.get('expires_at') ?? nowSeconds() + 86_400),
        created: nowSeconds(),
      };
      sessions.set(id, session);
      return sendJson(response, 200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(sessionMatch[1]);
      return session ? sendJson(response, 200, session) : missing(response, 'checkout.session');
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? refundsByIdempotencyKey.get(key) : undefined;
      if (earlier) return sendJson(response, 200, earlier);
      const paymentIntent = form.get('payment_intent');
      const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
      if (!session || !paymentIntent) return missing(response, 'payment_intent');
      if (refunds.some((refund) => refund.payment_intent === paymentIntent)) {
        return sendJson(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge has already been refunded.',
          },
        });
      }
      const refund: StripeStandInRefund = {
        id: newId('re'),
        object: 'refund',
        amount: session.amount_total,
        currency: session.currency,
        payment_intent: paymentIntent,
        status: 'succeeded',
        metadata: prefixed(form, 'metadata'),
        created: nowSeconds(),
      };
      refunds.push(refund);
      if (typeof key === 'string') refundsByIdempotencyKey.set(key, refund);
      return sendJson(response, 200, refund);
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      const paymentIntent = url.searchParams.get('payment_intent');
      const data = refunds.filter((refund) => refund.payment_intent === paymentIntent);
      return sendJson(response, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    return missing(response, 'resource');
  }

  /** Stripe's hosted page, reduced to its outcome: Pay, or go back to the shop. */
  async function hostedCheckout(
    request: IncomingMessage,
    response: ServerResponse,
    sessionId: string,
  ) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('This checkout session is no longer open.');
    }
    if (request.method === 'POST') {
      pay(sessionId);
      if (options.webhookUrl) {
        const { body, headers } = webhook('checkout.session.completed', session);
        await fetch(options.webhookUrl, { method: 'POST', headers, body }).catch(() => undefined);
      }
      response.writeHead(303, {
        location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
      });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(`<!doctype html><html lang="en"><head><title>Stripe test checkout</title></head>
<body><main><h1>Stripe test checkout</h1>
<p>${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post"><button>Pay</button></form>
${session.cancel_url ? `<p><a href="${session.cancel_url}">Back to the shop</a></p>` : ''}
</main></body></html>`);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    pay,
    webhook,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

/** `metadata[order_number]=…` back into `{ order_number: … }`. */
function prefixed(form: URLSearchParams, name: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) values[match[1]] = value;
  }
  return values;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const missing = (response: ServerResponse, what: string) =>
  sendJson(response, 404, {
    error: { type: 'invalid_request_error', message: `No such ${what}` },
  });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
