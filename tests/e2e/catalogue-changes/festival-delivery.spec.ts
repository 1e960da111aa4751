import { ownerBrowser, restockEveryWeight } from '../support/admin.ts';
import { putInCart } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import {
  chooseCashOnDelivery,
  fillCheckout,
  placeOrder,
  placeOrderOverHttp,
} from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const tomorrowInIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + DAY_MS),
  );

/*
 * A Chennai customer told that a sweet stays local is the journey of orders/checkout.spec.ts (the
 * rule itself: server/delivery/delivery-zones.test.ts): here the Chennai order is only what the
 * owner's sheet leaves out, placed over HTTP.
 */
test("Rasgulla back in stock: Delhi orders it for tomorrow evening, and the owner prints tomorrow's deliveries without the Chennai order", async ({
  page,
  browser,
}) => {
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
  // And Kaju Katli to a friend in Chennai, by courier: no slot there.
  await putInCart(page, 'Kaju Katli');
  const chennai = { address: '21 Anna Salai', city: 'Chennai', state: 'Tamil Nadu' };
  const chennaiOrder = await placeOrderOverHttp(page, { ...chennai, pincode: '600002' });
  await page.goto(`/orders/${delhiOrder}`);
  await expect(page.getByText(`Delivery slot: ${tomorrow}, 6–9 pm`)).toBeVisible();
  await expect(page.getByText('Rasgulla (500g)')).toBeVisible();
  await page.goto(`/orders/${chennaiOrder}`);
  await expect(page.getByText('Kaju Katli (500g)')).toBeVisible();
  await expect(page.getByText(/^Delivery slot:/)).toHaveCount(0);

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
