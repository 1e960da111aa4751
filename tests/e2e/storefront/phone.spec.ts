import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/** A phone as most of the shop's customers hold one. */
const PHONE = { width: 390, height: 844 };

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a catalogue shows four products, each with its price and Add to Cart, within one and a half screens', async ({
    page,
  }) => {
    await page.goto('/category');
    await waitForHydration(page);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    for (let index = 0; index < 4; index += 1) {
      const card = cards.nth(index);
      const addToCart = card.getByRole('button', { name: /^Add to Cart/ });
      const box = await addToCart.boundingBox();
      expect(box, `card ${index + 1}`).not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0), `card ${index + 1}`).toBeLessThanOrEqual(
        PHONE.height * 1.5,
      );
      // The main control of a card is a thumb's size.
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await expect(card.getByText(/^₹/)).toBeVisible();
    }
    // Two cards a row: the second sits beside the first.
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second?.y).toBe(first?.y);
    // Search, the filter and the sort above them, each saying what it holds.
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Name A-Z');
    await expect(page.getByLabel('Category')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a page of 12 products is at most 4,000 px tall, its pictures sized for their slot', async ({
    page,
  }) => {
    await page.goto('/category');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4000);
    // A card's picture is drawn at half the phone's width, not the width of the screen.
    const picture = await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .locator('img')
      .boundingBox();
    expect(picture?.width ?? Infinity).toBeLessThanOrEqual(PHONE.width / 2);
  });
});
