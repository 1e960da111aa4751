import { ownerBrowser, restockEveryWeight } from '../support/admin.ts';
import { cartBadge, putInCart } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { chooseCashOnDelivery, fillCheckout, placeOrder } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const tomorrowInIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + DAY_MS),
  );

test("Rasgulla back in stock: Delhi orders it for tomorrow evening, Chennai is told it stays local and buys Kaju Katli, and the owner prints tomorrow's deliveries", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tomorrow = tomorrowInIndia({ weekday: 'short', day: 'numeric', month: 'short' });
  const tomorrowValue = tomorrowInIndia({ year: 'numeric', month: '2-digit', day: '2-digit' })
    .split('/')
    .reverse()
    .join('-');

  // The kitchen makes a fresh batch of Rasgulla.
  const owner = await ownerBrowser(browser);
  await restockEveryWeight(owner, 'Rasgulla', 40);

  // A customer in the shop's city orders Rasgulla for tomorrow evening.
  await signedInCustomer(page, 'Meenakshi Bose');
  await putInCart(page, 'Rasgulla', '/category?q=Rasgulla');
  await fillCheckout(page);
  await page
    .getByRole('group', { name: 'Delivery date and slot' })
    .getByRole('group', { name: tomorrow })
    .getByRole('radio', { name: '6–9 pm' })
    .check();
  await chooseCashOnDelivery(page);
  const delhiOrder = await placeOrder(page);
  await page.goto(`/orders/${delhiOrder}`);
  await expect(page.getByText(`Delivery slot: ${tomorrow}, 6–9 pm`)).toBeVisible();
  await expect(page.getByText('Rasgulla (500g)')).toBeVisible();

  // A customer in Chennai is told Rasgulla cannot reach them, and buys Kaju Katli.
  const chennai = await (await browser.newContext()).newPage();
  await signedInCustomer(chennai, 'Karthik Raman');
  await putInCart(chennai, 'Rasgulla', '/category?q=Rasgulla');
  await putInCart(chennai, 'Kaju Katli');
  const address = { address: '21 Anna Salai', city: 'Chennai', state: 'Tamil Nadu' };
  await fillCheckout(chennai, { ...address, pincode: '600002' });
  await expect(chennai.getByLabel('Pincode', { exact: true })).toHaveAccessibleDescription(
    'Rasgulla is delivered only in Local. Please remove it from your cart, or choose an address there.',
  );
  await expect(chennai.getByRole('group', { name: 'Delivery date and slot' })).toBeHidden();
  await chennai.goto('/cart');
  await waitForHydration(chennai);
  await chennai.getByRole('button', { name: 'Remove Rasgulla (500g)' }).click();
  await expect(cartBadge(chennai)).toHaveText('1');
  await fillCheckout(chennai, { ...address, pincode: '600002' });
  await chooseCashOnDelivery(chennai);
  const chennaiOrder = await placeOrder(chennai);
  await chennai.goto(`/orders/${chennaiOrder}`);
  await expect(chennai.getByText('Kaju Katli (500g)')).toBeVisible();
  await expect(chennai.getByText(/^Delivery slot:/)).toHaveCount(0);
  await chennai.context().close();

  // The owner prints tomorrow's deliveries: the Delhi order in the evening slot.
  await owner.goto(`/admin/orders?delivery=${tomorrowValue}`);
  await owner.getByRole('link', { name: /^Deliveries for / }).click();
  const evening = owner.getByRole('table', { name: 'Deliveries in the 6–9 pm slot' });
  const stop = evening.getByRole('row').filter({ hasText: delhiOrder });
  await expect(stop).toContainText('Rasgulla (500g) × 1');
  await expect(stop).toContainText('Cash on Delivery');
  await expect(owner.getByText(chennaiOrder)).toHaveCount(0);
  await owner.context().close();
});
