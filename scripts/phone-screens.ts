/**
 * `npm run screens`: the storefront's first screen on a phone (390 × 844), as a shopper sees it,
 * into docs/screens/: the home page, a catalogue, a product page and a cart with a sweet in it.
 * It builds nothing: run it after `npm run build`. The shop runs on a throw-away sample shop.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startShopServer } from '../bench/shop-server.ts';
import { chromeFlags, findChrome } from './chrome-path.ts';

const SCREENS_DIR = path.resolve(import.meta.dirname, '../docs/screens');
const PHONE = { width: 390, height: 844 };

const shop = await startShopServer();
const browser = await chromium.launch({ executablePath: findChrome(), args: chromeFlags });
try {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    baseURL: shop.url,
  });
  const page = await context.newPage();
  const shoot = async (name: string) => {
    // Pictures load lazily below the first screen; the first screen's are in before this.
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(SCREENS_DIR, `phone-${name}.png`) });
    console.log(`docs/screens/phone-${name}.png`);
  };
  await page.goto('/');
  await shoot('home');
  await page.goto('/category');
  await shoot('catalogue');
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await page.waitForURL(/\/product\//);
  await shoot('product');
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await page
    .getByText(/added to cart!$/)
    .first()
    .waitFor();
  await page.goto('/cart');
  await shoot('cart');
} finally {
  await browser.close();
  await shop.stop();
}
