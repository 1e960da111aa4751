/**
 * Shoppers who keep going through nginx until told to stop: two browse the catalogue's pages,
 * two add a box to their carts, open them and take it out again. Each waits for one answer
 * before asking again, and every answer is kept beside the status it should have had.
 */
import { request, type APIRequestContext } from '@playwright/test';
import type { TwoServers } from './two-servers.ts';

export interface ShopperAnswer {
  shopper: number;
  asked: string;
  /** The answer's status, or why there was none. */
  status: number | string;
  expected: number;
  /** When it came, in ms since the epoch. */
  at: number;
}

export interface Shoppers {
  answers: ShopperAnswer[];
  /** Lets each shopper finish the request under way, then stops them. */
  stop(): Promise<void>;
}

export async function startShoppers(
  shop: TwoServers,
  { pages, variantId }: { pages: string[]; variantId: string },
): Promise<Shoppers> {
  const answers: ShopperAnswer[] = [];
  let shopping = true;
  const shoppers = await Promise.all(
    [0, 1, 2, 3].map(() => request.newContext({ baseURL: shop.proxyUrl, ignoreHTTPSErrors: true })),
  );
  const record = async (
    shopper: number,
    asked: string,
    expected: number,
    send: () => ReturnType<APIRequestContext['get']>,
  ) => {
    let status: number | string;
    try {
      const response = await send();
      status = response.status();
      await response.dispose();
    } catch (error) {
      status = (error as Error).message;
    }
    answers.push({ shopper, asked, status, expected, at: Date.now() });
  };
  const browse = async (shopper: number, context: APIRequestContext) => {
    for (let turn = shopper; shopping; turn += 1) {
      const page = pages[turn % pages.length] ?? '/';
      await record(shopper, `GET ${page}`, 200, () => context.get(page, { maxRedirects: 0 }));
    }
  };
  const buy = async (shopper: number, context: APIRequestContext) => {
    const fromTheShop = { Origin: shop.proxyUrl };
    const post = (intent: string, fields: Record<string, string>) =>
      record(shopper, `POST /cart (${intent})`, 303, () =>
        context.post('/cart', {
          form: { intent, variantId, ...fields },
          headers: fromTheShop,
          maxRedirects: 0,
        }),
      );
    // Taken out again each time, so however long they shop, the stock never runs out.
    while (shopping) {
      await post('add', { quantity: '1' });
      await record(shopper, 'GET /cart', 200, () => context.get('/cart', { maxRedirects: 0 }));
      await post('remove', {});
    }
  };
  const running = shoppers.map((context, shopper) =>
    shopper < 2 ? browse(shopper, context) : buy(shopper, context),
  );
  return {
    answers,
    async stop() {
      shopping = false;
      await Promise.all(running);
      await Promise.all(shoppers.map((context) => context.dispose()));
    },
  };
}
