/**
 * The shop on two servers sharing one PostgreSQL, behind nginx with the owner's site over HTTPS
 * (deploy/nginx/halwai.conf), as a customer and the owner use it. nginx's log says which server
 * answered each request. The journeys run in order: the last one stops a server.
 */
import { PAGE_CACHE_SECONDS } from '#server/http/page-cache.ts';
import { addFromCatalogue } from '../e2e/support/catalogue.ts';
import { waitForHydration } from '../e2e/support/hydration.ts';
import { placeCashOnDeliveryOrder } from '../e2e/support/orders.ts';
import { answeringServer } from './access-log.ts';
import { onBothServers } from './both-servers.ts';
import { signedInCustomer, signedInOwner } from './customers.ts';
import { expect, test } from './fixtures.ts';
import { holdRequestOn } from './held-request.ts';
import { linkEmailedTo, mailTo } from './outboxes.ts';
import { nonceOf } from './requests.ts';
import { startShoppers } from './shoppers.ts';

test.describe.configure({ mode: 'default' });

/** A page's main heading, as a visitor reads it. */
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

test("a visitor's cart, and once signed in their account, are there whichever server answers", async ({
  page,
  shop,
}) => {
  await addFromCatalogue(page, 'Kaju Katli');
  const leave = () => page.goto('about:blank');
  await onBothServers(
    shop,
    '/cart',
    async () => {
      await page.goto('/cart');
      const lines = page.getByRole('list', { name: 'Items in your cart' });
      await expect(lines.getByRole('listitem')).toHaveCount(1);
      await expect(lines).toContainText('Kaju Katli');
    },
    { settle: leave },
  );

  await signedInCustomer(page, shop, 'Meenakshi Iyer');
  await onBothServers(
    shop,
    '/dashboard',
    async () => {
      await page.goto('/dashboard');
      await expect(page.getByText('Welcome back, Meenakshi Iyer.')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    },
    { settle: leave },
  );
});

test("nginx's request id is the shop's, and the servers' metrics are not public through it", async ({
  shop,
}) => {
  const page = await shop.throughProxy('/cart');
  // nginx's $request_id: 32 hex digits, sent to the shop, which answers with it.
  expect(page.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect((await shop.throughProxy('/metrics')).status).toBe(404);
});

test("the owner's status changes, made on each server, reach the customer's open order page live", async ({
  page,
  browser,
  shop,
}) => {
  await signedInCustomer(page, shop, 'Farhan Qureshi');
  await addFromCatalogue(page, 'Samosa', '/namkeen');
  const orderNumber = await placeCashOnDeliveryOrder(page);
  const following = page.waitForResponse((response) => response.url().endsWith('/events'));
  const openedAt = Date.now();
  await page.goto(`/orders/${orderNumber}`);
  expect((await following).status()).toBe(200);
  const steps = page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
  await expect(steps.nth(1)).toHaveText('Confirmed (not yet)');

  // One change on each server: whichever holds the page's event stream, one comes from the other.
  const owner = await signedInOwner(browser, shop);
  try {
    const [first, second] = shop.servers;
    expect((await owner.changeStatusOn(first, orderNumber, 'confirmed')).status).toBe(303);
    await expect(steps.nth(1)).toContainText('Confirmed');
    await expect(steps.nth(1).locator('time')).toBeVisible();
    expect((await owner.changeStatusOn(second, orderNumber, 'packed')).status).toBe(303);
    await expect(steps.nth(2)).toContainText('Packed');
    await expect(steps.nth(2).locator('time')).toBeVisible();
    await expect(steps.nth(3)).toHaveText('Shipped (not yet)');
  } finally {
    await owner.page.context().close();
  }

  // Leaving the page ends its stream, which nginx then logs with the server that held it.
  await page.goto('/');
  const heldBy = await shop.accessLog.answeredAfter(openedAt, 'GET', '/events');
  expect(shop.servers.map((server) => server.address)).toContain(heldBy);
  test.info().annotations.push({ type: 'event stream', description: `held by ${heldBy}` });
});

test('a product renamed through one server shows its new name from both at once', async ({
  page,
  browser,
  shop,
}) => {
  const [product] = await shop.query<{ id: string }>(
    "select id from products where name = 'Soan Papdi'",
  );
  const productPage = `/product/${product?.id}`;
  const owner = await signedInOwner(browser, shop);
  try {
    await owner.page.goto('/admin/products?q=Soan%20Papdi');
    await waitForHydration(owner.page);
    await owner.page.getByRole('link', { name: 'Edit Soan Papdi' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByLabel('Name').fill('Soan Papdi Royale');

    // Each server keeps the page a visitor sees: asked twice, it answers the same render (one
    // CSP nonce), kept for PAGE_CACHE_SECONDS unless something clears it.
    const keptFrom = Date.now();
    const kept = await onBothServers(shop, productPage, () => shop.throughProxy(productPage));
    for (const server of shop.servers) {
      const answers = kept.filter((answer) => answer.server === server.address);
      expect(answers.map(({ result }) => headingOf(result.body))).toEqual([
        'Soan Papdi',
        'Soan Papdi',
      ]);
      expect(new Set(answers.map(({ result }) => nonceOf(result))).size).toBe(1);
    }

    await dialog.getByRole('button', { name: 'Save Product' }).click();
    await expect(owner.page.getByText('Product updated')).toBeVisible();
    await onBothServers(shop, productPage, () => shop.throughProxy(productPage), {
      times: 1,
      counts: (answer) => headingOf(answer.body) === 'Soan Papdi Royale',
      most: 40,
    });
    // Both copies were still fresh: only the change, heard by both servers, can have cleared them.
    expect(Date.now() - keptFrom).toBeLessThan(PAGE_CACHE_SECONDS * 1000);
  } finally {
    await owner.page.context().close();
  }
  await page.goto(productPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soan Papdi Royale');
});

test("an order's e-mails are sent once, though both servers run the background jobs", async ({
  page,
  shop,
}) => {
  const email = await signedInCustomer(page, shop, 'Sunita Rao');
  await addFromCatalogue(page, 'Bhujia');
  const orderNumber = await placeCashOnDeliveryOrder(page);
  const placed = new RegExp(`order ${orderNumber} has been placed`);
  await linkEmailedTo(shop.servers, email, placed);

  // Both servers heard of the order's jobs; once none is left waiting, none can run again.
  await expect
    .poll(async () => {
      const [queue] = await shop.query<{ waiting: number }>(
        "select count(*)::int as waiting from jobs where name = 'order-email' and payload->>'orderNumber' = $1",
        [orderNumber],
      );
      return queue?.waiting;
    }, 'order e-mails still waiting to be sent')
    .toBe(0);
  expect(mailTo(shop.servers, email, placed)).toHaveLength(1);
  const notices = mailTo(shop.servers, 'hello@halwai.example', new RegExp(`order ${orderNumber}`));
  expect(notices).toHaveLength(1);
});

/** Enough of the shoppers' requests for a phase of the stop: a second or two of them. */
const SOME_REQUESTS = 60;
/**
 * How long that many may take to arrive: a second or two on a quiet machine, but the shoppers
 * share two cores with both servers, nginx, the database and the journeys beside them, and a
 * loaded machine sent 58 in the expectations' usual 10 s.
 */
const SOME_REQUESTS_WITHIN = { timeout: 30_000 };

test('stopping one server with SIGTERM while shoppers browse and buy fails none of their requests', async ({
  shop,
}) => {
  const [stopping, staying] = shop.servers;
  const [kajuKatli] = await shop.query<{ id: string; variant: string }>(
    `select p.id, v.id as variant from products p join product_variants v on v.product_id = p.id
     where p.name = 'Kaju Katli' and v.is_default`,
  );
  const shoppers = await startShoppers(shop, {
    pages: ['/', '/category', `/product/${kajuKatli?.id}`, '/namkeen'],
    variantId: kajuKatli?.variant ?? '',
  });
  const answersAfter = (at: number) => shoppers.answers.filter((answer) => answer.at > at);
  try {
    // Both servers busy with the shoppers first.
    const flowing = shop.accessLog.mark();
    const answeredBy = (server: string) =>
      shop.accessLog.since(flowing).filter((passage) => answeringServer(passage) === server);
    for (const server of shop.servers) {
      await expect
        .poll(() => answeredBy(server.address).length, SOME_REQUESTS_WITHIN)
        .toBeGreaterThan(SOME_REQUESTS);
    }

    // SIGTERM while a request of its own is still arriving: the server drains until it is done.
    const held = await holdRequestOn(stopping);
    const signalledAt = Date.now();
    stopping.terminate();
    await expect
      .poll(() => answersAfter(signalledAt).length, SOME_REQUESTS_WITHIN)
      .toBeGreaterThan(SOME_REQUESTS);
    const { statuses, text } = await held.release();
    expect(statuses).toEqual([200, 200, 503]);
    expect(text).toContain('draining: this server is stopping');
    expect(await stopping.exited).toBe(0);

    const stoppedAt = Date.now();
    await expect
      .poll(() => answersAfter(stoppedAt).length, SOME_REQUESTS_WITHIN)
      .toBeGreaterThan(SOME_REQUESTS);
    const afterwards = shop.accessLog.passages().filter((passage) => passage.at > stoppedAt);
    expect(new Set(afterwards.map(answeringServer))).toEqual(new Set([staying.address]));
  } finally {
    await shoppers.stop();
  }
  const retried = shop.accessLog.passages().filter((passage) => passage.servers.length > 1);
  test.info().annotations.push({
    type: 'requests',
    description: `${shoppers.answers.length} answered, ${retried.length} passed on by nginx to the other server`,
  });
  const refused = shoppers.answers.filter((answer) => answer.status !== answer.expected);
  expect(refused).toEqual([]);
  expect(shop.accessLog.passages().filter((passage) => passage.status >= 500)).toEqual([]);
});
