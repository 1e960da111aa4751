import { cartBadge, putInCart } from '../support/catalogue.ts';
import { CUSTOMER_PASSWORD, signedInCustomer, uniqueEmail } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { linkEmailedTo } from '../support/outbox.ts';
import { chooseCashOnDelivery, fillCheckout, placeOrder } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

test.use({ allowedConsoleErrors: [/status of 40[0-9]/] });

test('a visitor with an empty cart sees Your cart is empty and can continue shopping', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/category$/);
});

test('a signed-out visitor is asked to log in and comes back to checkout with their cart', async ({
  page,
}) => {
  const email = await signedInCustomer(page, 'Meera Nair');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  await putInCart(page, 'Kaju Katli');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcheckout|\/auth\?redirectTo=\/checkout/);
  await expect(page.getByText('Please log in')).toBeVisible();
  await expect(page.getByText('You need to be logged in to place an order.')).toBeVisible();

  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole('list', { name: 'Items in your order' }).getByText('Kaju Katli (500g) × 1'),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    `Order e-mails go to ${email}, the address you signed in with.`,
  );
});

test('a customer checks out with Cash on Delivery and finds the order on My Orders, the cart empty', async ({
  page,
}) => {
  const email = await signedInCustomer(page, 'Asha Verma');
  await putInCart(page, 'Kaju Katli');
  await fillCheckout(page);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByTestId('subtotal')).toHaveText('₹450.00');
  await expect(summary.getByTestId('shipping')).toHaveText('₹50.00');
  await expect(summary.getByTestId('total')).toHaveText('₹500.00');
  await expect(page.getByText('Add ₹50.00 more for free shipping!')).toBeVisible();
  // The journeys' shop has Razorpay keys (its stand-in), not Stripe's: Razorpay comes chosen.
  await expect(page.getByRole('radio', { name: /Razorpay/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Stripe/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Stripe/ })).toHaveAccessibleName(/Not available/);
  await page.getByLabel(/Gift Message/).fill('Happy Diwali, Nani!');

  await chooseCashOnDelivery(page);
  const orderNumber = await placeOrder(page);
  expect(orderNumber).toMatch(/^HW-\d{6}$/);
  const order = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(order).toBeVisible();
  await expect(order.getByText('Placed', { exact: true })).toBeVisible();
  await expect(order.getByText('Kaju Katli (500g)')).toBeVisible();
  await expect(order.getByText('1 × ₹450.00')).toBeVisible();
  await expect(order.getByText('14 Lajpat Nagar II')).toBeVisible();
  await expect(order.getByTestId('total')).toHaveText('₹500.00');
  await expect(order.getByRole('link', { name: 'Track Order' })).toBeVisible();
  await expect(cartBadge(page)).toBeHidden();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  const link = await linkEmailedTo(email, new RegExp(`order ${orderNumber} has been placed`));
  expect(link).toMatch(new RegExp(`/orders/${orderNumber}$`));
});

test('a cart above ₹5,000 cannot be paid in cash: checkout says so, Cash on Delivery is disabled and no order is made', async ({
  page,
}) => {
  await signedInCustomer(page, 'Nikhil Joshi');
  await page.goto('/category');
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await waitForHydration(page);
  const product = page.getByRole('main');
  await product.getByRole('spinbutton', { name: 'Quantity' }).fill('12');
  await product.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('12 item(s) added to cart!')).toBeVisible();

  await fillCheckout(page);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByTestId('total')).toHaveText('₹5,400.00');
  const cashOnDelivery = page.getByRole('radio', { name: /Cash on Delivery/ });
  await expect(cashOnDelivery).toBeDisabled();
  await expect(cashOnDelivery).not.toBeChecked();
  await expect(cashOnDelivery).toHaveAccessibleName(
    /Cash on Delivery is available for orders up to ₹5,000\.00\. Please choose an online payment method\./,
  );
  // A method the shop has no keys for still just says so.
  await expect(page.getByRole('radio', { name: /Stripe/ })).toHaveAccessibleName(/Not available/);

  // Cash on Delivery sent anyway (by hand: the radio is disabled) is refused beside the methods.
  const form = page.locator('form:has(button:text("Place Order"))');
  const fields = Object.fromEntries(
    await form.evaluate((element) =>
      [...new FormData(element as HTMLFormElement)].map(([key, value]) => [key, String(value)]),
    ),
  ) as Record<string, string>;
  const sent = await page.request.post('/checkout', {
    form: { ...fields, paymentMethod: 'cod' },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(400);
  expect(await sent.text()).toMatch(
    /id="payment-method-error"[^>]*>Cash on Delivery is available for orders up to ₹5,000\.00/,
  );
  await page.goto('/my-orders');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
});

test("phone '123' and pincode '12' are refused beside their fields and no order is made", async ({
  page,
}) => {
  await signedInCustomer(page, 'Ravi Iyer');
  await putInCart(page, 'Samosa', '/namkeen');
  await fillCheckout(page, { phone: '123', pincode: '12' });
  await expect(page.getByText('Add ₹320.00 more for free shipping!')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(
    'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  );
  await expect(page.getByLabel('Pincode', { exact: true })).toHaveAccessibleDescription(
    'Please enter a 6-digit pincode that does not start with 0.',
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Verma');

  await page.goto('/my-orders');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
});

test('a double click on Place Order, and the same form sent again, make one order', async ({
  page,
}) => {
  await signedInCustomer(page, 'Farhan Ali');
  await putInCart(page, 'Gulab Jamun');
  await fillCheckout(page);
  await chooseCashOnDelivery(page);
  const form = page.locator('form:has(button:text("Place Order"))');
  const sameForm = Object.fromEntries(
    await form.evaluate((element) =>
      [...new FormData(element as HTMLFormElement)].map(([key, value]) => [key, String(value)]),
    ),
  ) as Record<string, string>;

  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('article')).toHaveCount(1);

  // The back button and a resubmit: the same one-time key answers with the same order.
  const resent = await page.request.post('/checkout', { form: sameForm, maxRedirects: 0 });
  expect(resent.status()).toBe(303);
  expect(resent.headers().location).toBe('/my-orders');
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('submitting after the cart was emptied elsewhere says Cart is empty', async ({ page }) => {
  await signedInCustomer(page, 'Kavya Rao');
  await putInCart(page, 'Kaju Katli');
  await fillCheckout(page);
  // Another tab empties the cart.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/cart');
  await waitForHydration(otherTab);
  await otherTab.getByRole('button', { name: /^Remove/ }).click();
  await expect(otherTab.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await otherTab.close();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Cart is empty', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please add items to your cart before checkout.').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('a saved address fills the delivery fields, and DIWALI25 from the cart carries into the order', async ({
  page,
}) => {
  await signedInCustomer(page, 'Priya Das');
  const saved = await page.request.post('/dashboard/addresses', {
    form: {
      intent: 'add',
      title: 'Office',
      fullAddress: '3rd Floor, Bandra Kurla Complex',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400051',
      phone: '9123456780',
      redirectTo: '/dashboard/addresses',
    },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  await putInCart(page, 'Almonds');
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByLabel('Promo code').fill('DIWALI25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount (DIWALI25)')).toBeVisible();

  await page.goto('/checkout');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Priya Das');
  await page
    .getByRole('navigation', { name: 'Saved addresses' })
    .getByRole('link', { name: /Office/ })
    .click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(
    '3rd Floor, Bandra Kurla Complex',
  );
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Mumbai');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Maharashtra');
  await expect(page.getByLabel('Phone Number')).toHaveValue('9123456780');
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya Das');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // Almonds 500g ₹800: free shipping, 25% off = ₹200.
  await expect(summary.getByText('Discount (DIWALI25)')).toBeVisible();
  await expect(summary.getByTestId('discount')).toHaveText('-₹200.00');
  await expect(summary.getByTestId('total')).toHaveText('₹600.00');
  await expect(page.getByText(/more for free shipping/)).toHaveCount(0);

  await chooseCashOnDelivery(page);
  const orderNumber = await placeOrder(page);
  const order = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(order.getByText('Mumbai, Maharashtra 400051')).toBeVisible();
  await expect(order.getByTestId('discount')).toHaveText('-₹200.00');
  await expect(order.getByTestId('total')).toHaveText('₹600.00');
});

test("a visitor who signs up on the way to checkout lands back on it, cart intact, from the e-mail's link", async ({
  page,
}) => {
  await putInCart(page, 'Kaju Katli');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  const email = uniqueEmail('Tara Sen');
  await signUp.getByLabel('Full Name').fill('Tara Sen');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!').first()).toBeVisible();

  await page.goto(await linkEmailedTo(email, /Verify your e-mail/));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole('list', { name: 'Items in your order' }).getByText('Kaju Katli (500g) × 1'),
  ).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Tara Sen');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('a customer in Chennai is told Gulab Jamun stays local, then buys Kaju Katli', async ({
  page,
}) => {
  await signedInCustomer(page, 'Lakshmi Raman');
  await putInCart(page, 'Gulab Jamun');
  await putInCart(page, 'Kaju Katli');
  const chennai = { address: '21 Anna Salai', city: 'Chennai', state: 'Tamil Nadu' };
  const staysLocal =
    'Gulab Jamun is delivered only in Local. Please remove it from your cart, or choose an address there.';
  // Said beside the pincode as it is typed, before anything is paid or placed.
  await fillCheckout(page, { ...chennai, pincode: '600002' });
  await expect(page.getByLabel('Pincode', { exact: true })).toHaveAccessibleDescription(staysLocal);
  await page.getByLabel('Pincode', { exact: true }).fill('110006');
  await expect(page.getByLabel('Pincode', { exact: true })).not.toHaveAccessibleDescription(
    staysLocal,
  );
  await page.getByLabel('Pincode', { exact: true }).fill('600002');
  await chooseCashOnDelivery(page);
  // Placed anyway, the order is refused with the same words.
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/checkout'),
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await answered).status()).toBe(400);
  await expect(page.getByLabel('Pincode', { exact: true })).toHaveAccessibleDescription(staysLocal);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Chennai');
  await expect(cartBadge(page)).toHaveText('2');

  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Remove Gulab Jamun (500g)' }).click();
  await expect(cartBadge(page)).toHaveText('1');
  await fillCheckout(page, { ...chennai, pincode: '600002' });
  await chooseCashOnDelivery(page);
  const orderNumber = await placeOrder(page);
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByText('Kaju Katli (500g)')).toBeVisible();
  await expect(page.getByText(/Chennai, Tamil Nadu 600002/)).toBeVisible();
});
