/** The admin's orders: every customer's, newest first, searched and filtered, 50 a page. */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '#core/order-status.ts';
import type { PaymentMethod, PaymentStatus } from '#core/payment.ts';
import { MAX_SEARCH_LENGTH } from '#core/search-query.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/contains-pattern.ts';
import { orderRecipients } from '#server/db/schema/gifting.ts';
import { orders } from '#server/db/schema/orders.ts';
import { may } from '#core/staff-roles.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { askedPage, pageCountOf } from '#core/paging.ts';

export const ORDERS_PAGE_SIZE = 50;

export interface AdminOrderQuery {
  /** Matches the order number, the customer's name, and their e-mail for those who see it. */
  search?: string;
  status?: OrderStatus;
  /** Orders to deliver on this India calendar day ('2026-11-26'). */
  deliveryDate?: string;
  page?: number;
}

export interface AdminOrderRow {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  totalPaise: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  deliveryDate: string | null;
  deliverySlot: string | null;
  /** The parcels of an order to several people; 0 for an order to one address. */
  recipientCount: number;
}

export interface AdminOrderList {
  orders: AdminOrderRow[];
  /** How many orders the search and filter match: the heading's 'All Orders (count)'. */
  total: number;
  page: number;
  pageCount: number;
}

/** One query a page (the count rides along); a page past the end shows the last one. */
export async function listAdminOrders(
  db: Db,
  actor: Actor,
  query: AdminOrderQuery = {},
): Promise<AdminOrderList> {
  assertMay(actor, 'orders');
  const conditions = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.deliveryDate ? deliveredOn(query.deliveryDate) : undefined,
    searchCondition(query.search, may(actor.role, 'orderMoney')),
  );
  let page = askedPage(query.page);
  let rows = await loadPage(db, conditions, page);
  if (rows.length === 0 && page > 1) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(conditions);
    page = pageCountOf(counted?.total ?? 0, ORDERS_PAGE_SIZE);
    rows = await loadPage(db, conditions, page);
  }
  const total = rows[0]?.total ?? 0;
  return {
    orders: rows.map(({ total: _total, ...order }) => order),
    total,
    page,
    pageCount: pageCountOf(total, ORDERS_PAGE_SIZE),
  };
}

/**
 * A role searches only what its list shows it: matching on an e-mail the list hides would let a
 * packer read it back a letter at a time.
 */
function searchCondition(search: string | undefined, seesEmail: boolean): SQL | undefined {
  const text = search?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orders.customerName, pattern),
    seesEmail ? ilike(orders.customerEmail, pattern) : undefined,
  );
}

function loadPage(db: Db, conditions: SQL | undefined, page: number) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      totalPaise: orders.totalPaise,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
      deliveryDate: orders.deliveryDate,
      deliverySlot: orders.deliverySlot,
      recipientCount: orders.recipientCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .where(conditions)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
}

/** Orders delivered on the day: in a slot of their own, or with a parcel in one that day. */
function deliveredOn(day: string) {
  return or(
    eq(orders.deliveryDate, day),
    sql`exists (select 1 from ${orderRecipients} where ${orderRecipients.orderId} = ${orders.id} and ${orderRecipients.deliveryDate} = ${day})`,
  );
}
