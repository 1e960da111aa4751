/**
 * The parcels of an order to several people as its pages read them (server/gifting makes them):
 * each recipient's, with what it holds; for the buyer's and the shop's order pages, the riders'
 * sheet and the delivery notes.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { deliverySlotText } from '#core/delivery-slots.ts';
import { variantName } from '#core/variant-label.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { orderRecipientItems, orderRecipients } from '#server/db/schema/gifting.ts';
import { orderItems } from '#server/db/schema/orders.ts';

export interface Parcel {
  position: number;
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  giftMessage: string | null;
  /** 'Thu, 26 Nov, 10 am–2 pm' for a parcel in a slot. */
  deliverySlot: string | null;
  deliveryDate: string | null;
  deliveredAt: Date | null;
  /** What it holds: 'Kaju Katli (500g)' and how many. */
  items: { name: string; quantity: number }[];
}

/** A parcel as the order pages and the riders' sheet read it (its contents apart). */
export const parcelColumns = {
  id: orderRecipients.id,
  position: orderRecipients.position,
  name: orderRecipients.name,
  phone: orderRecipients.phone,
  address: orderRecipients.address,
  city: orderRecipients.city,
  state: orderRecipients.state,
  pincode: orderRecipients.pincode,
  giftMessage: orderRecipients.giftMessage,
  deliveryDate: orderRecipients.deliveryDate,
  slot: orderRecipients.deliverySlot,
  deliveredAt: orderRecipients.deliveredAt,
};

/** The parcels of these orders, by order id, each in its row's order. */
export async function parcelsOf(
  db: Db | Transaction,
  orderIds: readonly string[],
): Promise<Map<string, Parcel[]>> {
  const byOrder = new Map<string, Parcel[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ ...parcelColumns, orderId: orderRecipients.orderId })
    .from(orderRecipients)
    .where(inArray(orderRecipients.orderId, [...orderIds]))
    .orderBy(asc(orderRecipients.orderId), asc(orderRecipients.position));
  const contents = await parcelContents(
    db,
    rows.map((row) => row.id),
  );
  for (const { id, orderId, slot, ...row } of rows) {
    const parcels = byOrder.get(orderId) ?? [];
    parcels.push({
      ...row,
      deliverySlot: deliverySlotText({ deliveryDate: row.deliveryDate, deliverySlot: slot }),
      items: (contents.get(id) ?? []).map((item) => ({
        name: variantName({ name: item.productName, weight: item.weight }),
        quantity: item.quantity,
      })),
    });
    byOrder.set(orderId, parcels);
  }
  return byOrder;
}

/** What each of these parcels holds, by parcel: each product and weight, and how many. */
export async function parcelContents(db: Db | Transaction, parcelIds: readonly string[]) {
  const byParcel = new Map<string, { productName: string; weight: string; quantity: number }[]>();
  if (parcelIds.length === 0) return byParcel;
  const contents = await db
    .select({
      parcelId: orderRecipientItems.recipientId,
      productName: orderItems.productName,
      weight: orderItems.weight,
      quantity: orderRecipientItems.quantity,
    })
    .from(orderRecipientItems)
    .innerJoin(orderItems, eq(orderItems.id, orderRecipientItems.orderItemId))
    .where(inArray(orderRecipientItems.recipientId, [...parcelIds]))
    .orderBy(asc(orderItems.productName), asc(orderItems.weight));
  for (const { parcelId, ...item } of contents) {
    byParcel.set(parcelId, [...(byParcel.get(parcelId) ?? []), item]);
  }
  return byParcel;
}
