/**
 * The riders' sheet for one day: every order to deliver then, grouped by slot in the day's
 * order, with what the rider needs at the door (who, where, what, the gift message, and the cash
 * to collect for an unpaid Cash on Delivery order).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { OrderStatus } from '#core/order-status.ts';
import type { PaymentMethod, PaymentStatus } from '#core/payment.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import type { Db } from '#server/db/client.ts';
import { deliverySlots, orderItems, orders } from '#server/db/schema.ts';

export interface DeliveryStop {
  orderNumber: string;
  customerName: string;
  customerPhone: string;
  address: string;
  lines: Array<{ productName: string; weight: string; quantity: number }>;
  giftMessage: string | null;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Cash the rider collects: the total of an unpaid Cash on Delivery order, else 0. */
  collectPaise: number;
}

export interface SlotRun {
  /** '6–9 pm', as the orders were booked. */
  slot: string;
  stops: DeliveryStop[];
}

/** The day's orders (cancelled ones left out), slot by slot, earliest slot first. */
export async function deliveriesFor(db: Db, actor: Actor, day: string): Promise<SlotRun[]> {
  assertMay(actor, 'deliveriesSheet');
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
  const runs = new Map<string, DeliveryStop[]>();
  for (const order of booked) {
    const slot = order.slot ?? 'No slot';
    const stops = runs.get(slot) ?? [];
    stops.push({
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
      collectPaise: cashToCollect(order),
    });
    runs.set(slot, stops);
  }
  return [...runs].map(([slot, stops]) => ({ slot, stops }));
}

function cashToCollect(order: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalPaise: number;
}): number {
  return order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' ? order.totalPaise : 0;
}
