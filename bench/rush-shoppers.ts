/**
 * The rush's shoppers and what they send, over HTTP as a browser does: signing up through the
 * form and the e-mailed link, adding to the cart, opening the checkout page and placing a Cash on
 * Delivery order from it. Used by the rush (spike.ts) and by the cost of each kind of request
 * (request-cost.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopServer } from './shop-server.ts';

export const PASSWORD = 'kaju-katli-diwali-2026';

export interface Customer {
  email: string;
  cookie: string;
  busy: boolean;
}

export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

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
  await fetch(`${server.url}/auth`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const message = readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .find((text) => text.includes(`To: ${email}`));
  const link = /https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/.exec(message ?? '')?.[0];
  if (!link) throw new Error(`No verification e-mail reached ${email}`);
  const verifyUrl = new URL(link.replaceAll('=3D', '='));
  const verified = await fetch(`${server.url}${verifyUrl.pathname}${verifyUrl.search}`, {
    redirect: 'manual',
  });
  const cookie = cookieOf(verified);
  if (!cookie) throw new Error(`Verifying ${email} did not sign in`);
  return { email, cookie, busy: false };
}

/** What the rush browses: pages and variants read from the shop itself. */
export async function catalogueToBrowse(server: ShopServer) {
  const cataloguePages = ['/category', '/category?page=2', '/category?page=3'];
  const html = (
    await Promise.all(
      cataloguePages.map(async (page) => (await fetch(`${server.url}${page}`)).text()),
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
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: {
      origin: server.url,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
}

/** Add to Cart as the page's form sends it with JavaScript. */
export const addToCart = (server: ShopServer, variantId: string, cookie: string) =>
  post(server, '/cart.data', { intent: 'add', variantId }, cookie);

export const openCheckout = (server: ShopServer, customer: Customer) =>
  fetch(`${server.url}/checkout`, { headers: { cookie: customer.cookie } });

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
export const orderPlaced = (response: Response | undefined) =>
  response?.status === 303 && response.headers.get('location') === '/my-orders';
