/** Orders to several people, placed as a buyer places them: a recipient file, then checkout. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '#core/payment.ts';
import { recipientTemplateHeadings } from '#core/recipient-table.ts';
import type { Db } from '#server/db/client.ts';
import { orderRecipients } from '#server/db/schema/gifting.ts';
import { orders } from '#server/db/schema/orders.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { uploadRecipientFile } from '#server/gifting/recipient-list.ts';
import { giftDestination } from '#server/gifting/gift-destination.ts';
import { giftProductsOf } from '#server/gifting/recipient-rows.ts';
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { insertWeighedSweet } from './factories.ts';
import { checkout, customerWithCart } from './orders.ts';
import { UNREACHABLE_RAZORPAY } from './payments.ts';

/** A Delhi pincode: the shop's riders deliver it in a slot, so the riders' sheet lists it. */
export const BY_RIDER = '110001';
/** A Mumbai pincode: sent by courier, on no riders' sheet. */
export const BY_COURIER = '400011';

/**
 * A buyer whose cart holds one 500g of a new sweet `name`, and whose recipient file gives one of
 * it to each pincode's recipient (`Recipient n`, row n, with `message(n)`); no file for none.
 */
export async function buyerWithGiftList(
  db: Db,
  name: string,
  pincodes: readonly string[],
  message: (row: number) => string = () => '',
) {
  const variantId = (await insertWeighedSweet(db, name, { stock: 100 }))['500g'];
  const buyer = await customerWithCart(db, [[variantId, 1]]);
  const products = giftProductsOf([{ variantId, name, weight: '500g', perishable: false }]);
  const rows = pincodes.map((pincode, index) => [
    `Recipient ${index + 1}`,
    `98${String(index + 1).padStart(8, '0')}`,
    `${index + 1} Park Street`,
    pincode === BY_COURIER ? 'Mumbai' : 'New Delhi',
    pincode === BY_COURIER ? 'Maharashtra' : 'Delhi',
    pincode,
    message(index + 1),
    '1',
  ]);
  if (rows.length > 0) {
    await uploadRecipientFile(
      db,
      { userId: buyer.userId, browserCartId: buyer.cartId },
      {
        name: 'recipients.csv',
        text: spreadsheetCsv([recipientTemplateHeadings(products), ...rows]),
      },
    );
  }
  return buyer;
}

/**
 * An order of one box of a fresh sweet to each pincode's recipient (`Recipient n`, row n), paid
 * as told; Cash on Delivery is switched on for such orders while it is placed.
 */
export async function placeGiftOrder(
  db: Db,
  pincodes: readonly string[],
  paymentMethod: PaymentMethod = 'razorpay',
) {
  const name = `Gift Peda ${randomUUID().slice(0, 8)}`;
  const buyer = await buyerWithGiftList(
    db,
    name,
    pincodes,
    (row) => `Happy Diwali, Recipient ${row}!`,
  );
  if (paymentMethod === 'cod')
    await db.update(storeSettings).set({ giftOrderCashOnDelivery: true });
  try {
    const placed = await placeOrder(
      db,
      buyer.userId,
      checkout({ paymentMethod, email: `${buyer.userId}@example.com` }),
      UNREACHABLE_RAZORPAY,
      giftDestination,
    );
    return { ...placed, userId: buyer.userId };
  } finally {
    if (paymentMethod === 'cod') {
      await db.update(storeSettings).set({ giftOrderCashOnDelivery: false });
    }
  }
}

/** The days the order's parcels are delivered on, row by row (null: by courier). */
export async function parcelDays(db: Db, orderNumber: string) {
  const rows = await db
    .select({ position: orderRecipients.position, day: orderRecipients.deliveryDate })
    .from(orderRecipients)
    .innerJoin(orders, eq(orders.id, orderRecipients.orderId))
    .where(eq(orders.orderNumber, orderNumber))
    .orderBy(orderRecipients.position);
  return rows.map((row) => row.day);
}
