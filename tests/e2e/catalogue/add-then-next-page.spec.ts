/**
 * Add to Cart, then at once another page: the page's reload after the add, which brings the add's
 * message, is overtaken by the next page and thrown away by the router. The message must still
 * show (server/http/toast-cookie.ts).
 */
import { cartBadge } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test("the add's message shows though the load that first brought it is overtaken by the next page", async ({
  page,
}) => {
  await page.goto('/category');
  await waitForHydration(page);
  let added = false;
  let reloadHeld = false;
  let nextPageAsked = () => {};
  const nextPageLoading = new Promise<void>((resolve) => (nextPageAsked = resolve));
  let reloadAnswered = () => {};
  const answeredUnseen = new Promise<void>((resolve) => (reloadAnswered = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    if (route.request().method() === 'POST') {
      added = true;
      return route.continue();
    }
    if (!added) return route.continue();
    if (reloadHeld) {
      nextPageAsked();
      return route.continue();
    }
    reloadHeld = true;
    // The shop answers the page's reload after the add, the message with it, at once; the answer
    // reaches the page only once the customer's next page has overtaken it, and is thrown away.
    const answer = await route.fetch();
    reloadAnswered();
    await nextPageLoading;
    await route.fulfill({ response: answer });
  });

  await page.getByRole('button', { name: 'Add to Cart: Kaju Katli', exact: true }).click();
  await answeredUnseen;
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Kaju Katli' })).toBeVisible();
  await expect(page.getByText('Kaju Katli added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
});
