import { createHmac, pbkdf2Sync, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, max } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatBillNumber } from '#core/counter-bill-number.ts';
import { counterBillSchema, type CounterBillInput } from '#core/counter-input.ts';
import { voidApprovalMessage } from '#core/counter-pin.ts';
import { financialYearOf } from '#core/invoice-number.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import {
  counterBillLines,
  counterBills,
  counterSeries,
  counters,
} from '#server/db/schema/counter.ts';
import { counterPins } from '#server/db/schema/counter-pins.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { NOT_PROVEN } from './bill-audit.ts';
import { setCounterPin } from './counter-pins.ts';
import { recordCounterBill } from './record-bill.ts';

let db: Db;
let cashier: string;
let manager: string;
let katli: string;
let counterId: string;

const MANAGER_PIN = '2580';

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  cashier = await insertCustomer(db, 'Ravi Cashier', 'cashier');
  manager = await insertCustomer(db, 'Meena Manager', 'manager');
  await setCounterPin(db, { id: manager, role: 'manager' }, MANAGER_PIN);
  const { product } = await insertProduct(
    db,
    buildProduct({ name: 'Void Katli' }),
    weighedVariants(60_000, 4),
  );
  katli = product.id;
  const [counter] = await db.insert(counters).values({ name: 'PIN counter' }).returning();
  counterId = counter?.id ?? '';
  await db.insert(counterSeries).values({ series: 'HC7', counterId });
});

/** The series' next number: a refused bill leaves it for the next, so the series has no gap. */
async function nextNumber() {
  const [last] = await db
    .select({ sequence: max(counterBills.sequence) })
    .from(counterBills)
    .where(eq(counterBills.series, 'HC7'));
  return formatBillNumber('HC7', financialYearOf(new Date()), (last?.sequence ?? 0) + 1);
}

const line = (grams: number) => ({
  kind: 'weighed' as const,
  productId: katli,
  grams,
  amountPaise: grams * 60,
});

/** The approval the counter signs with the key a PIN gives for `approverId`'s stored salt. */
async function approvalBy(approverId: string, pin: string, voided: ReturnType<typeof line>) {
  const [stored] = await db.select().from(counterPins).where(eq(counterPins.userId, approverId));
  const key = pbkdf2Sync(
    pin,
    Buffer.from(stored?.salt ?? '', 'hex'),
    stored?.iterations ?? 1,
    32,
    'sha256',
  );
  const approvalId = randomUUID();
  const approval = createHmac('sha256', key)
    .update(voidApprovalMessage({ approvalId, cashierId: cashier, line: voided }))
    .digest('hex');
  return { approvedBy: approverId, approvalId, approval };
}

async function billWithVoid(voided: Record<string, unknown>): Promise<CounterBillInput> {
  return counterBillSchema.parse({
    idempotencyKey: randomUUID(),
    billNumber: await nextNumber(),
    counterId,
    takenAt: new Date().toISOString(),
    lines: [line(100)],
    voidedLines: [voided],
    payments: [{ mode: 'cash', paise: 6000 }],
  });
}

const billsNumbered = async (billNumber: string) =>
  db.select().from(counterBills).where(eq(counterBills.billNumber, billNumber));

const voidsOf = (billId: string) =>
  db
    .select({
      grams: counterBillLines.grams,
      voidedBy: counterBillLines.voidedBy,
      voidUnproven: counterBillLines.voidUnproven,
    })
    .from(counterBillLines)
    .where(and(eq(counterBillLines.billId, billId), isNotNull(counterBillLines.voidedBy)));

async function loggedApproval(billNumber: string) {
  const [logged] = await db
    .select({ actorName: auditEntries.actorName, after: auditEntries.after })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.kind, 'counter.line-voided'),
        eq(auditEntries.subject, `Bill ${billNumber}`),
      ),
    );
  const after = logged?.after as { approved?: string } | undefined;
  return logged && { actorName: logged.actorName, approved: after?.approved };
}

describe('a line a cashier takes off with a manager’s PIN', () => {
  test('is recorded with the void, its approver and an activity entry saying it was by PIN', async () => {
    const voided = line(250);
    const approval = await approvalBy(manager, MANAGER_PIN, voided);
    const bill = await billWithVoid({ line: voided, ...approval });
    const recorded = await recordCounterBill(db, cashier, bill, 'Delhi');

    const lines = await db
      .select({ grams: counterBillLines.grams, voidedBy: counterBillLines.voidedBy })
      .from(counterBillLines)
      .where(eq(counterBillLines.billId, recorded.id));
    expect(lines).toEqual(
      expect.arrayContaining([
        { grams: 100, voidedBy: null },
        { grams: 250, voidedBy: manager },
      ]),
    );
    const logged = await db
      .select({ actorName: auditEntries.actorName, after: auditEntries.after })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.kind, 'counter.line-voided'),
          eq(auditEntries.subject, `Bill ${bill.billNumber}`),
        ),
      );
    expect(logged).toEqual([
      {
        actorName: 'Meena Manager',
        after: {
          line: 'Void Katli, 250 g',
          amount: '₹150.00',
          approved: 'by their PIN on a cashier’s counter',
        },
      },
    ]);
  });

  test('whose PIN changed while the bill waited offline is recorded as it happened, the line marked not proven', async () => {
    const chef = await insertCustomer(db, 'Chhaya Manager', 'manager');
    await setCounterPin(db, { id: chef, role: 'manager' }, '1357');
    const voided = line(150);
    const approval = await approvalBy(chef, '1357', voided);
    // While the counter was offline, she chose a new PIN.
    await setCounterPin(db, { id: chef, role: 'manager' }, '2468');
    const bill = await billWithVoid({ line: voided, ...approval });
    const recorded = await recordCounterBill(db, cashier, bill, 'Delhi');
    expect(recorded.created).toBe(true);
    expect(await voidsOf(recorded.id)).toEqual([
      { grams: 150, voidedBy: chef, voidUnproven: true },
    ]);
    expect(await loggedApproval(bill.billNumber)).toEqual({
      actorName: 'Chhaya Manager',
      approved: NOT_PROVEN,
    });
  });

  test('with a wrong PIN’s approval, a forged one, one moved to another line, one by someone without a PIN or whose role approves nothing: recorded, never as proven', async () => {
    const owner = await insertCustomer(db, 'Lata Owner', 'owner');
    const packer = await insertCustomer(db, 'Pinky Packer', 'manager');
    await setCounterPin(db, { id: packer, role: 'manager' }, MANAGER_PIN);
    const voided = line(250);
    const packerApproval = { line: voided, ...(await approvalBy(packer, MANAGER_PIN, voided)) };
    // A manager made a packer since: their PIN approves nothing any more.
    await db.update(users).set({ role: 'packer' }).where(eq(users.id, packer));
    const wrongPin = { line: voided, ...(await approvalBy(manager, '2581', voided)) };
    const forged = { ...wrongPin, approvalId: randomUUID(), approval: 'ab'.repeat(32) };
    const moved = { line: line(500), ...(await approvalBy(manager, MANAGER_PIN, voided)) };
    const noPin = {
      line: voided,
      ...(await approvalBy(manager, MANAGER_PIN, voided)),
      approvedBy: owner,
    };
    for (const voidedLine of [wrongPin, forged, moved, noPin, packerApproval]) {
      const bill = await billWithVoid(voidedLine);
      const recorded = await recordCounterBill(db, cashier, bill, 'Delhi');
      const [void_] = await voidsOf(recorded.id);
      expect(void_?.voidUnproven).toBe(true);
      expect((await loggedApproval(bill.billNumber))?.approved).toBe(NOT_PROVEN);
    }
  });

  test('claimed as a signed-in manager who is not the one signed in, is refused and nothing is recorded', async () => {
    const bill = await billWithVoid({ line: line(250), approvedBy: manager });
    const refused = await refusal(recordCounterBill(db, cashier, bill, 'Delhi'));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe('A line taken off a bill needs a manager’s permission.');
    expect(await billsNumbered(bill.billNumber)).toEqual([]);
  });

  test('is good for one bill: the same approval sent on another bill is refused', async () => {
    const voided = line(300);
    const approval = { line: voided, ...(await approvalBy(manager, MANAGER_PIN, voided)) };
    await recordCounterBill(db, cashier, await billWithVoid(approval), 'Delhi');
    const again = await billWithVoid(approval);
    const refused = await refusal(recordCounterBill(db, cashier, again, 'Delhi'));
    expect(refused.message).toBe(
      'A manager’s PIN approval was used on another line already: please ask for it again.',
    );
    expect(await billsNumbered(again.billNumber)).toEqual([]);
  });
});

test('a manager signed in at the counter takes a line off with no PIN, and the log says so', async () => {
  const voided = line(200);
  const bill = await billWithVoid({ line: voided, approvedBy: manager });
  await recordCounterBill(db, manager, bill, 'Delhi');
  const [logged] = await db
    .select({ after: auditEntries.after })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.kind, 'counter.line-voided'),
        eq(auditEntries.subject, `Bill ${bill.billNumber}`),
      ),
    );
  expect(logged?.after).toMatchObject({ approved: 'signed in at the counter' });
});
