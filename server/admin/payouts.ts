/** The admin's Payouts page: money received, what is still to come in, and its transactions. */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { indiaDayEnd, indiaDayStart, indiaMonthBounds } from '#core/india-calendar.ts';
import type { OrderStatus } from '#core/order-status.ts';
import {
  payoutMethodLabel,
  payoutStatus,
  type PaymentMethod,
  type PayoutStatus,
} from '#core/payment.ts';
import type { PayoutRange } from '#core/payout-range.ts';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import {
  listCounterBillSales,
  loadCounterSales,
  type CounterBillSale,
  type CounterSales,
} from './counter-sales.ts';

// The export's route reads the range with the same rule the page shows it with.

export interface PayoutTransaction {
  orderNumber: string;
  customerName: string;
  totalPaise: number;
  paymentMethodLabel: string;
  status: PayoutStatus;
  createdAt: Date;
}

export interface Payouts {
  figures: {
    /** Every paid order's total. */
    totalRevenuePaise: number;
    /** The same, for orders placed this Indian calendar month. */
    thisMonthPaise: number;
    /** 'November 2026' */
    monthLabel: string;
    /** Delivered orders whose money has not come in yet (cash on delivery not yet settled). */
    pendingPayoutsPaise: number;
  };
  recentTransactions: PayoutTransaction[];
  /** The counter's bills, beside the web's orders: all paid at the counter, by mode. */
  counter: CounterSales;
}

const RECENT_TRANSACTIONS = 20;

/** A transaction is an order whose money was received. */
const isPaid = eq(orders.paymentStatus, 'paid');

const transactionColumns = {
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  totalPaise: orders.totalPaise,
  paymentMethod: orders.paymentMethod,
  orderStatus: orders.status,
  createdAt: orders.createdAt,
};

export async function loadPayouts(db: Db, actor: Actor, now = new Date()): Promise<Payouts> {
  assertMay(actor, 'payouts');
  const month = indiaMonthBounds(now);
  const thisMonth = sql`${gte(orders.createdAt, month.thisMonthStart)} and ${lt(orders.createdAt, month.nextMonthStart)}`;
  const [[figures], recent, counter] = await Promise.all([
    db
      .select({
        totalRevenuePaise:
          sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${isPaid}), 0)`.mapWith(
            Number,
          ),
        thisMonthPaise:
          sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${isPaid} and ${thisMonth}), 0)`.mapWith(
            Number,
          ),
        pendingPayoutsPaise:
          sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} = 'delivered' and ${orders.paymentStatus} <> 'paid'), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders),
    db
      .select(transactionColumns)
      .from(orders)
      .where(isPaid)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(RECENT_TRANSACTIONS),
    loadCounterSales(db, month),
  ]);
  return {
    figures: {
      totalRevenuePaise: figures?.totalRevenuePaise ?? 0,
      thisMonthPaise: figures?.thisMonthPaise ?? 0,
      monthLabel: month.monthLabel,
      pendingPayoutsPaise: figures?.pendingPayoutsPaise ?? 0,
    },
    recentTransactions: recent.map(toTransaction),
    counter,
  };
}

/** The paid orders placed on India's days `from` to `to`, both included; newest first. */
export async function listPayoutTransactions(
  db: Db,
  actor: Actor,
  range: PayoutRange,
): Promise<PayoutTransaction[]> {
  assertMay(actor, 'payouts');
  const rows = await db
    .select(transactionColumns)
    .from(orders)
    .where(
      and(
        isPaid,
        gte(orders.createdAt, indiaDayStart(range.from)),
        lt(orders.createdAt, indiaDayEnd(range.to)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  return rows.map(toTransaction);
}

/** The export's sales of a range: the web's paid orders and the counter's bills, side by side. */
export async function listPayoutSales(
  db: Db,
  actor: Actor,
  range: PayoutRange,
): Promise<{ web: PayoutTransaction[]; counter: CounterBillSale[] }> {
  const [web, counter] = await Promise.all([
    listPayoutTransactions(db, actor, range),
    listCounterBillSales(db, range),
  ]);
  return { web, counter };
}

function toTransaction(row: {
  orderNumber: string;
  customerName: string;
  totalPaise: number;
  paymentMethod: PaymentMethod | null;
  orderStatus: OrderStatus;
  createdAt: Date;
}): PayoutTransaction {
  return {
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    totalPaise: row.totalPaise,
    paymentMethodLabel: payoutMethodLabel(row.paymentMethod),
    status: payoutStatus(row.orderStatus),
    createdAt: row.createdAt,
  };
}
