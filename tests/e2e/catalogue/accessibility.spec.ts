import { expectNoAxeViolations } from '../support/axe.ts';
import { addFromCatalogue } from '../support/catalogue.ts';
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
  await addFromCatalogue(page, 'Kaju Katli');
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: 'Kaju Katli (500g)' })).toBeVisible();
  await expectNoAxeViolations(page);
});
