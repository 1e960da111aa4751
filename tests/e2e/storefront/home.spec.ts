import { expect, test } from '../support/test.ts';

test('the home page shows the promo, hero, collections, highlights and footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Halwai/);
  await expect(
    page.getByText('Diwali Special: 25% OFF on all Mithai boxes, code DIWALI25'),
  ).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Shop Now', exact: true })).toHaveAttribute(
    'href',
    '/category',
  );
  await expect(main.getByRole('link', { name: 'View Collection' })).toHaveAttribute(
    'href',
    '/category',
  );
  for (const [name, count] of [
    ['Mithai', '50+ varieties'],
    ['Namkeen', '30+ varieties'],
    ['Dry Fruits', '25+ varieties'],
    ['Gift Hampers', '15+ options'],
  ] as const) {
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText(count)).toBeVisible();
    await expect(card.getByRole('link', { name: `Shop Now: ${name}` })).toHaveAttribute(
      'href',
      '/category',
    );
  }
  await expect(main.getByRole('link', { name: 'View All Categories' })).toHaveAttribute(
    'href',
    '/category',
  );
  await expect(main.getByText('10k+')).toBeVisible();
  await expect(main.getByText('4.9')).toBeVisible();
  await expect(main.getByText('Since 1985')).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('© 2025 Halwai. All rights reserved.')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'hello@halwai.example' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  for (const support of [
    'Contact Us',
    'Shipping Policy',
    'Returns & Refunds',
    'Privacy Policy',
    'Terms & Conditions',
  ]) {
    await expect(footer.getByRole('link', { name: support })).toBeVisible();
  }
});

test('the header links to every catalogue, the wishlist, the account and the cart', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const expected = {
    Home: '/',
    Mithai: '/category',
    Namkeen: '/namkeen',
    'Dry Fruits': '/dry-fruits',
    'Gift Hampers': '/gift-hampers',
    'Special Occasions': '/special-occasions',
  };
  for (const [label, href] of Object.entries(expected)) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Halwai home' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
  await expect(header.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute(
    'href',
    '/auth',
  );
  await expect(header.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute(
    'href',
    '/cart',
  );
  await expect(header.getByTestId('cart-badge')).toHaveCount(0);
  await expect(header.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
});

test('a visitor clicks a footer link and reads the shipping policy', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click();
  await expect(page).toHaveURL(/\/shipping-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('₹500');
});

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the page's HTML links the stylesheet and the icon sprite: buttons and icons are drawn", async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const shopNow = page.getByRole('main').getByRole('link', { name: 'Shop Now', exact: true });
    await expect(shopNow).toHaveCSS('background-image', /linear-gradient/);
    await expect(shopNow).toHaveCSS('height', '48px');
    const cartIcon = page.getByRole('link', { name: 'Cart', exact: true }).locator('svg');
    await expect(cartIcon).toHaveCSS('fill', 'none');
    await expect(cartIcon).toHaveCSS('stroke-width', '2px');
    const sprite = (await cartIcon.locator('use').getAttribute('href')) ?? '';
    expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg#shopping-cart$/);
    const served = await request.get(sprite.split('#')[0] ?? '');
    expect(served.headers()['content-type']).toContain('image/svg+xml');
    expect(await served.text()).toContain('<symbol id="shopping-cart" viewBox="0 0 24 24">');

    await page.goto('/category');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(card).toHaveCSS('border-radius', '12px');
    await expect(card.getByRole('heading')).toHaveCSS('font-weight', '700');
    await expect(card.locator('.rating svg')).toHaveCSS('width', '16px');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slide-in menu opens and closes with the keyboard and lists every link', async ({
    page,
  }) => {
    await page.goto('/');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const label of [
      'Home',
      'Mithai',
      'Namkeen',
      'Dry Fruits',
      'Gift Hampers',
      'Special Occasions',
      'Wishlist',
      'Login / Sign Up',
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // A click on the dimmed page beside the menu closes it too; a click inside it does not.
    await openMenu.click();
    await menu.getByRole('heading').click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();
  });
});
