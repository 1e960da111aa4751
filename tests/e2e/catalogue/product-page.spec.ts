import { expectNoAxeViolations } from '../support/axe.ts';
import { withoutJavaScript } from '../support/customer.ts';
import { cartBadge } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test('a customer opens Kaju Katli, picks 1kg × 3, reads the tabs and adds it to the cart', async ({
  page,
}) => {
  await page.goto('/category');
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await expect(page).toHaveURL(
    /\/product\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
  await expect(page).toHaveTitle('Kaju Katli | Halwai');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Kaju Katli' })).toBeVisible();
  await expect(main.getByText('Rated 4.8 out of 5')).toBeVisible();

  const weight = main.getByRole('group', { name: 'Weight' });
  await expect(weight.getByRole('radio')).toHaveCount(3);
  const grams250 = weight.getByRole('radio', { name: '250g ₹225' });
  const grams500 = weight.getByRole('radio', { name: '500g ₹450' });
  const kilo = weight.getByRole('radio', { name: '1kg ₹850' });
  await expect(grams250).not.toBeChecked();
  await expect(grams500).toBeChecked();
  await expect(kilo).not.toBeChecked();

  const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
  const total = main.getByText(/^Total:/);
  const decrease = main.getByRole('button', { name: 'Decrease quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(total).toHaveText('Total: ₹450');
  await expect(decrease).toBeDisabled();

  await waitForHydration(page);
  await kilo.check();
  await expect(total).toHaveText('Total: ₹850');
  await main.getByRole('button', { name: 'Increase quantity' }).click();
  await main.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');
  await expect(total).toHaveText('Total: ₹2,550');
  await expect(decrease).toBeEnabled();

  const tabpanel = main.getByRole('tabpanel');
  await expect(main.getByRole('tab', { name: 'Description' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabpanel).toContainText('Our premium cashew fudge');
  await main.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(tabpanel).toContainText('Cashews, sugar, ghee, silver varq');
  await expect(tabpanel.getByText('Shelf life: 15 days')).toBeVisible();
  await main.getByRole('tab', { name: 'Reviews (5)' }).click();
  await expect(tabpanel.getByRole('listitem')).toHaveCount(5);
  await expect(tabpanel.getByText('Priya S.')).toBeVisible();
  // Each review says when it was written, as the shop writes dates: '22 Nov 2026'.
  await expect(tabpanel.getByRole('listitem').first()).toContainText(
    /\b\d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  await main.getByRole('tab', { name: 'Description' }).click();
  await expect(tabpanel).toContainText('Our premium cashew fudge');
  // The keyboard moves between tabs as the WAI-ARIA tabs pattern says: arrows wrap, End, Home.
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'Ingredients' })).toBeFocused();
  await expect(tabpanel).toContainText('Cashews, sugar, ghee, silver varq');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('tab', { name: 'Reviews (5)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(main.getByRole('tab', { name: 'Description' })).toBeFocused();
  await expect(tabpanel).toContainText('Our premium cashew fudge');

  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('3 item(s) added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 items' }).click();
  const line = page.getByRole('listitem', { name: 'Kaju Katli (1kg)' });
  await expect(line.getByLabel('Quantity of Kaju Katli (1kg)')).toHaveText('3');
  await expect(line.getByTestId('line-total')).toHaveText('₹2,550');
});

/** Today in India as the shop writes a delivery day: 'Tue, 24 Nov'. */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());

test('a visitor checks delivery for a Delhi and a Chennai pincode, and Rasgulla remembers Chennai', async ({
  page,
  browser,
}) => {
  await page.goto('/category');
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await waitForHydration(page);
  const check = page.getByRole('region', { name: 'Check delivery' });
  const pincode = check.getByLabel('Pincode');
  const answer = check.getByRole('status');

  // Kaju Katli keeps 15 days from the day it arrives.
  const inFifteenDays = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(Date.now() + 15 * 24 * 60 * 60 * 1000));
  await expect(page.getByText(`Shelf life: 15 days · Best before ${inFifteenDays}`)).toBeVisible();
  // Before a pincode is known, the shop's own promise.
  const promise = (text: string) => page.getByText(`${text}; free shipping on orders above ₹500`);
  await expect(promise('Delivery in 2-3 business days')).toBeVisible();
  // The shop's own riders deliver in Delhi the same day.
  await pincode.fill('110001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText(`Delivers to 110001 by ${todayInIndia()}`);
  await expect(promise("Same day delivery by the shop's riders")).toBeVisible();
  await expect(page.getByText('Delivery in 2-3 business days')).toHaveCount(0);
  // A courier takes dry sweets anywhere else in a few business days.
  await pincode.fill('600001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText(/^Delivers to 600001 by \w{3}, \d{1,2} \w{3}$/);
  await expect(answer).not.toHaveText(`Delivers to 600001 by ${todayInIndia()}`);
  await expect(promise('Delivery in 2-3 business days')).toBeVisible();
  // What is no pincode is said so beside the field.
  await pincode.fill('11000');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText('Please enter a 6-digit pincode that does not start with 0.');
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(pincode).toHaveAccessibleDescription(
    'Please enter a 6-digit pincode that does not start with 0.',
  );
  await pincode.fill('600001');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText(/^Delivers to 600001/);

  // Another product page remembers the pincode for the visit: Rasgulla stays in Delhi.
  await page.goto('/category?q=Rasgulla');
  await page.getByRole('main').getByRole('link', { name: 'Rasgulla', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rasgulla' })).toBeVisible();
  await expect(pincode).toHaveValue('600001');
  await expect(answer).toHaveText('Rasgulla is delivered only in Local.');
  await expectNoAxeViolations(page);

  // Without JavaScript the form works the same.
  const plain = await withoutJavaScript(page, browser);
  try {
    await plain.goto(page.url());
    const plainCheck = plain.getByRole('region', { name: 'Check delivery' });
    await expect(plainCheck.getByRole('status')).toHaveText('Rasgulla is delivered only in Local.');
    await plainCheck.getByLabel('Pincode').fill('110006');
    await plainCheck.getByRole('button', { name: 'Check' }).click();
    await expect(plainCheck.getByRole('status')).toHaveText(
      `Delivers to 110006 by ${todayInIndia()}`,
    );
  } finally {
    await plain.context().close();
  }
});
