import { addProductOfOneWeight, ownerBrowser } from '../support/admin.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

// A switched-off product's page answers 404, which the browser reports as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

test('a product the owner switches off is gone from the same browser on its next visit, without waiting', async ({
  page,
  browser,
}) => {
  const name = `Kalakand ${Math.random().toString(36).slice(2, 7)}`;
  const searchPath = `/search?q=${encodeURIComponent(name)}`;
  const owner = await ownerBrowser(browser);
  try {
    await addProductOfOneWeight(owner, { name, price: '320', stock: '25' });

    // The shopper finds it in the catalogue and opens its page, each a plain page load.
    const first = await page.goto(searchPath);
    const card = page.getByRole('article').filter({ hasText: name });
    const productPath =
      (await card.getByRole('link', { name, exact: true }).getAttribute('href')) ?? '';
    expect(productPath).toMatch(/^\/product\//);
    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Back again before any change: the browser asks, is told its copy is current (304, no
    // body), and the copy it shows still runs its scripts, its nonce and CSP being its own.
    const again = await page.goto(searchPath);
    expect((await first?.request().sizes())?.responseBodySize).toBeGreaterThan(0);
    expect((await again?.request().sizes())?.responseBodySize).toBe(0);
    expect(await again?.headerValue('etag')).toBe(await first?.headerValue('etag'));
    await expect(card).toBeVisible();
    await waitForHydration(page);

    await owner.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await waitForHydration(owner);
    const row = owner.getByRole('row').filter({ hasText: name });
    await row.getByRole('switch', { name: `${name} is shown in the shop` }).click();
    await expect(owner.getByText('Product has been deactivated.')).toBeVisible();

    // The same browser's next visits, at once: the product's page is gone, and so is its card.
    expect((await page.goto(productPath))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    const catalogue = await page.goto(searchPath);
    expect(catalogue?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await owner.context().close();
  }
});
