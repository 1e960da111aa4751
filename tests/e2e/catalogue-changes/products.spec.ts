import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { addProductOfOneWeight, ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { withoutJavaScript } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/** A photo as a shop owner's phone would give it: a 1200 × 900 JPEG. */
function photo() {
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 230, g: 160, b: 40 } },
  })
    .jpeg()
    .toBuffer();
}

// A deactivated product's page answers 404, which the browser reports as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

/** The copy of a picture the browser chose and drew; null until it has one. */
function shownCopy(picture: Locator) {
  return picture.evaluate((image: HTMLImageElement) =>
    image.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : null,
  );
}

const uniqueName = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

test('the owner adds a product with two variants and a photo, and customers find it in the shop', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Kesar Peda');
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin/products');
    await waitForHydration(owner);
    await owner.getByRole('link', { name: 'Add Product' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Saffron milk fudge, made every morning.');
    // A milk sweet: it stays with the shop's own riders.
    const perishable = dialog.getByLabel(/^Perishable/);
    await expect(perishable).not.toBeChecked();
    await perishable.check();
    // A new product starts with one variant: 250g at 0 with no stock, and no remove button.
    const first = dialog.getByRole('group', { name: 'Variant 1' });
    await expect(first.getByLabel('Weight')).toHaveValue('250g');
    await expect(first.getByRole('button', { name: /Remove variant/ })).toHaveCount(0);
    await first.getByLabel('Price (₹)').fill('180');
    // Its weights sell from the sweet's stock, in kilograms: a weight has no stock of its own.
    await dialog.getByLabel('Stock by weight (kg)').fill('4');
    await expect(first.getByLabel('Stock', { exact: true })).toHaveCount(0);
    await expect(first.getByText('From the sweet’s stock')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Variant' }).click();
    const second = dialog.getByRole('group', { name: 'Variant 2' });
    // A new row could be a box, with a count of its own, until its weight says otherwise.
    await expect(second.getByLabel('Stock', { exact: true })).toBeVisible();
    await second.getByLabel('Weight').fill('500g');
    await expect(second.getByLabel('Stock', { exact: true })).toHaveCount(0);
    await second.getByLabel('Price (₹)').fill('350.50');
    await second.getByLabel('Default').check();
    await dialog.getByLabel('Image').setInputFiles({
      name: 'kesar-peda.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expectNoAxeViolations(owner);
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    await expect(owner.getByText('Product created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = owner.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('250g: ₹180 · 16 in stock')).toBeVisible();
    await expect(row.getByText('500g: ₹350.50 · 8 in stock (default)')).toBeVisible();
  } finally {
    await owner.context().close();
  }

  // The customer searches the shop: the card shows the photo and the default price. On a
  // desktop's screen its 300 px slot takes the 400 px WebP.
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('₹350.50')).toBeVisible();
  const picture = card.locator('img').first();
  await expect(picture).toHaveAttribute('src', /^\/images\/[0-9a-f]{64}-400\.webp$/);
  await expect(picture).toHaveAttribute(
    'srcset',
    /^\/images\/([0-9a-f]{64})-400\.webp 400w, \/images\/\1-800\.webp 800w$/,
  );
  await expect.poll(() => shownCopy(picture)).toMatch(/-400\.webp$/);
  // A phone's sharper screen, with the card half its width, takes the 800 px copy.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(`/search?q=${encodeURIComponent(name)}`);
    const phoneCard = phonePage.getByRole('article').filter({ hasText: name });
    await expect.poll(() => shownCopy(phoneCard.locator('img').first())).toMatch(/-800\.webp$/);
  } finally {
    await phone.close();
  }
  const served = await page.request.get((await picture.getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('max-age=31536000');

  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name })).toHaveAttribute(
    'src',
    /^\/images\/[0-9a-f]{64}-800\.webp$/,
  );
  await expect(page.getByRole('radio', { name: /250g/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /500g/ })).toBeVisible();
  // Marked perishable, it is not sent beyond the zones that take perishables.
  const check = page.getByRole('region', { name: 'Check delivery' });
  await waitForHydration(page);
  await check.getByLabel('Pincode').fill('600001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByRole('status')).toHaveText(`${name} is delivered only in Local.`);
});

test('a file that is not a picture is refused beside the image field, and nothing is saved', async ({
  browser,
}) => {
  const name = uniqueName('Motichoor Ladoo');
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin/products?new=1');
    await waitForHydration(owner);
    const dialog = owner.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Image').setInputFiles({
      name: 'ladoo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('This is the price list, not a photo.'),
    });
    await dialog.getByRole('button', { name: 'Create Product' }).click();
    const image = dialog.getByLabel('Image');
    await expect(image).toHaveAttribute('aria-invalid', 'true');
    await expect(image).toHaveAccessibleDescription(/Please choose a JPEG, PNG or WebP image\./);
    // What was typed is still there.
    await expect(dialog.getByLabel('Name')).toHaveValue(name);

    await owner.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    await expect(owner.getByText('No products match this search.')).toBeVisible();
  } finally {
    await owner.context().close();
  }
});

test('a deactivated product is gone from the shop at once, and back when activated', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Dodha Barfi');
  const owner = await ownerBrowser(browser);
  try {
    await addProductOfOneWeight(owner, { name, price: '240', stock: '30' });

    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await page
      .getByRole('article')
      .filter({ hasText: name })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const productPath = new URL(page.url()).pathname;

    const row = owner.getByRole('row').filter({ hasText: name });
    await row.getByRole('switch', { name: `${name} is shown in the shop` }).click();
    await expect(owner.getByText('Product has been deactivated.')).toBeVisible();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

    // The customer's open page asks again (Check delivery), in the browser: the product has gone.
    await waitForHydration(page);
    await page.getByLabel('Pincode').fill('110001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);

    // A visitor arriving now (returning-browser.spec.ts has the customer's own browser).
    const visitor = await browser.newPage();
    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(visitor.getByRole('article').filter({ hasText: name })).toHaveCount(0);
    expect((await visitor.goto(productPath))?.status()).toBe(404);
    await visitor.close();

    await row.getByRole('switch', { name: `${name} is shown in the shop` }).click();
    await expect(owner.getByText('Product has been activated.')).toBeVisible();
    const later = await browser.newPage();
    expect((await later.goto(productPath))?.status()).toBe(200);
    await later.close();
  } finally {
    await owner.context().close();
  }
});

test('without JavaScript the owner adds a product, mistakes shown beside their fields', async ({
  browser,
}) => {
  const name = uniqueName('Kaju Pista Roll');
  const owner = await ownerBrowser(browser);
  const plain = await withoutJavaScript(owner, browser);
  try {
    await plain.goto('/admin/products');
    await plain.getByRole('link', { name: 'Add Product' }).click();
    const form = plain.getByRole('region', { name: 'Add Product' });
    await form.getByLabel('Name').fill(name);
    const variant = form.getByRole('group', { name: 'Variant 1' });
    await variant.getByLabel('Price (₹)').fill('-20');
    await form.getByLabel('Stock by weight (kg)').fill('3.75');
    await form.getByRole('button', { name: 'Create Product' }).click();

    const price = plain.getByRole('region', { name: 'Add Product' }).getByLabel('Price (₹)');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveValue('-20');
    await expect(
      plain.getByRole('region', { name: 'Add Product' }).getByLabel('Stock by weight (kg)'),
    ).toHaveValue('3.75');
    await expect(plain.getByRole('region', { name: 'Add Product' }).getByLabel('Name')).toHaveValue(
      name,
    );

    await price.fill('420');
    await plain.getByRole('button', { name: 'Create Product' }).click();
    await expect(plain).toHaveURL(/\/admin\/products$/);
    await expect(plain.getByText(/Product created/)).toBeVisible();
    await expect(plain.getByRole('row').filter({ hasText: name })).toContainText(
      '250g: ₹420 · 15 in stock',
    );
  } finally {
    await plain.context().close();
    await owner.context().close();
  }
});
