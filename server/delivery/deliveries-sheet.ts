/**
 * The riders' sheet for one day: every order to deliver then, and every parcel of an order to
 * several people, grouped by slot in the day's order, with what the rider needs at the door
 * (who, where, what, the gift message, and for those shown it the order's total, from which
 * the sheet tells the cash to collect: core/cash-to-collect.ts, where an order to several people
 * pays in full at one parcel).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { OrderStatus } from '#core/order-status.ts';
import type { PaymentMethod, PaymentStatus } from '#core/payment.ts';
import { seesCashToCollect } from '#core/cash-to-collect.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import { deliverySlots } from '#server/db/schema/delivery.ts';
import { orderRecipients } from '#server/db/schema/gifting.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { parcelColumns, parcelContents } from './read-parcels.ts';
import type { BoxContent } from '#core/assorted-box.ts';

export interface DeliveryStop {
  orderNumber: string;
  customerName: string;
  customerPhone: string;
  address: string;
  /** `boxContents`: what an assorted box holds, for the packer and the rider. */
  lines: Array<{
    productName: string;
    weight: string;
    quantity: number;
    boxContents?: BoxContent[] | null;
  }>;
  giftMessage: string | null;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /**
   * The order's total, from which the sheet reads the cash to collect; null for a role that is
   * not shown orders' money (a packer: its order pages hide it too).
   */
  totalPaise: number | null;
  /** A parcel of an order to several people: its row, of how many, and whether handed over. */
  parcel: { position: number; of: number; delivered: boolean } | null;
}

export interface SlotRun {
  /** '6–9 pm', as the orders were booked. */
  slot: string;
  stops: DeliveryStop[];
}

/** The day's orders (cancelled ones left out), slot by slot, earliest slot first. */
export async function deliveriesFor(db: Db, actor: Actor, day: string): Promise<SlotRun[]> {
  assertMay(actor, 'deliveriesSheet');
  const totalFor = (order: { totalPaise: number }) =>
    seesCashToCollect(actor.role) ? order.totalPaise : null;
  const booked = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      shippingAddress: orders.shippingAddress,
      city: orders.city,
      state: orders.state,
      pincode: orders.pincode,
      giftMessage: orders.giftMessage,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      slot: orders.deliverySlot,
      startsAt: deliverySlots.startsAt,
    })
    .from(orders)
    .leftJoin(deliverySlots, eq(deliverySlots.id, orders.deliverySlotId))
    .where(and(eq(orders.deliveryDate, day), ne(orders.status, 'cancelled')))
    .orderBy(asc(deliverySlots.startsAt), asc(orders.deliverySlot), asc(orders.orderNumber));
  const items = booked.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          productName: orderItems.productName,
          weight: orderItems.weight,
          quantity: orderItems.quantity,
          boxContents: orderItems.boxContents,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            booked.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderItems.productName), asc(orderItems.weight))
    : [];
  const runs = new Map<string, { startsAt: string; stops: DeliveryStop[] }>();
  const stopAt = (slot: string | null, startsAt: string | null, stop: DeliveryStop) => {
    const run = runs.get(slot ?? 'No slot') ?? { startsAt: startsAt ?? '', stops: [] };
    run.stops.push(stop);
    runs.set(slot ?? 'No slot', run);
  };
  for (const order of booked) {
    stopAt(order.slot, order.startsAt, {
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      address: `${order.shippingAddress}, ${order.city}, ${order.state} ${order.pincode}`,
      lines: items
        .filter((item) => item.orderId === order.id)
        .map(({ orderId: _orderId, ...line }) => line),
      giftMessage: order.giftMessage,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      totalPaise: totalFor(order),
      parcel: null,
    });
  }
  for (const parcel of await parcelsOn(db, day)) {
    stopAt(parcel.slot, parcel.startsAt, {
      orderNumber: parcel.orderNumber,
      customerName: parcel.name,
      customerPhone: parcel.phone,
      address: `${parcel.address}, ${parcel.city}, ${parcel.state} ${parcel.pincode}`,
      lines: parcel.items,
      giftMessage: parcel.giftMessage,
      status: parcel.status,
      paymentMethod: parcel.paymentMethod,
      paymentStatus: parcel.paymentStatus,
      totalPaise: totalFor(parcel),
      parcel: { position: parcel.position, of: parcel.of, delivered: parcel.delivered },
    });
  }
  return [...runs]
    .sort(([, a], [, b]) => a.startsAt.localeCompare(b.startsAt))
    .map(([slot, run]) => ({
      slot,
      stops: run.stops.toSorted(
        (a, b) =>
          a.orderNumber.localeCompare(b.orderNumber) ||
          (a.parcel?.position ?? 0) - (b.parcel?.position ?? 0),
      ),
    }));
}

/** The day's parcels of orders to several people (cancelled orders left out), with contents. */
async function parcelsOn(db: Db, day: string) {
  const parcels = await db
    .select({
      ...parcelColumns,
      orderNumber: orders.orderNumber,
      of: orders.recipientCount,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      startsAt: deliverySlots.startsAt,
    })
    .from(orderRecipients)
    .innerJoin(orders, eq(orders.id, orderRecipients.orderId))
    .leftJoin(deliverySlots, eq(deliverySlots.id, orderRecipients.deliverySlotId))
    .where(and(eq(orderRecipients.deliveryDate, day), ne(orders.status, 'cancelled')));
  const contents = await parcelContents(
    db,
    parcels.map((parcel) => parcel.id),
  );
  return parcels.map((parcel) => ({
    ...parcel,
    delivered: parcel.deliveredAt !== null || parcel.status === 'delivered',
    items: contents.get(parcel.id) ?? [],
  }));
}
