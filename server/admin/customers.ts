/** The admin's customer list: who buys here, how often, and the figures above the list. */
import { and, count, desc, eq, exists, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { customerStatus, type CustomerStatus } from '#core/customer-status.ts';
import { indiaMonthBounds } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/contains-pattern.ts';
import { profiles } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/auth.ts';
import { orders } from '#server/db/schema/orders.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { askedPage, pageCountOf } from '#core/paging.ts';
import { MAX_SEARCH_LENGTH } from '#core/search-query.ts';

export const CUSTOMERS_PAGE_SIZE = 25;

export interface CustomerQuery {
  search?: string;
  /** 1-based; brought within the pages there are. */
  page?: number;
}

export interface AdminCustomer {
  id: string;
  /** The profile's full name, else the name given at sign-up. */
  name: string;
  email: string;
  /** Null when the customer has not given it. */
  phone: string | null;
  city: string | null;
  orders: number;
  status: CustomerStatus;
  joinedAt: Date;
}

export interface AdminCustomerList {
  figures: {
    totalCustomers: number;
    /** With at least one delivered order. */
    activeCustomers: number;
    /** Joined this Indian calendar month. */
    newThisMonth: number;
    /** 'November 2026' */
    monthLabel: string;
  };
  customers: AdminCustomer[];
  /** How many customers the search matches. */
  total: number;
  page: number;
  pageCount: number;
}

/** Customers are verified accounts with the customer role: admins and unfinished sign-ups are not. */
const isCustomer = and(eq(users.role, 'customer'), eq(users.emailVerified, true));

const hasDeliveredOrder = exists(
  sql`(select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.status} = 'delivered')`,
);

/** Two queries: the figures with the search's count, then the page, with order counts joined in. */
export async function listAdminCustomers(
  db: Db,
  actor: Actor,
  query: CustomerQuery,
  now = new Date(),
): Promise<AdminCustomerList> {
  assertMay(actor, 'customers');
  const month = indiaMonthBounds(now);
  const matches = searchCondition(query.search);
  const [figures] = await db
    .select({
      totalCustomers: count(),
      activeCustomers: sql<number>`count(*) filter (where ${hasDeliveredOrder})`.mapWith(Number),
      // Bounded by this month's first and next month's first instant, so the year counts too.
      newThisMonth:
        sql<number>`count(*) filter (where ${gte(users.createdAt, month.thisMonthStart)} and ${lt(users.createdAt, month.nextMonthStart)})`.mapWith(
          Number,
        ),
      matching: matches ? sql<number>`count(*) filter (where ${matches})`.mapWith(Number) : count(),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(isCustomer);
  const total = figures?.matching ?? 0;
  const pageCount = pageCountOf(total, CUSTOMERS_PAGE_SIZE);
  const page = Math.min(askedPage(query.page), pageCount);
  const customers = total > 0 ? await loadPage(db, matches, page) : [];
  return {
    figures: {
      totalCustomers: figures?.totalCustomers ?? 0,
      activeCustomers: figures?.activeCustomers ?? 0,
      newThisMonth: figures?.newThisMonth ?? 0,
      monthLabel: month.monthLabel,
    },
    customers,
    total,
    page,
    pageCount,
  };
}

/** Name (as shown or as signed up), e-mail or phone contains the text, in any case. */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(profiles.fullName, pattern),
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(profiles.phone, pattern),
  );
}

/**
 * One query for the page: the page's customers are chosen first (newest first, by the users'
 * index), then only their orders are counted, by the orders' user index.
 */
async function loadPage(db: Db, matches: SQL | undefined, page: number): Promise<AdminCustomer[]> {
  const pageOfCustomers = db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`.as('name'),
      email: users.email,
      phone: sql<string | null>`nullif(${profiles.phone}, '')`.as('phone'),
      city: sql<string | null>`nullif(${profiles.city}, '')`.as('city'),
      joinedAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(isCustomer, matches))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * CUSTOMERS_PAGE_SIZE)
    .as('page_customers');
  const orderCounts = db
    .select({
      placed: sql<number>`count(*)`.as('placed'),
      delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')`.as(
        'delivered',
      ),
    })
    .from(orders)
    .where(eq(orders.userId, pageOfCustomers.id))
    .as('order_counts');
  const rows = await db
    .select({
      id: pageOfCustomers.id,
      name: pageOfCustomers.name,
      email: pageOfCustomers.email,
      phone: pageOfCustomers.phone,
      city: pageOfCustomers.city,
      placed: sql<number>`${orderCounts.placed}`.mapWith(Number),
      delivered: sql<number>`${orderCounts.delivered}`.mapWith(Number),
      joinedAt: pageOfCustomers.joinedAt,
    })
    .from(pageOfCustomers)
    .crossJoinLateral(orderCounts)
    .orderBy(desc(pageOfCustomers.joinedAt), desc(pageOfCustomers.id));
  return rows.map(({ placed, delivered, ...customer }) => ({
    ...customer,
    orders: placed,
    status: customerStatus(delivered),
  }));
}
