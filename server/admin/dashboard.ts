/** The admin dashboard: the shop's figures, what is running low, and the last month of sales. */
import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { growthCaption } from '#core/growth-caption.ts';
import {
  indiaDayEnd,
  indiaDayStart,
  indiaMonthBounds,
  lastDays,
  type IndiaMonthBounds,
} from '#core/india-calendar.ts';
import type { OrderStatus } from '#core/order-status.ts';
import { LOW_STOCK_THRESHOLD } from '#core/stock.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { products, productVariants } from '#server/db/schema/catalog.ts';
import { orders } from '#server/db/schema/orders.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { loadCounterSales, type CounterSales } from './counter-sales.ts';

export interface Figure {
  value: number;
  caption: string;
}

export interface LowStockVariant {
  productId: string;
  productName: string;
  weight: string;
  stockQuantity: number;
}

export interface RecentOrder {
  orderNumber: string;
  customerName: string;
  createdAt: Date;
  status: OrderStatus;
  totalPaise: number;
}

export interface DailySales {
  /** India's calendar day, 'YYYY-MM-DD'. */
  day: string;
  revenuePaise: number;
  orders: number;
}

export interface AdminDashboard {
  totalOrders: Figure;
  totalRevenuePaise: Figure;
  /** The counter's bills, beside the web's orders: by payment mode, with this month's growth. */
  counterSales: CounterSales & { caption: string };
  totalCustomers: Figure;
  lowStock: LowStockVariant[];
  recentOrders: RecentOrder[];
  dailySales: DailySales[];
}

const SALES_DAYS = 30;
const RECENT_ORDERS = 5;

/** Six queries, run side by side; each reads what it needs once, however many orders or bills. */
export async function loadAdminDashboard(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<AdminDashboard> {
  assertMay(actor, 'dashboard');
  const month = indiaMonthBounds(now);
  const days = lastDays(now, SALES_DAYS);
  const [orderFigures, customerFigures, lowStock, recentOrders, dailySales, counterSales] =
    await Promise.all([
      loadOrderFigures(db, month),
      loadCustomerFigures(db, month),
      loadLowStock(db),
      loadRecentOrders(db),
      loadDailySales(db, days),
      loadCounterSales(db, month),
    ]);
  return {
    totalOrders: {
      value: orderFigures.totalOrders,
      caption: growthCaption(
        orderFigures.ordersThisMonth,
        orderFigures.ordersLastMonth,
        'No orders last month',
      ),
    },
    totalRevenuePaise: {
      value: orderFigures.revenuePaise,
      caption: growthCaption(
        orderFigures.revenueThisMonthPaise,
        orderFigures.revenueLastMonthPaise,
        'No revenue last month',
      ),
    },
    counterSales: {
      ...counterSales,
      caption: growthCaption(
        counterSales.thisMonthPaise,
        counterSales.lastMonthPaise,
        'No counter sales last month',
      ),
    },
    totalCustomers: {
      value: customerFigures.customers,
      caption: growthCaption(
        customerFigures.newThisMonth,
        customerFigures.newLastMonth,
        'No new customers last month',
      ),
    },
    lowStock,
    recentOrders,
    dailySales,
  };
}

/** `count(*) filter (where …)` as a number (PostgreSQL's bigint arrives as text). */
function countWhere(condition: SQL) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

function paiseWhere(condition: SQL) {
  return sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${condition}), 0)`.mapWith(
    Number,
  );
}

/** From `start` up to, not including, `end`; the column maps the dates for either driver. */
function createdBetween(
  column: typeof orders.createdAt | typeof users.createdAt,
  start: Date,
  end: Date,
): SQL {
  return sql`${gte(column, start)} and ${lt(column, end)}`;
}

/** Cancelled orders were never money taken, so revenue leaves them out. */
const notCancelled = sql`${orders.status} <> 'cancelled'`;

async function loadOrderFigures(db: Db, month: IndiaMonthBounds) {
  const thisMonth = createdBetween(orders.createdAt, month.thisMonthStart, month.nextMonthStart);
  const lastMonth = createdBetween(orders.createdAt, month.lastMonthStart, month.thisMonthStart);
  const [figures] = await db
    .select({
      totalOrders: count(),
      ordersThisMonth: countWhere(thisMonth),
      ordersLastMonth: countWhere(lastMonth),
      revenuePaise: paiseWhere(notCancelled),
      revenueThisMonthPaise: paiseWhere(sql`${notCancelled} and ${thisMonth}`),
      revenueLastMonthPaise: paiseWhere(sql`${notCancelled} and ${lastMonth}`),
    })
    .from(orders);
  return (
    figures ?? {
      totalOrders: 0,
      ordersThisMonth: 0,
      ordersLastMonth: 0,
      revenuePaise: 0,
      revenueThisMonthPaise: 0,
      revenueLastMonthPaise: 0,
    }
  );
}

/** Customers are verified accounts with the customer role; admins are not counted. */
async function loadCustomerFigures(db: Db, month: IndiaMonthBounds) {
  const [figures] = await db
    .select({
      customers: count(),
      newThisMonth: countWhere(
        createdBetween(users.createdAt, month.thisMonthStart, month.nextMonthStart),
      ),
      newLastMonth: countWhere(
        createdBetween(users.createdAt, month.lastMonthStart, month.thisMonthStart),
      ),
    })
    .from(users)
    .where(and(eq(users.role, 'customer'), eq(users.emailVerified, true)));
  return figures ?? { customers: 0, newThisMonth: 0, newLastMonth: 0 };
}

/** Only what the storefront sells: a switched-off product's or a retired variant's stock is nobody's worry. */
function loadLowStock(db: Db): Promise<LowStockVariant[]> {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      weight: productVariants.weight,
      stockQuantity: productVariants.stockQuantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(variantOnSale(), lt(productVariants.stockQuantity, LOW_STOCK_THRESHOLD)))
    .orderBy(asc(productVariants.stockQuantity), asc(products.name), asc(productVariants.weight));
}

function loadRecentOrders(db: Db): Promise<RecentOrder[]> {
  return db
    .select({
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      createdAt: orders.createdAt,
      status: orders.status,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(RECENT_ORDERS);
}

/** Sales per Indian day; days without a sale are there too, as zeros, so the chart has no gaps. */
async function loadDailySales(db: Db, days: string[]): Promise<DailySales[]> {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const indiaDay = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day: indiaDay,
      revenuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, indiaDayStart(first)),
        lt(orders.createdAt, indiaDayEnd(last)),
        ne(orders.status, 'cancelled'),
      ),
    )
    .groupBy(indiaDay);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => ({
    day,
    revenuePaise: byDay.get(day)?.revenuePaise ?? 0,
    orders: byDay.get(day)?.orders ?? 0,
  }));
}
