import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { OrderStatus } from '#core/order-status.ts';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/auth.ts';
import { orders } from '#server/db/schema/orders.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { CUSTOMERS_PAGE_SIZE, listAdminCustomers } from './customers.ts';

let db: Db;
let admin: Actor;
const ids: Record<'asha' | 'bilal' | 'chitra' | 'dev', string> = {
  asha: '',
  bilal: '',
  chitra: '',
  dev: '',
};

/** June 2031 in India. */
const NOW = new Date('2031-06-15T12:00:00+05:30');
const FILLERS = 30;

async function customerJoined(name: string, createdAt: string) {
  const id = await insertCustomer(db, name);
  await db
    .update(users)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(users.id, id));
  return id;
}

async function insertOrder(userId: string, status: OrderStatus) {
  await db.insert(orders).values({
    userId,
    customerName: 'Asha Verma',
    customerPhone: '9876543210',
    customerEmail: 'asha@example.com',
    shippingAddress: '14 Lajpat Nagar II',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110024',
    subtotalPaise: 45000,
    shippingPaise: 0,
    totalPaise: 45000,
    paymentMethod: 'cod',
    status,
    idempotencyKey: randomUUID(),
  });
}

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  admin = { id: await insertCustomer(db, 'Meera (admin)', 'owner'), role: 'owner' };

  // Asha: a profile, one delivered order and one on its way; joined this month.
  ids.asha = await customerJoined('asha', '2031-06-02T10:00:00+05:30');
  await db.insert(profiles).values({
    userId: ids.asha,
    fullName: 'Asha Verma',
    phone: '9876543210',
    city: 'New Delhi',
  });
  await insertOrder(ids.asha, 'delivered');
  await insertOrder(ids.asha, 'shipped');
  // Dev joined at 00:15 on 1 June in India (still 31 May in UTC): new this month.
  ids.dev = await customerJoined('Dev Patel', '2031-06-01T00:15:00+05:30');
  // Chitra joined at 23:30 on 31 May in India; her profile is there but blank.
  ids.chitra = await customerJoined('Chitra Iyer', '2031-05-31T23:30:00+05:30');
  await db.insert(profiles).values({ userId: ids.chitra });
  await insertOrder(ids.chitra, 'cancelled');
  // Bilal joined in June, but of the year before: not new this month. No profile at all.
  ids.bilal = await customerJoined('Bilal Khan', '2030-06-20T10:00:00+05:30');

  // Earlier customers, enough for a second page.
  for (let index = 1; index <= FILLERS; index += 1) {
    const day = String(index).padStart(2, '0');
    await customerJoined(`Regular ${day}`, `2029-03-${day}T10:00:00+05:30`);
  }
  // Not customers: an unverified sign-up and the admin.
  await db.insert(users).values({
    id: randomUUID(),
    name: 'Not Yet Verified',
    email: 'unverified@example.com',
    createdAt: new Date('2031-06-10T10:00:00+05:30'),
  });
});

describe("the admin's customers", () => {
  test('a customer is refused', async () => {
    await expect(
      listAdminCustomers(db, { id: ids.asha, role: 'customer' }, {}, NOW),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  test('figures: all customers, those with a delivered order, and who joined this month', async () => {
    const { figures, total } = await listAdminCustomers(db, admin, {}, NOW);
    expect(figures).toEqual({
      totalCustomers: 4 + FILLERS,
      activeCustomers: 1,
      newThisMonth: 2,
      monthLabel: 'June 2031',
    });
    expect(total).toBe(4 + FILLERS);
  });

  test('a year later, the same June counts nobody as new', async () => {
    const { figures } = await listAdminCustomers(
      db,
      admin,
      {},
      new Date('2032-06-15T12:00:00+05:30'),
    );
    expect(figures.newThisMonth).toBe(0);
    expect(figures.monthLabel).toBe('June 2032');
  });

  test('newest first, with profile details, order counts and status; blanks are null', async () => {
    const { customers } = await listAdminCustomers(db, admin, {}, NOW);
    expect(customers.slice(0, 4)).toEqual([
      {
        id: ids.asha,
        name: 'Asha Verma',
        email: `${ids.asha}@example.com`,
        phone: '9876543210',
        city: 'New Delhi',
        orders: 2,
        status: 'Active',
        joinedAt: new Date('2031-06-02T10:00:00+05:30'),
      },
      expect.objectContaining({ id: ids.dev, name: 'Dev Patel', orders: 0, status: 'New' }),
      {
        id: ids.chitra,
        name: 'Chitra Iyer',
        email: `${ids.chitra}@example.com`,
        phone: null,
        city: null,
        orders: 1,
        status: 'New',
        joinedAt: new Date('2031-05-31T23:30:00+05:30'),
      },
      expect.objectContaining({ id: ids.bilal, name: 'Bilal Khan', phone: null, city: null }),
    ]);
    expect(customers.map((found) => found.id)).not.toContain(admin.id);
  });

  test('search matches the name, the sign-up name, the e-mail or the phone', async () => {
    const namesFor = async (search: string) =>
      (await listAdminCustomers(db, admin, { search }, NOW)).customers.map((found) => found.name);
    expect(await namesFor('  verma ')).toEqual(['Asha Verma']);
    expect(await namesFor('ASHA')).toEqual(['Asha Verma']);
    expect(await namesFor('98765')).toEqual(['Asha Verma']);
    expect(await namesFor(ids.bilal.slice(0, 13))).toEqual(['Bilal Khan']);
    expect(await namesFor('regular 0')).toHaveLength(9);
    expect(await namesFor('100%_')).toEqual([]);
    expect(await namesFor('Not Yet Verified')).toEqual([]);

    const found = await listAdminCustomers(db, admin, { search: 'iyer', page: 3 }, NOW);
    expect(found).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    // The figures stay the whole shop's, whatever the search.
    expect(found.figures.totalCustomers).toBe(4 + FILLERS);
  });

  test('pages of 25, the page asked for kept within the pages there are', async () => {
    const first = await listAdminCustomers(db, admin, { page: 1 }, NOW);
    const second = await listAdminCustomers(db, admin, { page: 2 }, NOW);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 4 + FILLERS });
    expect(first.customers).toHaveLength(CUSTOMERS_PAGE_SIZE);
    expect(second.customers).toHaveLength(4 + FILLERS - CUSTOMERS_PAGE_SIZE);
    const everyone = [...first.customers, ...second.customers].map((found) => found.id);
    expect(new Set(everyone).size).toBe(4 + FILLERS);
    expect(second.customers.at(-1)?.name).toBe('Regular 01');

    expect((await listAdminCustomers(db, admin, { page: 99 }, NOW)).page).toBe(2);
    expect((await listAdminCustomers(db, admin, { page: 0 }, NOW)).page).toBe(1);
    expect((await listAdminCustomers(db, admin, { page: -3 }, NOW)).page).toBe(1);
    expect((await listAdminCustomers(db, admin, { page: Number.NaN }, NOW)).page).toBe(1);
    expect((await listAdminCustomers(db, admin, { search: 'nobody' }, NOW)).customers).toEqual([]);
    expect(await listAdminCustomers(db, admin, { search: 'nobody' }, NOW)).toMatchObject({
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});
