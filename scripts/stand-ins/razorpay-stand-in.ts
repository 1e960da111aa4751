/**
 * A local Razorpay for tests and trying the shop out: the documented v1 API shapes for orders,
 * payments and refunds (basic auth with the key id and secret), and a checkout.js whose
 * window.Razorpay opens a small dialog instead of Razorpay's real checkout. Paying there
 * answers the page's handler exactly as Razorpay does, signed with the key secret.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RazorpayStandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayStandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: 'upi';
  amount_refunded: number;
  created_at: number;
}

export interface RazorpayStandInRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'processed';
  created_at: number;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface RazorpayStandIn {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, RazorpayStandInOrder>;
  payments: Map<string, RazorpayStandInPayment>;
  refunds: RazorpayStandInRefund[];
  /** A captured payment for the order, as Razorpay's checkout makes one; `amount` to tamper. */
  pay(orderId: string, amount?: number): RazorpayStandInPayment;
  /** What the checkout hands the page's handler after a payment: ids and the signature. */
  checkoutAnswer(payment: RazorpayStandInPayment): {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  /** A webhook body and its headers, signed with the webhook secret. */
  webhook(
    event: 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.processed',
    entities: { payment: RazorpayStandInPayment; refund?: RazorpayStandInRefund },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

export async function startRazorpayStandIn(
  options: {
    port?: number;
    keyId?: string;
    keySecret?: string;
    webhookSecret?: string;
    /** The shop's webhook: the stand-in posts payment.captured there when the dialog pays. */
    webhookUrl?: string;
  } = {},
): Promise<RazorpayStandIn> {
  const keyId = options.keyId ?? 'rzp_test_standin';
  const keySecret = options.keySecret ?? 'standin_key_secret';
  const webhookSecret = options.webhookSecret ?? 'standin_webhook_secret';
  const orders = new Map<string, RazorpayStandInOrder>();
  const payments = new Map<string, RazorpayStandInPayment>();
  const refunds: RazorpayStandInRefund[] = [];
  const sign = (message: string, secret: string) =>
    createHmac('sha256', secret).update(message).digest('hex');

  function pay(orderId: string, amount?: number): RazorpayStandInPayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No stand-in order ${orderId}`);
    const payment: RazorpayStandInPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: amount ?? order.amount,
      currency: order.currency,
      status: 'captured',
      order_id: orderId,
      method: 'upi',
      amount_refunded: 0,
      created_at: nowSeconds(),
    };
    payments.set(payment.id, payment);
    Object.assign(order, { status: 'paid', amount_paid: payment.amount, amount_due: 0 });
    return payment;
  }

  const checkoutAnswer = (payment: RazorpayStandInPayment) => ({
    razorpay_payment_id: payment.id,
    razorpay_order_id: payment.order_id,
    razorpay_signature: sign(`${payment.order_id}|${payment.id}`, keySecret),
  });

  const authorised = (request: IncomingMessage) =>
    request.headers.authorization ===
    `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    if (request.method === 'OPTIONS') return send(response, 204, undefined);
    if (request.method === 'GET' && path === '/v1/checkout.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', ...corsHeaders });
      return response.end(checkoutScript(standIn.url));
    }
    if (request.method === 'POST' && path === '/stand-in/pay') {
      return await payFromCheckout(JSON.parse(await readBody(request)), response);
    }
    if (!authorised(request)) {
      return send(response, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    if (request.method === 'POST' && path === '/v1/orders') {
      const body = JSON.parse(await readBody(request)) as {
        amount?: unknown;
        currency?: unknown;
        receipt?: string;
        notes?: Record<string, string>;
      };
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100) {
        return badRequest(response, 'The amount must be atleast INR 1.00');
      }
      const order: RazorpayStandInOrder = {
        id: newId('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: typeof body.currency === 'string' ? body.currency : 'INR',
        receipt: body.receipt ?? null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? {},
        created_at: nowSeconds(),
      };
      orders.set(order.id, order);
      return send(response, 200, order);
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && orderMatch?.[1]) {
      const order = orders.get(orderMatch[1]);
      return order ? send(response, 200, order) : notFound(response);
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refunds?)?$/.exec(path);
    const payment = paymentMatch?.[1] ? payments.get(paymentMatch[1]) : undefined;
    if (paymentMatch && !payment) return notFound(response);
    if (payment && request.method === 'GET' && !paymentMatch?.[2]) {
      return send(response, 200, payment);
    }
    if (payment && request.method === 'GET' && paymentMatch?.[2] === '/refunds') {
      const items = refunds.filter((refund) => refund.payment_id === payment.id);
      return send(response, 200, { entity: 'collection', count: items.length, items });
    }
    if (payment && request.method === 'POST' && paymentMatch?.[2] === '/refund') {
      const body = JSON.parse((await readBody(request)) || '{}') as { amount?: number };
      const amount = body.amount ?? payment.amount - payment.amount_refunded;
      if (payment.amount_refunded + amount > payment.amount) {
        return badRequest(response, 'The payment has been fully refunded already');
      }
      const refund: RazorpayStandInRefund = {
        id: newId('rfnd'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        status: 'processed',
        created_at: nowSeconds(),
      };
      refunds.push(refund);
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      return send(response, 200, refund);
    }
    return notFound(response);
  }

  /** The dialog's buttons: pay, pay but hand the page a forged signature, or fail. */
  async function payFromCheckout(
    request: { order_id?: string; outcome?: 'paid' | 'forged' | 'failed' },
    response: ServerResponse,
  ) {
    const order = request.order_id ? orders.get(request.order_id) : undefined;
    if (!order) return notFound(response);
    if (request.outcome === 'failed') {
      return send(response, 200, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          reason: 'payment_failed',
          metadata: { order_id: order.id },
        },
      });
    }
    const payment = pay(order.id);
    const answer = checkoutAnswer(payment);
    if (options.webhookUrl && request.outcome === 'paid') {
      const { body, headers } = standIn.webhook('payment.captured', { payment });
      await fetch(options.webhookUrl, { method: 'POST', headers, body }).catch(() => undefined);
    }
    if (request.outcome === 'forged') answer.razorpay_signature = sign('forged', 'not-the-secret');
    return send(response, 200, answer);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: RazorpayStandIn = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    pay,
    checkoutAnswer,
    webhook(event, entities) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event,
        contains: Object.keys(entities),
        payload: Object.fromEntries(
          Object.entries(entities).map(([name, entity]) => [name, { entity }]),
        ),
        created_at: nowSeconds(),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(body, webhookSecret),
          'x-razorpay-event-id': newId('evt'),
        },
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'GET, POST',
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', ...corsHeaders });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

const notFound = (response: ServerResponse) =>
  send(response, 404, {
    error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
  });

const badRequest = (response: ServerResponse, description: string) =>
  send(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description } });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The stand-in's window.Razorpay: the options and events the shop's pay page uses. */
function checkoutScript(origin: string) {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  class Razorpay {
    constructor(options) { this.options = options; this.events = {}; }
    on(name, handler) { this.events[name] = handler; }
    open() {
      const o = this.options;
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-labelledby', 'rzp-stand-in-title');
      dialog.style.cssText = 'padding:24px;border-radius:12px;font-family:sans-serif;color:#1c1917;background:#fff';
      const title = document.createElement('h2');
      title.id = 'rzp-stand-in-title';
      title.textContent = 'Razorpay test checkout';
      const amount = document.createElement('p');
      amount.textContent = o.name + ': ' + o.description + ', ' + (o.amount / 100).toFixed(2) + ' ' + o.currency;
      dialog.append(title, amount);
      const finish = () => { dialog.close(); dialog.remove(); };
      const choose = (label, outcome) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.style.cssText = 'margin:4px;padding:8px 12px;border:1px solid #57534e;border-radius:6px;background:#fff;color:#1c1917';
        button.addEventListener('click', async () => {
          if (outcome === 'dismissed') { finish(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); return; }
          const answer = await fetch(origin + '/stand-in/pay', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ order_id: o.order_id, outcome }),
          }).then((response) => response.json());
          finish();
          if (answer.error) { this.events['payment.failed'] && this.events['payment.failed'](answer); return; }
          o.handler(answer);
        });
        dialog.append(button);
      };
      choose('Pay', 'paid');
      choose('Pay with a forged signature', 'forged');
      choose('Fail the payment', 'failed');
      choose('Close', 'dismissed');
      document.body.append(dialog);
      dialog.showModal();
    }
  }
  window.Razorpay = Razorpay;
})();
`;
}
