/** The shop's people on two servers: a customer made as a real one is, and the signed-in owner. */
import type { Browser, Page } from '@playwright/test';
import { signInAsOwner } from '../e2e/support/admin-sign-in.ts';
import { signedInCustomer as signedInCustomerOf } from '../e2e/support/customer.ts';
import { linkEmailedTo } from './outboxes.ts';
import { ask } from './requests.ts';
import type { ShopServer } from './shop-server.ts';
import type { TwoServers } from './two-servers.ts';

/**
 * Signs up as `name` and opens the verification link (which signs in), from whichever server
 * sent it; returns the e-mail.
 */
export const signedInCustomer = (page: Page, shop: TwoServers, name: string) =>
  signedInCustomerOf(page, name, (email, subject) => linkEmailedTo(shop.servers, email, subject));

/** The owner, signed in through nginx; `changeStatusOn` posts their status changes with it. */
export async function signedInOwner(browser: Browser, shop: TwoServers) {
  // Signed in through this shop's own pages: the journeys' kept owner session is another shop's.
  const page = await (await browser.newContext()).newPage();
  await signInAsOwner(page);
  const cookies = await page.context().cookies();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return {
    page,
    /**
     * Moves the order to `status` on this one server, past nginx, as the owner's status select
     * posts it from the shop's own pages (its Origin is the shop's address).
     */
    changeStatusOn: (server: ShopServer, orderNumber: string, status: string) =>
      ask(`${server.url}/admin/orders`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: shop.proxyUrl,
          Cookie: cookie,
        },
        body: new URLSearchParams({ orderNumber, status }).toString(),
      }),
  };
}
