import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { isAppError } from '#core/app-error.ts';
import type { BoxShare } from '#core/assorted-box.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import { loadCart } from '#server/cart/load-cart.ts';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { seedShop } from '#server/seed/seed.ts';
import { cancelOrder } from '#server/orders/cancel-order.ts';
import { getInvoiceForViewer } from '#server/invoices/get-invoice.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { reviewFormFor, reviewInvitations } from '#server/reviews/buyer-reviews.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { checkout, refusal } from '#tests/support/orders.ts';
import { boxTypeForm, emptyBoxes, gramsOf } from '#tests/support/stock.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { addBoxToCart } from './box-cart.ts';
import {
  boxForBuilder,
  boxForOwner,
  createBoxType,
  listBoxTypesForOwner,
  updateBoxType,
} from './box-types.ts';

let db: Db;
let owner: { id: string; role: 'owner' };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
});

/**
 * A sweet in 250g, 500g and 1kg (the 1kg at `kiloRupees`), with `kilos` kg in stock and the
 * given GST rate and HSN.
 */
async function sweet(name: string, kilos: number, kiloRupees: number, gst = 5, hsn = '21069099') {
  const { product } = await insertProduct(
    db,
    buildProduct({ name, gstRatePercent: gst, hsnCode: hsn }),
    // The price list makes a kilo ₹50 less than two half-kilos.
    weighedVariants((kiloRupees + 50) * 50, kilos * 2),
  );
  return product.id;
}

/** A customer whose cart holds `quantity` boxes of these shares. */
async function customerWithBox(boxProductId: string, shares: BoxShare[], quantity = 1) {
  const userId = await insertCustomer(db);
  const { cartId } = await addBoxToCart(db, undefined, { boxProductId, shares, quantity });
  await db.update(carts).set({ userId }).where(eq(carts.id, cartId));
  return { userId, cartId };
}

// First in the file: pg warns of a query sent while another runs once in a process.
test('an order of a box reads its facts in its transaction one query at a time, and pg warns of nothing', async () => {
  const warnings: string[] = [];
  const heard = (warning: Error) => warnings.push(warning.message);
  process.on('warning', heard);
  try {
    const peda = await sweet('Box Peda', 5, 800);
    const barfi = await sweet('Box Barfi', 5, 800);
    const { id: boxId } = await createBoxType(db, owner, boxTypeForm([peda, barfi]));
    const { userId } = await customerWithBox(boxId, [
      { productId: peda, grams: 500 },
      { productId: barfi, grams: 500 },
    ]);
    await placeOrder(db, userId, checkout());
    // A warning is emitted on the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', heard);
  }
  expect(warnings).toEqual([]);
});

describe('an assorted box', () => {
  test('is priced from its sweets per kilogram and its charge, taxed at its highest rate, and takes each sweet’s grams', async () => {
    const katli = await sweet('Box Katli', 5, 1200, 5, '17049020');
    const ladoo = await sweet('Box Ladoo', 5, 600, 5, '17049020');
    const cake = await sweet('Box Cake', 5, 800, 12, '04049000');
    const { id: boxId } = await createBoxType(db, owner, boxTypeForm([katli, ladoo, cake]));
    const shares = [
      { productId: katli, grams: 250 },
      { productId: ladoo, grams: 250 },
      { productId: cake, grams: 500 },
    ];
    const { userId, cartId } = await customerWithBox(boxId, shares, 2);

    const cart = await loadCart(db, cartId);
    expect(cart.lines).toHaveLength(1);
    const [line] = cart.lines;
    // ₹300 + ₹150 + ₹400 of sweets and the ₹40 box.
    expect(line).toMatchObject({ name: 'Assorted Mithai', weight: '1 kg box', quantity: 2 });
    expect(line?.unitPricePaise).toBe(89_000);
    expect(line?.lineTotalPaise).toBe(178_000);
    // By name, as the order page and the invoice list them too (core/box-contents.ts).
    expect(line?.box?.contents.map((share) => `${share.name} ${share.grams}`)).toEqual([
      'Box Cake 500',
      'Box Katli 250',
      'Box Ladoo 250',
    ]);

    const placed = await placeOrder(db, userId, checkout());
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(item).toMatchObject({
      productName: 'Assorted Mithai',
      weight: '1 kg box',
      quantity: 2,
      unitPricePaise: 89_000,
      gstRatePercent: 12,
      hsnCode: '04049000',
    });
    expect(item?.boxContents?.map((share) => share.name)).toEqual([
      'Box Cake',
      'Box Katli',
      'Box Ladoo',
    ]);
    expect([await gramsOf(db, katli), await gramsOf(db, ladoo), await gramsOf(db, cake)]).toEqual([
      4500, 4500, 4000,
    ]);
    expect(await emptyBoxes(db, boxId)).toBe(98);

    await cancelOrder(db, userId, placed.orderNumber);
    expect([await gramsOf(db, katli), await gramsOf(db, ladoo), await gramsOf(db, cake)]).toEqual([
      5000, 5000, 5000,
    ]);
    expect(await emptyBoxes(db, boxId)).toBe(100);

    // Reopened by the shop, the order takes its grams again.
    await changeOrderStatus(db, owner, placed.orderNumber, 'placed');
    expect(await gramsOf(db, cake)).toBe(4000);
  });

  test('is refused when it is not filled exactly, holds a sweet it may not, or differs from the one in the cart', async () => {
    const peda = await sweet('Refusal Peda', 2, 700);
    const barfi = await sweet('Refusal Barfi', 2, 700);
    const other = await sweet('Not In Box', 2, 700);
    const { id: boxId } = await createBoxType(db, owner, boxTypeForm([peda, barfi]));

    const short = await refusal(
      addBoxToCart(db, undefined, {
        boxProductId: boxId,
        shares: [
          { productId: peda, grams: 250 },
          { productId: barfi, grams: 250 },
        ],
        quantity: 1,
      }),
    );
    expect(short).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The box holds 1 kg; your choice comes to 500 g.',
      field: 'shares',
    });
    const notAllowed = await refusal(
      addBoxToCart(db, undefined, {
        boxProductId: boxId,
        shares: [
          { productId: peda, grams: 500 },
          { productId: other, grams: 500 },
        ],
        quantity: 1,
      }),
    );
    expect(notAllowed.message).toBe('Not In Box does not go in this box.');

    const { cartId } = await addBoxToCart(db, undefined, {
      boxProductId: boxId,
      shares: [
        { productId: peda, grams: 500 },
        { productId: barfi, grams: 500 },
      ],
      quantity: 1,
    });
    // The same box again, its shares in another order, adds to it.
    const again = await addBoxToCart(db, cartId, {
      boxProductId: boxId,
      shares: [
        { productId: barfi, grams: 500 },
        { productId: peda, grams: 500 },
      ],
      quantity: 1,
    });
    expect(again.quantity).toBe(2);
    const different = await refusal(
      addBoxToCart(db, cartId, {
        boxProductId: boxId,
        shares: [
          { productId: peda, grams: 750 },
          { productId: barfi, grams: 250 },
        ],
        quantity: 1,
      }),
    );
    expect(different).toMatchObject({
      code: 'CONFLICT',
      message:
        'Your cart already holds a different Assorted Mithai (1 kg box). Please remove it from your cart first, or choose the same sweets.',
    });
  });

  test('switched off by the owner, it is refused at checkout with its reason; the change is in the audit log', async () => {
    const jalebi = await sweet('Switch Jalebi', 2, 500);
    const imarti = await sweet('Switch Imarti', 2, 500);
    const { id: boxId } = await createBoxType(
      db,
      owner,
      boxTypeForm([jalebi, imarti], { name: 'Switch Box' }),
    );
    const { userId } = await customerWithBox(boxId, [
      { productId: jalebi, grams: 500 },
      { productId: imarti, grams: 500 },
    ]);
    await updateBoxType(
      db,
      owner,
      boxId,
      boxTypeForm([jalebi, imarti], { name: 'Switch Box', onSale: '' }),
    );
    expect((await boxForOwner(db, boxId))?.onSale).toBe(false);
    const refused = await refusal(placeOrder(db, userId, checkout()));
    expect(refused.message).toBe('This box is no longer offered. Please remove it from your cart.');
    expect(await gramsOf(db, jalebi)).toBe(2000);
    const logged = await db
      .select({ before: auditEntries.before, after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'box.updated'));
    expect(logged).toEqual([{ before: { onSale: true }, after: { onSale: false } }]);
  });

  test('its buyer may review each sweet it held once it is delivered', async () => {
    const rabri = await sweet('Review Rabri', 2, 900);
    const ghevar = await sweet('Review Ghevar', 2, 900);
    const { id: boxId } = await createBoxType(
      db,
      owner,
      boxTypeForm([rabri, ghevar], { name: 'Review Box' }),
    );
    const { userId } = await customerWithBox(boxId, [
      { productId: rabri, grams: 500 },
      { productId: ghevar, grams: 500 },
    ]);
    const placed = await placeOrder(db, userId, checkout());
    expect((await reviewFormFor(db, userId, rabri))?.permit).toEqual({
      may: 'not-yet',
      reason: 'You can review Review Rabri once your order with it has been delivered.',
    });
    await changeOrderStatus(db, owner, placed.orderNumber, 'delivered');
    expect((await reviewFormFor(db, userId, rabri))?.permit).toEqual({ may: 'write' });
    const invited = await reviewInvitations(db, { id: placed.id, userId, status: 'delivered' });
    expect(invited.map((product) => product.productName)).toEqual([
      'Review Ghevar',
      'Review Rabri',
    ]);
    // Its tax invoice has the box as one line, a mixed supply naming what it held.
    const invoice = await getInvoiceForViewer(db, placed.orderNumber, {
      id: userId,
      role: 'customer',
    });
    const [boxLine] = invoice?.figures.lines ?? [];
    expect(boxLine?.description).toMatch(
      /^Review Box \(1 kg box\): (Review Rabri 500 g \+ Review Ghevar 500 g|Review Ghevar 500 g \+ Review Rabri 500 g), Best before /,
    );
    expect(boxLine).toMatchObject({ hsnCode: '21069099', gstRatePercent: 5 });
  });

  test('takes only sweets on sale and kept by weight', async () => {
    const kept = await sweet('Kept Katli', 2, 900);
    const { product: hamper } = await insertProduct(db, buildProduct({ name: 'A Hamper' }), [
      { weight: 'box', pricePaise: 90_000, stockQuantity: 5, isDefault: true },
    ]);
    const refused = await refusal(createBoxType(db, owner, boxTypeForm([kept, hamper.id])));
    expect(refused).toMatchObject({ code: 'INVALID_INPUT', field: 'sweetIds' });
  });

  test("the owner's list shows each box by name with its own sweets, and its builder offers them", async () => {
    const [peda, barfi, ladoo] = [
      await sweet('List Peda', 2, 800),
      await sweet('List Barfi', 2, 900),
      await sweet('List Ladoo', 2, 700),
    ];
    await createBoxType(db, owner, boxTypeForm([peda, ladoo], { name: 'List Box Zafrani' }));
    await createBoxType(db, owner, boxTypeForm([barfi, ladoo], { name: 'List Box Badami' }));
    const listed = (await listBoxTypesForOwner(db, owner)).filter((box) =>
      box.name.startsWith('List Box'),
    );
    expect(
      listed.map((box) => [box.name, box.sweets.map((sweet) => sweet.name), box.audited.sweets]),
    ).toEqual([
      ['List Box Badami', ['List Barfi', 'List Ladoo'], 'List Barfi, List Ladoo'],
      ['List Box Zafrani', ['List Ladoo', 'List Peda'], 'List Ladoo, List Peda'],
    ]);
    const zafrani = listed.find((box) => box.name === 'List Box Zafrani');
    const builder = await boxForBuilder(db, zafrani?.productId ?? '');
    expect(builder?.sweets.map((sweet) => [sweet.name, sweet.pricePerKgPaise])).toEqual([
      ['List Ladoo', 70_000],
      ['List Peda', 80_000],
    ]);
  });
});

test('50 customers buying boxes and single weights of one sweet at once never oversell it', async () => {
  // 10 kg of the sweet everyone wants; a box takes 500 g of it, a customer's 1kg takes 1 kg.
  const wanted = await sweet('Rush Kaju', 10, 1000);
  const partner = await sweet('Rush Partner', 100, 600);
  const { id: boxId } = await createBoxType(db, owner, boxTypeForm([wanted, partner]));
  const kiloId =
    (
      await db
        .select({ id: productVariants.id, grams: productVariants.grams })
        .from(productVariants)
        .where(eq(productVariants.productId, wanted))
    ).find((variant) => variant.grams === 1000)?.id ?? '';
  const shares = [
    { productId: wanted, grams: 500 },
    { productId: partner, grams: 500 },
  ];
  const customers = await Promise.all(
    Array.from({ length: 50 }, async (_, index) => {
      if (index % 2 === 0) return customerWithBox(boxId, shares, 1);
      const userId = await insertCustomer(db);
      const { cartId } = await addToCart(db, undefined, kiloId, 1);
      await db.update(carts).set({ userId }).where(eq(carts.id, cartId));
      return { userId, cartId };
    }),
  );
  const results = await Promise.allSettled(
    customers.map(({ userId }) => placeOrder(db, userId, checkout())),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      expect(isAppError(result.reason) && result.reason.code).toBe('OUT_OF_STOCK');
    }
  }
  const sold = await db
    .select({
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      boxContents: orderItems.boxContents,
    })
    .from(orderItems)
    .where(eq(orderItems.variantId, kiloId))
    .unionAll(
      db
        .select({
          variantId: orderItems.variantId,
          quantity: orderItems.quantity,
          boxContents: orderItems.boxContents,
        })
        .from(orderItems)
        .where(eq(orderItems.productId, boxId)),
    );
  const gramsSold = sold.reduce(
    (total, item) =>
      total +
      item.quantity *
        (item.boxContents?.find((share) => share.productId === wanted)?.grams ?? 1000),
    0,
  );
  expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);
  expect(gramsSold).toBeLessThanOrEqual(10_000);
  expect(await gramsOf(db, wanted)).toBe(10_000 - gramsSold);
  // Orders went on while the sweet lasted: what is left is less than the largest order wanting it.
  expect(await gramsOf(db, wanted)).toBeLessThan(1000);
  const boxesSold = sold.filter((item) => item.boxContents !== null).length;
  expect(await gramsOf(db, partner)).toBe(100_000 - boxesSold * 500);
  expect(await emptyBoxes(db, boxId)).toBe(100 - boxesSold);
});
