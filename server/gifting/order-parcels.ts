/**
 * The parcels of an order to several people: each recipient's, with what it holds and its
 * status, for the buyer's and the shop's order pages, the riders' sheet and the recipient list
 * as a spreadsheet; a parcel handed over, which delivers the order once it is the last; and the
 * delivery notes, for those who pack the parcels and the riders who carry them.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { parcelStatus, rowLabel } from '#core/gift-recipients.ts';
import { indiaDateTime } from '#core/india-calendar.ts';
import { parcelCollectsCash } from '#core/cash-to-collect.ts';
import { may, mayDeliverParcel } from '#core/staff-roles.ts';
import { changeLockedOrderStatus, lockOrder } from '#server/admin/change-order-status.ts';
import type { Db } from '#server/db/client.ts';
import { orderRecipients } from '#server/db/schema/gifting.ts';
import { orders } from '#server/db/schema/orders.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import type { OrderViewer } from '#server/orders/get-order.ts';
import { parcelsOf } from '#server/delivery/read-parcels.ts';
import { orderEventNotice } from '#server/realtime/shop-events.ts';
import { assertMay, NOT_YOURS_TO_DO, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';
import { recordParcelCash } from './collect-parcel-cash.ts';

/**
 * The order's recipients as a spreadsheet, each parcel with its status: for the buyer and staff
 * who see orders; undefined for anyone else's order and for an order to one address.
 */
export async function orderRecipientsCsv(
  db: Db,
  orderNumber: string,
  viewer: OrderViewer,
): Promise<string | undefined> {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order || (order.userId !== viewer.id && !may(viewer.role, 'orders'))) return undefined;
  const parcels = (await parcelsOf(db, [order.id])).get(order.id);
  if (!parcels) return undefined;
  return spreadsheetCsv([
    [
      'Row',
      'Name',
      'Phone',
      'Address',
      'City',
      'State',
      'Pincode',
      'Gift message',
      'Boxes',
      'Delivery slot',
      'Status',
      'Delivered at',
    ],
    ...parcels.map((parcel) => [
      String(parcel.position),
      parcel.name,
      parcel.phone,
      parcel.address,
      parcel.city,
      parcel.state,
      parcel.pincode,
      parcel.giftMessage ?? '',
      parcel.items.map((item) => `${item.quantity} × ${item.name}`).join('; '),
      parcel.deliverySlot ?? '',
      parcelStatus(order, { delivered: parcel.deliveredAt !== null }),
      parcel.deliveredAt ? indiaDateTime(parcel.deliveredAt) : '',
    ]),
  ]);
}

/**
 * One parcel handed over, by a rider or whoever moves orders, once the order is on the road. The
 * cash parcel of an unpaid Cash on Delivery order records its whole cash received with it
 * (core/cash-to-collect.ts). The last parcel delivers the order itself, in the same transaction
 * (its invoice, e-mail and history as any delivery) but never makes it paid: only the cash
 * parcel does. The buyer's and the shop's open pages hear of it.
 */
export async function markParcelDelivered(
  db: Db,
  actor: Actor,
  orderNumber: string,
  position: number,
): Promise<{ orderDelivered: boolean }> {
  return db.transaction(async (tx) => {
    let order = await lockOrder(tx, orderNumber);
    if (!mayDeliverParcel(actor.role, order)) throw new AppError('FORBIDDEN', NOT_YOURS_TO_DO);
    const [parcel] = await tx
      .update(orderRecipients)
      .set({ deliveredAt: new Date(), deliveredBy: actor.id })
      .where(
        and(
          eq(orderRecipients.orderId, order.id),
          eq(orderRecipients.position, position),
          isNull(orderRecipients.deliveredAt),
        ),
      )
      .returning({ name: orderRecipients.name });
    if (!parcel) {
      throw new AppError(
        'CONFLICT',
        `Parcel ${position} of order ${orderNumber} was already delivered, or is not one of its parcels.`,
      );
    }
    const parcelName = `${orderNumber}, ${rowLabel({ position, name: parcel.name })}`;
    const collectsCash = parcelCollectsCash(order, position);
    if (collectsCash) order = await recordParcelCash(tx, order);
    await recordAudit(tx, actor, {
      kind: 'order.parcel-delivered',
      subject: parcelName,
      before: collectsCash ? { paymentStatus: 'pending' } : null,
      after: collectsCash ? { delivered: true, paymentStatus: 'paid' } : { delivered: true },
    });
    const [waiting] = await tx
      .select({ parcels: count() })
      .from(orderRecipients)
      .where(and(eq(orderRecipients.orderId, order.id), isNull(orderRecipients.deliveredAt)));
    if ((waiting?.parcels ?? 0) > 0) {
      await writeTogether(tx, [
        orderEventNotice({ orderNumber, userId: order.userId, status: order.status, isNew: false }),
      ]);
      return { orderDelivered: false };
    }
    // Whoever may hand over a parcel may deliver the order it completes (core/staff-roles.ts);
    // its cash was the cash parcel's to record, so delivering it records none.
    await changeLockedOrderStatus(tx, actor, order, 'delivered', { recordsCash: false });
    return { orderDelivered: true };
  });
}

/**
 * The delivery notes of an order to several people, for staff to print and pack with it or
 * carry: who each parcel is for and from, what it holds and the gift message, never a price.
 * Those who see orders get every parcel's; a rider only the parcels a riders' sheet lists (a day
 * in a slot, not the courier's; not of a cancelled order), as the sheet shows them. Undefined
 * for an unknown order, one to a single address, and one with no parcel for this reader.
 */
export async function deliveryNotesFor(db: Db, actor: Actor, orderNumber: string) {
  assertMay(actor, 'deliveriesSheet');
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      customerName: orders.customerName,
      businessName: orders.businessName,
      recipientCount: orders.recipientCount,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order || order.recipientCount === 0) return undefined;
  const every = (await parcelsOf(db, [order.id])).get(order.id) ?? [];
  const parcels = may(actor.role, 'orders')
    ? every
    : every.filter((parcel) => parcel.deliveryDate !== null && order.status !== 'cancelled');
  if (parcels.length === 0) return undefined;
  const [shop] = await db
    .select({ name: storeSettings.storeName, phone: storeSettings.phone })
    .from(storeSettings);
  return {
    orderNumber,
    shop: { name: shop?.name ?? '', phone: shop?.phone ?? '' },
    from: order.businessName ?? order.customerName,
    /** How many parcels the order has, whichever of them this reader is shown. */
    parcelCount: order.recipientCount,
    parcels,
  };
}
