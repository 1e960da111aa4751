/**
 * The rush's shoppers and what they send, over HTTP as a browser does: signing up through the
 * form and the e-mailed link, adding to the cart, opening the checkout page and placing a Cash on
 * Delivery order from it. Used by the rush (spike.ts) and by the cost of each kind of request
 * (request-cost.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { send, textOf, type Answer } from './rush-client.ts';
import type { ShopServer } from './shop-server.ts';

export const PASSWORD = 'kaju-katli-diwali-2026';

export interface Customer {
  email: string;
  cookie: string;
  busy: boolean;
}

export const cookieOf = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');

export function joinCookies(...cookies: string[]) {
  const jar = new Map<string, string>();
  for (const pair of cookies.flatMap((cookie) => cookie.split('; ')).filter(Boolean)) {
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A customer signed up and verified the way a real one is: the form, then the e-mailed link. */
export async function signedUpCustomer(
  server: ShopServer,
  outbox: string,
  index: number,
): Promise<Customer> {
  const email = `rush.${index}.${Date.now()}@example.com`;
  const form = new URLSearchParams({
    intent: 'sign-up',
    fullName: `Rush Customer ${index + 1}`,
    email,
    password: PASSWORD,
  });
  await send(`${server.url}/auth`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const message = readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .find((text) => text.includes(`To: ${email}`));
  const link = /https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/.exec(message ?? '')?.[0];
  if (!link) throw new Error(`No verification e-mail reached ${email}`);
  const verifyUrl = new URL(link.replaceAll('=3D', '='));
  const verified = await send(`${server.url}${verifyUrl.pathname}${verifyUrl.search}`);
  const cookie = cookieOf(verified);
  if (!cookie) throw new Error(`Verifying ${email} did not sign in`);
  return { email, cookie, busy: false };
}

/** What the rush browses: pages and variants read from the shop itself. */
export async function catalogueToBrowse(server: ShopServer) {
  const cataloguePages = ['/category', '/category?page=2', '/category?page=3'];
  const html = (
    await Promise.all(
      cataloguePages.map(async (page) => textOf(await send(`${server.url}${page}`))),
    )
  ).join('');
  const productPaths = [...new Set([...html.matchAll(/href="(\/product\/[0-9a-f-]+)"/g)])].map(
    (match) => match[1] ?? '/',
  );
  const variantIds = [...html.matchAll(/name="variantId" value="([0-9a-f-]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const browsePaths = [
    '/',
    ...cataloguePages,
    '/namkeen',
    '/dry-fruits',
    '/search?q=kaju',
    '/search?q=laddoo',
    ...productPaths,
  ];
  return { browsePaths, variantIds };
}

function post(server: ShopServer, pathname: string, form: Record<string, string>, cookie: string) {
  return send(`${server.url}${pathname}`, {
    method: 'POST',
    headers: {
      origin: server.url,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
}

/** Add to Cart as the page's form sends it with JavaScript. */
export const addToCart = (server: ShopServer, variantId: string, cookie: string) =>
  post(server, '/cart.data', { intent: 'add', variantId }, cookie);

export const openCheckout = (server: ShopServer, customer: Customer) =>
  send(`${server.url}/checkout`, { headers: { cookie: customer.cookie } });

/** The checkout form's one-time key, or undefined when the page shows no form (an empty cart). */
export const checkoutKeyIn = (checkoutPage: string) =>
  /name="idempotencyKey" value="([^"]+)"/.exec(checkoutPage)?.[1];

/** Places the order from the checkout page's form, with the slot the page chose to begin with. */
export function placeOrder(
  server: ShopServer,
  customer: Customer,
  checkoutPage: string,
  idempotencyKey: string,
) {
  // Delhi is the shop's own riders' zone, delivered in slots.
  const deliverySlot =
    /<input[^>]*name="deliverySlot" value="([^"]+)"[^>]*checked=""/.exec(checkoutPage)?.[1] ?? '';
  return post(
    server,
    '/checkout',
    {
      fullName: 'Rush Customer',
      phone: '9876543210',
      email: customer.email,
      address: '14 Lajpat Nagar II',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110024',
      giftMessage: '',
      paymentMethod: 'cod',
      deliverySlot,
      shownPromoCode: '',
      idempotencyKey,
    },
    customer.cookie,
  );
}

/** The shop's answer to a placed order: the redirect to My Orders. */
export const orderPlaced = (answer: Answer | undefined) =>
  answer?.status === 303 && answer.headers.location === '/my-orders';
