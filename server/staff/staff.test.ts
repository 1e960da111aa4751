/**
 * The owner's staff: invitations (48 hours, once, withdrawn), joining from the link, a role
 * changed or a person removed ending their sessions, the last owner kept; and each role's
 * status changes, checked where the order is.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { OrderStatus } from '#core/order-status.ts';
import { INVITATION_NOT_VALID } from '#core/staff.ts';
import type { Role } from '#core/staff-roles.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { orders } from '#server/db/schema/orders.ts';
import { staffInvitations } from '#server/db/schema/staff.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { seedShop } from '#server/seed/seed.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { insertCustomer, insertWeighedSweet } from '#tests/support/factories.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { createPasswordWork } from '#server/auth/password-work.ts';
import {
  acceptInvitation,
  invitationFor,
  inviteStaff,
  JOIN_STAFF_PATH,
  revokeInvitation,
  waitingInvitations,
} from '#server/auth/staff-invitations.ts';
import { LAST_OWNER, listStaff, setStaffRole } from './staff-members.ts';

const PASSWORD = 'gulab-jamun-staff-4';
const passwords = createPasswordWork();

let db: Db;
let owner: { id: string; role: Role };
const sent: MailMessage[] = [];
const services = {
  mailer: { outboxDir: undefined, send: async (m: MailMessage) => void sent.push(m) },
  appUrl: 'https://shop.example',
};

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = { id: await insertCustomer(db, 'Owner', 'owner'), role: 'owner' };
});

/** Invites `email` as `role` and returns the token the e-mail's link carries. */
async function invite(email: string, role: 'manager' | 'packer' | 'rider' = 'packer') {
  await inviteStaff(db, owner, { email, role }, services);
  const mail = sent.at(-1);
  expect(mail?.to).toBe(email.toLowerCase());
  const link = new URL(/https:\/\/shop\.example\S+/.exec(mail?.text ?? '')?.[0] ?? '');
  expect(link.pathname).toBe(JOIN_STAFF_PATH);
  return link.searchParams.get('token') ?? '';
}

const roleOfId = async (id: string) =>
  (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const roleOf = async (email: string) =>
  (await db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('inviting staff', () => {
  test('the link makes an account with the role, once', async () => {
    const email = `Packer.${randomUUID()}@example.com`;
    const token = await invite(email);
    expect(await invitationFor(db, token)).toEqual({ email: email.toLowerCase(), role: 'packer' });
    expect(sent.at(-1)?.subject).toMatch(/^Join the staff of /);

    await acceptInvitation(db, { token, fullName: 'Ravi Packer', password: PASSWORD }, passwords);
    expect(await roleOf(email.toLowerCase())).toBe('packer');
    await expect(
      acceptInvitation(db, { token, fullName: 'Someone Else', password: PASSWORD }, passwords),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: INVITATION_NOT_VALID });
    expect(await invitationFor(db, token)).toBeUndefined();
  });

  test('a made-up link is refused before its password is hashed, a real one hashes once', async () => {
    const before = passwords.begun;
    await expect(
      acceptInvitation(
        db,
        { token: 'made-up-token', fullName: 'Nobody', password: 'x'.repeat(128) },
        passwords,
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: INVITATION_NOT_VALID });
    expect(passwords.begun).toBe(before);
    const token = await invite(`joiner.${randomUUID()}@example.com`);
    await acceptInvitation(db, { token, fullName: 'Joiner', password: PASSWORD }, passwords);
    expect(passwords.begun).toBe(before + 1);
  });

  test('only the owner invites', async () => {
    const manager = {
      id: await insertCustomer(db, 'Manager', 'manager'),
      role: 'manager' as const,
    };
    await expect(
      inviteStaff(db, manager, { email: 'x@example.com', role: 'packer' }, services),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  test('a link older than 48 hours, or withdrawn, no longer works', async () => {
    const late = `late.${randomUUID()}@example.com`;
    const lateToken = await invite(late);
    await db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, late));
    expect(await invitationFor(db, lateToken)).toBeUndefined();

    const withdrawn = `withdrawn.${randomUUID()}@example.com`;
    const token = await invite(withdrawn, 'rider');
    const [waiting] = (await waitingInvitations(db, owner)).filter(
      (each) => each.email === withdrawn,
    );
    expect(await revokeInvitation(db, owner, waiting?.id ?? '')).toBe(withdrawn);
    await expect(
      acceptInvitation(db, { token, fullName: 'Rider', password: PASSWORD }, passwords),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await roleOf(withdrawn)).toBeUndefined();
  });

  test('a new invitation to the same address replaces the earlier one', async () => {
    const email = `twice.${randomUUID()}@example.com`;
    const first = await invite(email, 'rider');
    const second = await invite(email, 'manager');
    expect(await invitationFor(db, first)).toBeUndefined();
    expect(await invitationFor(db, second)).toMatchObject({ role: 'manager' });
  });

  test("a customer's account takes the role and keeps its orders; its sessions end", async () => {
    const customerId = await insertCustomer(db, 'Meera');
    const [customer] = await db.select().from(users).where(eq(users.id, customerId));
    await db.insert(sessions).values({
      id: randomUUID(),
      token: randomUUID(),
      userId: customerId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const token = await invite(customer?.email ?? '', 'manager');
    await acceptInvitation(db, { token, fullName: 'Meera Manager', password: PASSWORD }, passwords);
    const [after] = await db.select().from(users).where(eq(users.id, customerId));
    expect(after).toMatchObject({ role: 'manager', name: 'Meera Manager' });
    expect(await db.select().from(sessions).where(eq(sessions.userId, customerId))).toEqual([]);
  });

  test('someone already on the staff is not invited again', async () => {
    const managerId = await insertCustomer(db, 'Manager', 'manager');
    const [manager] = await db.select().from(users).where(eq(users.id, managerId));
    await expect(
      inviteStaff(db, owner, { email: manager?.email ?? '', role: 'packer' }, services),
    ).rejects.toMatchObject({ code: 'CONFLICT', field: 'email' });
  });
});

describe('changing roles', () => {
  test('a changed role or a removal ends the sessions at once', async () => {
    const riderId = await insertCustomer(db, 'Rider', 'rider');
    const signIn = () =>
      db.insert(sessions).values({
        id: randomUUID(),
        token: randomUUID(),
        userId: riderId,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    await signIn();
    await setStaffRole(db, owner, riderId, 'packer');
    expect(await db.select().from(sessions).where(eq(sessions.userId, riderId))).toEqual([]);
    await signIn();
    await setStaffRole(db, owner, riderId, 'customer');
    expect(await db.select().from(sessions).where(eq(sessions.userId, riderId))).toEqual([]);
    const listed = (await listStaff(db, owner)).map((member) => member.id);
    expect(listed).not.toContain(riderId);
    expect(listed).toContain(owner.id);
  });

  test('the last owner cannot be changed or removed; with a second owner, one can', async () => {
    await expect(setStaffRole(db, owner, owner.id, 'manager')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: LAST_OWNER,
    });
    await expect(setStaffRole(db, owner, owner.id, 'customer')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await roleOfId(owner.id)).toBe('owner');
    const second = await insertCustomer(db, 'Second owner', 'owner');
    await setStaffRole(db, owner, second, 'manager');
    expect(await roleOfId(second)).toBe('manager');
  });
});

describe("each role's status changes", () => {
  async function orderAt(status: OrderStatus) {
    const sweet = await insertWeighedSweet(db, `Barfi ${randomUUID()}`, { stock: 10 });
    const { userId } = await customerWithCart(db, [[sweet['500g'], 1]]);
    const { orderNumber } = await placeOrder(
      db,
      userId,
      checkout({ email: `${userId}@example.com` }),
    );
    if (status !== 'placed') await changeOrderStatus(db, owner, orderNumber, status);
    return orderNumber;
  }
  const rowOf = async (orderNumber: string) =>
    (await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];
  const actor = async (role: Role) => ({ id: await insertCustomer(db, role, role), role });

  test('a packer packs a confirmed order and may do nothing else', async () => {
    const packer = await actor('packer');
    const confirmed = await orderAt('confirmed');
    await changeOrderStatus(db, packer, confirmed, 'packed');
    expect((await rowOf(confirmed))?.status).toBe('packed');
    await expect(changeOrderStatus(db, packer, confirmed, 'delivered')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const placed = await orderAt('placed');
    await expect(changeOrderStatus(db, packer, placed, 'cancelled')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await rowOf(placed))?.status).toBe('placed');
  });

  test('a rider delivers a packed Cash on Delivery order, and its cash is collected', async () => {
    const rider = await actor('rider');
    const packed = await orderAt('packed');
    await changeOrderStatus(db, rider, packed, 'delivered');
    expect(await rowOf(packed)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const confirmed = await orderAt('confirmed');
    await expect(changeOrderStatus(db, rider, confirmed, 'delivered')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  test('a manager cancels an unpaid order but not one paid online, which only the owner refunds', async () => {
    const manager = await actor('manager');
    const unpaid = await orderAt('confirmed');
    await changeOrderStatus(db, manager, unpaid, 'cancelled');
    expect((await rowOf(unpaid))?.status).toBe('cancelled');
    const paid = await orderAt('confirmed');
    await db
      .update(orders)
      .set({ paymentMethod: 'razorpay', paymentStatus: 'paid' })
      .where(eq(orders.orderNumber, paid));
    await expect(changeOrderStatus(db, manager, paid, 'cancelled')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await rowOf(paid))?.status).toBe('confirmed');
  });
});
