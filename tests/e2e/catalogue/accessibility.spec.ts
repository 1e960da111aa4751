import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { expect, test } from '../support/test.ts';

test('the Mithai catalogue has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.goto('/category');
  await expect(page.getByRole('heading', { level: 1, name: 'Mithai' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Kaju Katli's product page has no WCAG 2.1 AA violations", async ({ page }) => {
  await page.goto('/category');
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kaju Katli' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a cart with Kaju Katli in it has no WCAG 2.1 AA violations', async ({ page }) => {
  await putInCart(page, 'Kaju Katli');
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: 'Kaju Katli (500g)' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// Every page a visitor can reach without an account, on a desktop and on a phone (where the
// header's touch targets and the slide-in menu change), against WCAG 2.2 AA. One page of each
// layout: every catalogue and the search are one route (routes/catalogue.tsx) whose pages differ
// only in their products: the desktop checks the search (the Mithai page has its test above), the
// phone Namkeen.
const visitorPages = [
  { path: '/', heading: /./ },
  { path: '/cart', heading: /./ },
  { path: '/auth', heading: 'Welcome Back' },
  { path: '/shipping-policy', heading: /./ },
];

for (const viewport of [
  {
    name: 'a desktop',
    width: 1280,
    height: 800,
    catalogue: { path: '/search?q=kaju', heading: /Search/ },
  },
  { name: 'a phone', width: 390, height: 844, catalogue: { path: '/namkeen', heading: 'Namkeen' } },
]) {
  test(`every page a visitor reaches has no WCAG 2.2 AA violations on ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const { path, heading } of [...visitorPages, viewport.catalogue]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    if (viewport.width < 1024) {
      // The header, and its menu, are every storefront page's: opened on the page last checked.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
