import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addFromCatalogue } from '../support/catalogue.ts';
import { expect, test } from '../support/test.ts';

/** Runs axe for WCAG 2.1 A and AA; a failure lists each rule with the elements that break it. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
  expect(violations, `axe found violations on ${page.url()}:\n${report}`).toEqual([]);
}

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
