/** One order with its lines and status timeline, for its owner or staff who see orders only. */
import { asc, eq } from 'drizzle-orm';
import { may, type Role } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { parcelsOf } from '#server/delivery/read-parcels.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { orderItems, orders, orderStatusHistory } from '#server/db/schema/orders.ts';

export interface OrderViewer {
  id: string;
  role: Role;
}

/** Undefined for an unknown number and for anyone else's order alike: the page is a 404 either way. */
export async function getOrderForViewer(db: Db, orderNumber: string, viewer: OrderViewer) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order || (order.userId !== viewer.id && !may(viewer.role, 'orders'))) return undefined;
  const [items, history, [invoice]] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productName), asc(orderItems.weight)),
    db
      .select({ status: orderStatusHistory.status, createdAt: orderStatusHistory.createdAt })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.orderId, order.id)),
  ]);
  const parcels =
    order.recipientCount > 0 ? ((await parcelsOf(db, [order.id])).get(order.id) ?? []) : [];
  return {
    ...order,
    items,
    history,
    parcels,
    invoiceNumber: invoice?.invoiceNumber ?? null,
    isOwn: order.userId === viewer.id,
  };
}
export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderForViewer>>>;
