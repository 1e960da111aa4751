/** A customer's orders, as My Orders, the dashboard and the payments page read them. */
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type OrderStatus, pendingOrderStatuses } from '#core/order-status.ts';
import { paymentMethodLabels, paymentMethods } from '#core/payment.ts';
import type { Db } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { parcelsOf, type Parcel } from '#server/delivery/read-parcels.ts';
import { containsPattern } from '#server/db/contains-pattern.ts';
import { hasInvoice } from '#server/invoices/invoiced-orders.ts';

export interface OrderFilter {
  /** Matches the order number or the name of anything in it. */
  search?: string;
  status?: OrderStatus;
  /** Only the newest so many. */
  limit?: number;
  /** False where only the orders themselves are shown (Recent Orders): their items are not read. */
  withItems?: boolean;
}

/** The customer's orders, newest first, each with its items: two queries however many orders. */
export async function listCustomerOrders(db: Db, userId: string, filter: OrderFilter = {}) {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const matches = or(
      ilike(orders.orderNumber, pattern),
      exists(
        db
          .select({ one: sql`1` })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orders.id), ilike(orderItems.productName, pattern))),
      ),
    );
    if (matches) conditions.push(matches);
  }
  const query = db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  const found = filter.limit ? await query.limit(filter.limit) : await query;
  const items =
    found.length && filter.withItems !== false
      ? await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              found.map((order) => order.id),
            ),
          )
          .orderBy(asc(orderItems.productName), asc(orderItems.weight))
      : [];
  const itemsByOrder = new Map<string, typeof items>();
  for (const item of items) {
    const ofOrder = itemsByOrder.get(item.orderId);
    if (ofOrder) ofOrder.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  const withDetails = found.length > 0 && filter.withItems !== false;
  const [parcels, invoiced] = withDetails
    ? await Promise.all([
        parcelsOf(
          db,
          found.filter((order) => order.recipientCount > 0).map((order) => order.id),
        ),
        db
          .select({ orderId: invoices.orderId })
          .from(invoices)
          .where(
            inArray(
              invoices.orderId,
              found.map((order) => order.id),
            ),
          ),
      ])
    : [new Map<string, Parcel[]>(), []];
  const invoicedOrders = new Set(invoiced.map((invoice) => invoice.orderId));
  return found.map((order) => ({
    ...order,
    items: itemsByOrder.get(order.id) ?? [],
    /** Each parcel of an order to several people. */
    parcels: parcels.get(order.id) ?? [],
    /** Its tax invoice has been issued. */
    invoiced: invoicedOrders.has(order.id),
  }));
}
export type CustomerOrder = Awaited<ReturnType<typeof listCustomerOrders>>[number];

/** The dashboard's figures; cancelled orders are not money spent. */
export async function customerOrderFigures(db: Db, userId: string) {
  const [figures] = await db
    .select({
      totalOrders: count(),
      pendingOrders:
        sql<number>`count(*) filter (where ${inArray(orders.status, pendingOrderStatuses)})`.mapWith(
          Number,
        ),
      totalSpentPaise:
        sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} <> 'cancelled'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return figures ?? { totalOrders: 0, pendingOrders: 0, totalSpentPaise: 0 };
}

/** The payments page: one transaction per order, and the three figures above the list. */
export async function listCustomerPayments(db: Db, userId: string, search?: string) {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  const text = search?.trim();
  if (text) {
    const methods = paymentMethods.filter((method) =>
      paymentMethodLabels[method].toLowerCase().includes(text.toLowerCase()),
    );
    const byNumber = ilike(orders.orderNumber, containsPattern(text));
    const matches = methods.length
      ? or(byNumber, inArray(orders.paymentMethod, methods))
      : byNumber;
    if (matches) conditions.push(matches);
  }
  const [payments, [figures]] = await Promise.all([
    db
      .select({
        orderNumber: orders.orderNumber,
        totalPaise: orders.totalPaise,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        createdAt: orders.createdAt,
        hasInvoice,
      })
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber)),
    db
      .select({
        totalPaidPaise:
          sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.paymentStatus} = 'paid'), 0)`.mapWith(
            Number,
          ),
        transactions: count(),
        pendingPayments:
          // Still owed: never paid, or an online attempt that failed and can be tried again.
          sql<number>`count(*) filter (where ${orders.paymentStatus} in ('pending', 'failed'))`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
  ]);
  return {
    payments,
    figures: figures ?? { totalPaidPaise: 0, transactions: 0, pendingPayments: 0 },
  };
}
