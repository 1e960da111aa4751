/** The shop's owner in a browser of their own, beside the customer's. */
import type { Browser, Page } from '@playwright/test';
import { SHOP_OWNER, signIn } from './customer.ts';

/** A new browser context signed in as the shop's admin; close its context when done. */
export async function ownerBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signIn(owner, SHOP_OWNER.email, SHOP_OWNER.password);
  return owner;
}
