import { ownerBrowser, restockEveryWeight } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInCustomer, uniqueEmail } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { linkEmailedTo } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

// An address that is none is answered 400, beside its field.
test.use({ allowedConsoleErrors: [/status of 400/] });

test('a visitor (with JavaScript and without) and a customer ask to hear when Raisins are back; the restock e-mails the visitor, and the wishlist says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A visitor asks by e-mail; a wrong address is said beside the field.
  await page.goto('/dry-fruits');
  await page.getByRole('main').getByRole('link', { name: 'Raisins', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Raisins' })).toBeVisible();
  await waitForHydration(page);
  const productUrl = page.url();
  const notify = page.getByRole('form', { name: 'Notify me when available' });
  await notify.getByLabel('Email').fill('raisin-lover');
  await notify.getByRole('button', { name: 'Notify me when available' }).click();
  await expect(notify.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address, like name@example.com.',
  );
  const visitorEmail = uniqueEmail('Raisin Lover');
  await notify.getByLabel('Email').fill(visitorEmail);
  await notify.getByRole('button', { name: 'Notify me when available' }).click();
  await expect(page.getByText('We will e-mail you', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Without JavaScript the form is in the page as it comes, though its code is fetched apart.
  const noScriptContext = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await noScriptContext.newPage();
  await noScript.goto(productUrl);
  const noScriptEmail = uniqueEmail('Raisin Lover Offline');
  const noScriptForm = noScript.getByRole('form', { name: 'Notify me when available' });
  await noScriptForm.getByLabel('Email').fill(noScriptEmail);
  await noScriptForm.getByRole('button', { name: 'Notify me when available' }).click();
  await expect(
    noScript.getByRole('status').filter({ hasText: 'We will e-mail you' }),
  ).toBeVisible();

  // A signed-in customer asks with one click, and keeps Raisins on the wishlist.
  const customer = await (await browser.newContext()).newPage();
  await signedInCustomer(customer, 'Farah Khan');
  await customer.goto(productUrl);
  await waitForHydration(customer);
  await customer.getByRole('button', { name: 'Save Raisins to your wishlist' }).click();
  // Saved once the shop says so (the heart fills at once, before the shop has it).
  await expect(customer.getByText('Added to your wishlist').first()).toBeVisible();
  const oneClick = customer.getByRole('form', { name: 'Notify me when available' });
  await expect(oneClick.getByLabel('Email')).toHaveCount(0);
  await oneClick.getByRole('button', { name: 'Notify me when available' }).click();
  await expect(customer.getByText('We will e-mail you', { exact: true }).first()).toBeVisible();
  await customer.goto('/wishlist');
  await expect(customer.getByText('Back in stock', { exact: true })).toHaveCount(0);

  // The owner restocks; each request hears once, with a link to the product.
  const owner = await ownerBrowser(browser);
  await restockEveryWeight(owner, 'Raisins', 25);
  await owner.context().close();

  expect(await linkEmailedTo(visitorEmail, /Subject: Raisins .* is back in stock at Halwai/)).toBe(
    productUrl,
  );
  expect(await linkEmailedTo(noScriptEmail, /Subject: Raisins .* is back in stock at Halwai/)).toBe(
    productUrl,
  );
  await noScriptContext.close();
  await customer.reload();
  await expect(customer.getByText('Back in stock', { exact: true })).toBeVisible();
  await customer.context().close();
  // Back on sale: the page offers the cart, not the request.
  await page.goto(productUrl);
  await expect(page.getByRole('form', { name: 'Notify me when available' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add to Cart/ }).first()).toBeEnabled();
});
