import sharp from 'sharp';
import { liveStatusSelect, ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { placeOrderOverHttp } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

// A review sent with a field missing is answered 400, which the browser reports.
test.use({ allowedConsoleErrors: [/status of 400/] });
// Each journey counts Kaju Katli's published reviews: one at a time, in this order.
test.describe.configure({ mode: 'serial' });

/** A photo from the customer's phone: a 1000 × 750 JPEG. */
const photo = () =>
  sharp({
    create: { width: 1000, height: 750, channels: 3, background: { r: 200, g: 150, b: 60 } },
  })
    .jpeg()
    .toBuffer();

const TITLE = 'Thin, smooth, festival-worthy';
// Typed as markup, shown as the text it is.
const BODY = 'Ordered for Diwali. <b>Gone by evening</b> & the silver varq was intact.';

test('a buyer reviews Kaju Katli once it is delivered; the owner approves it and answers', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Ananya Rao');
  await putInCart(page, 'Kaju Katli');
  const orderNumber = await placeOrderOverHttp(page);

  // Not yet delivered: the review page says why it cannot take one yet.
  await page.goto('/category');
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  const productUrl = page.url();
  await page.goto(`${productUrl}/review`);
  await expect(
    page.getByText('You can review Kaju Katli once your order with it has been delivered.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);

  const owner = await ownerBrowser(browser);
  try {
    await owner.goto(`/orders/${orderNumber}`);
    await waitForHydration(owner);
    await (await liveStatusSelect(owner, orderNumber)).selectOption('delivered');
    await expect(owner.getByText('Order updated')).toBeVisible();

    // The delivered order invites a review of what was in it.
    await page.goto(`/orders/${orderNumber}`);
    const invitation = page.getByRole('region', { name: 'How was it?' });
    await invitation.getByRole('link', { name: 'Write a review of Kaju Katli' }).click();
    await expect(page.getByRole('heading', { name: 'Review Kaju Katli' })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // Sent without stars or words, each field says what it needs and nothing is kept.
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please choose from 1 to 5 stars.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveAccessibleDescription(
      'Please give your review a title.',
    );
    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Your review').fill(BODY);
    await page
      .getByLabel('A photo (optional)')
      .setInputFiles({ name: 'kaju.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Thank you for your review')).toBeVisible();
    await expect(
      page.getByText('It will show on the product page once the shop approves it.'),
    ).toBeVisible();
    await expect(page).toHaveURL(productUrl);
    // Waiting for the owner, it is not on the page yet.
    await expect(page.getByRole('tab', { name: 'Reviews (5)' })).toBeVisible();

    await owner.goto('/admin/reviews');
    await waitForHydration(owner);
    const pending = owner.getByRole('list', { name: 'Awaiting approval' });
    const review = pending.getByRole('article', { name: `Kaju Katli: ${TITLE}` });
    await expect(review.getByText(BODY)).toBeVisible();
    await expect(review.getByRole('link', { name: `Order ${orderNumber}` })).toBeVisible();
    await expectNoAxeViolations(owner);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(owner.getByText('Review published')).toBeVisible();
    await owner.getByRole('link', { name: /^Published/ }).click();
    const published = owner
      .getByRole('list', { name: 'Published' })
      .getByRole('article', { name: `Kaju Katli: ${TITLE}` });
    await published.getByLabel('Public reply').fill('Thank you, Ananya! Happy Diwali.');
    await published.getByRole('button', { name: 'Save Reply' }).click();
    await expect(owner.getByText('Reply saved')).toBeVisible();

    // The product page counts it, shows it as text, with its photo and the shop's answer.
    await page.goto(productUrl);
    const figures = page.getByRole('main').locator('p', { hasText: '6 reviews' });
    await expect(figures).toContainText('Rated 4.8 out of 5');
    await page.getByRole('tab', { name: 'Reviews (6)' }).click();
    const shown = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(shown.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(shown.getByText(BODY)).toBeVisible();
    await expect(shown.getByText('Ananya R.')).toBeVisible();
    await expect(shown.getByText(/Verified buyer$/)).toBeVisible();
    await expect(shown.getByRole('img', { name: 'Photo from Ananya R.' })).toHaveAttribute(
      'src',
      /^\/images\/[0-9a-f]{64}-400\.webp$/,
    );
    await expect(shown.getByText('Reply from Halwai')).toBeVisible();
    await expect(shown.getByText('Thank you, Ananya! Happy Diwali.')).toBeVisible();
    // Search engines read the same figures and the review.
    const [structured] = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]',
    ) as { aggregateRating?: { reviewCount: number }; review?: { name?: string }[] }[];
    expect(structured?.aggregateRating?.reviewCount).toBe(6);
    expect(structured?.review?.[0]?.name).toBe(TITLE);

    // The buyer's order page now offers to change it; the owner hides it, and the count follows.
    await page.goto(`/orders/${orderNumber}`);
    await expect(
      page.getByRole('link', { name: 'Change your review of Kaju Katli' }),
    ).toBeVisible();
    await published.getByRole('button', { name: 'Hide' }).click();
    await expect(owner.getByText('Review hidden')).toBeVisible();
    await page.goto(productUrl);
    await expect(page.getByRole('tab', { name: 'Reviews (5)' })).toBeVisible();
  } finally {
    await owner.context().close();
  }
});

test('a buyer changes and then deletes their review; the owner sees every version', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Farhan Qureshi');
  await putInCart(page, 'Pistachios', '/category?q=Pistachios');
  const orderNumber = await placeOrderOverHttp(page);
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto(`/orders/${orderNumber}`);
    await waitForHydration(owner);
    await (await liveStatusSelect(owner, orderNumber)).selectOption('delivered');
    await expect(owner.getByText('Order updated')).toBeVisible();

    await page.goto(`/orders/${orderNumber}`);
    await page.getByRole('link', { name: 'Write a review of Pistachios' }).click();
    await page.getByRole('radio', { name: '3 stars' }).check();
    await page.getByLabel('Title').fill('Good, a little salty');
    await page.getByLabel('Your review').fill('Fresh and crunchy, though saltier than I like.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Thank you for your review')).toBeVisible();

    // Back on the review page, it waits for the shop, and can be changed.
    await page.goto(`/orders/${orderNumber}`);
    await page.getByRole('link', { name: 'Change your review of Pistachios' }).click();
    await expect(page.getByText('Your review: Awaiting approval.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Good, a little salty');
    await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Title').fill('Better on a second packet');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Thank you for your review')).toBeVisible();

    await owner.goto('/admin/reviews');
    const review = owner
      .getByRole('list', { name: 'Awaiting approval' })
      .getByRole('article', { name: 'Pistachios: Better on a second packet' });
    await review.getByText('History (2 versions)').click();
    await expect(review.getByText('Written,', { exact: false })).toContainText('3 stars');
    await expect(review.getByText('Good, a little salty')).toBeVisible();
    await expect(review.getByText('Changed,', { exact: false })).toContainText('4 stars');

    // Deleted by its writer, it leaves the shop's list for the owner's record.
    await page.goto(`${page.url().replace(/\/product\/([^/]+)$/, '/product/$1/review')}`);
    await page.getByRole('button', { name: 'Delete My Review' }).click();
    await expect(page.getByText('Your review was deleted')).toBeVisible();
    await owner.goto('/admin/reviews?shelf=deleted');
    const deleted = owner
      .getByRole('list', { name: 'Deleted by the customer' })
      .getByRole('article', { name: 'Pistachios: Better on a second packet' });
    await expect(deleted.getByText('History (3 versions)')).toBeVisible();
    await expect(deleted.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  } finally {
    await owner.context().close();
  }
});

test('a customer fills a 1 kg box with four sweets, pays on delivery, and reviews Kaju Katli from it', async ({
  page,
  browser,
}) => {
  const boxName = 'Assorted Mithai';
  const owner = await ownerBrowser(browser);
  try {
    // The owner offers a 1 kg box of up to four sweets, in 250 g shares, at ₹40 for the box.
    await owner.goto('/admin/boxes');
    await waitForHydration(owner);
    await owner.getByText('Add a box').click();
    const form = owner.locator('form', { has: owner.getByRole('button', { name: 'Add Box' }) });
    await form.getByLabel('Name').fill(boxName);
    await form.getByLabel('Size (grams)').fill('1000');
    await form.getByLabel(/^Most sweets in it/).fill('4');
    await form.getByLabel('Step of a share (grams)').fill('300');
    await form.getByLabel('Box charge (₹)').fill('40');
    await form.getByLabel('Empty boxes in stock').fill('50');
    for (const sweet of ['Kaju Katli', 'Besan Ladoo', 'Milk Cake', 'Soan Papdi']) {
      await form.getByLabel(new RegExp(`^${sweet} `)).check();
    }
    // A step that does not divide the box is named beside its field, and nothing is lost.
    await form.getByRole('button', { name: 'Add Box' }).click();
    await expect(form.getByLabel('Step of a share (grams)')).toHaveAccessibleDescription(
      /1 kg is not a whole number of 300 g steps\.$/,
    );
    await expect(form.getByLabel(/^Kaju Katli /)).toBeChecked();
    await form.getByLabel('Step of a share (grams)').fill('250');
    await form.getByRole('button', { name: 'Add Box' }).click();
    await expect(owner.getByText('Box added')).toBeVisible();
    await expect(owner.getByRole('list', { name: 'Boxes' })).toContainText(
      '1 kg · up to 4 sweets in 250 g steps · ₹40.00 a box · 50 boxes left · on sale',
    );
    await expectNoAxeViolations(owner);

    // The customer fills it: half a box first, which the shop says is not a full box.
    await signedInCustomer(page, 'Kavita Joshi');
    await page.goto('/');
    await page.getByRole('link', { name: 'Build Your Own Box' }).click();
    await page.getByRole('link', { name: `Fill This Box for ${boxName}` }).click();
    await expect(page.getByRole('heading', { name: boxName })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Kaju Katli').selectOption('250');
    await page.getByLabel('Besan Ladoo').selectOption('250');
    const halfABox = 'The box holds 1 kg; your choice comes to 500 g.';
    // The box's summary says so as the customer chooses, and the shop's refusal beside the sweets.
    await expect(page.getByRole('complementary', { name: 'Your box' })).toContainText(halfABox);
    await page.getByRole('button', { name: 'Add Box to Cart' }).click();
    await expect(page.getByRole('group', { name: 'Your sweets' })).toHaveAccessibleDescription(
      halfABox,
    );
    await expect(page.getByLabel('Kaju Katli')).toHaveValue('250');
    await page.getByLabel('Milk Cake').selectOption('250');
    // The box has changed: the refusal of the half box is no longer beside the sweets.
    await expect(page.getByText(halfABox)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Your sweets' })).toHaveAccessibleDescription('');
    await page.getByLabel('Soan Papdi').selectOption('250');
    const yourBox = page.getByRole('complementary', { name: 'Your box' });
    await expect(yourBox).toContainText(/^Your box1 kg of 1 kg chosen: ₹[\d,]+ a box/);
    // What the page works out as the customer chooses is the price the server charges.
    const shownPrice = /₹[\d,]+/.exec((await yourBox.textContent()) ?? '')?.[0] ?? 'no price';
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add Box to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(`${boxName} added to cart!`)).toBeVisible();
    const line = page.getByRole('listitem', { name: `${boxName} (1 kg box)` });
    // The cart, the order page and the invoice list a box's sweets in one order: by name.
    const holds = 'Holds Besan Ladoo 250 g, Kaju Katli 250 g, Milk Cake 250 g, Soan Papdi 250 g';
    await expect(line).toContainText(holds);
    await expect(line).toContainText(`${shownPrice} each`);

    // Checking out a box is as any cart's: orders/checkout.spec.ts; its stock and price are held
    // by server/stock and server/boxes' tests.
    const orderNumber = await placeOrderOverHttp(page);
    await page.goto(`/orders/${orderNumber}`);
    await expect(page.getByRole('main')).toContainText(holds);

    await owner.goto(`/orders/${orderNumber}`);
    await waitForHydration(owner);
    await expect(owner.getByRole('main')).toContainText('Kaju Katli 250 g');
    await (await liveStatusSelect(owner, orderNumber)).selectOption('delivered');
    await expect(owner.getByText('Order updated')).toBeVisible();

    // Delivered, the box's sweets are each the customer's to review.
    await page.goto(`/orders/${orderNumber}`);
    const invitation = page.getByRole('region', { name: 'How was it?' });
    await expect(
      invitation.getByRole('link', { name: 'Write a review of Soan Papdi' }),
    ).toBeVisible();
    await invitation.getByRole('link', { name: 'Write a review of Kaju Katli' }).click();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Title').fill('Best piece of the box');
    await page.getByLabel('Your review').fill('The katli in our assorted box was the first to go.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Thank you for your review')).toBeVisible();
    const productUrl = page.url();
    await expect(page.getByRole('tab', { name: 'Reviews (5)' })).toBeVisible();

    await owner.goto('/admin/reviews');
    await owner
      .getByRole('list', { name: 'Awaiting approval' })
      .getByRole('article', { name: 'Kaju Katli: Best piece of the box' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(owner.getByText('Review published')).toBeVisible();

    await page.goto(productUrl);
    await page.getByRole('tab', { name: 'Reviews (6)' }).click();
    const shown = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(shown.getByRole('heading', { name: 'Best piece of the box' })).toBeVisible();
    await expect(shown.getByText('Kavita J.')).toBeVisible();
  } finally {
    await owner.context().close();
  }
});
