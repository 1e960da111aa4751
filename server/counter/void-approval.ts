/**
 * Whose permission a counter bill's discount and lines taken off stand on. A discount is given by
 * the one signed in, when their role may (owner, manager). A line is taken off by the one signed
 * in with that role, or approved on the device by such a person's counter PIN: the bill carries
 * an HMAC keyed by their PIN's key (core/counter-pin.ts), which only the PIN typed gives.
 *
 * A PIN approval the shop cannot prove when the bill arrives (the manager set a new PIN, or lost
 * the role, while the bill waited on an offline device) does not stop the bill: it was printed
 * and paid, and a refused bill would hold up every later bill of its series for ever. The bill is
 * recorded as it happened and the line marked not proven, for the owner to see in the activity log.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { CounterBillInput } from '#core/counter-input.ts';
import { bytesOfHex, voidApprovalMessage } from '#core/counter-pin.ts';
import { may, type Role } from '#core/staff-roles.ts';
import type { Transaction } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { counterBillLines } from '#server/db/schema/counter.ts';
import { counterPins } from '#server/db/schema/counter-pins.ts';

export const VOID_NEEDS_PERMISSION = 'A line taken off a bill needs a manager’s permission.';

type VoidedLine = CounterBillInput['voidedLines'][number];

export interface BillApprovers {
  /** The roles of the cashier and the approvers, as read when their leave was checked. */
  roles: Map<string, Role>;
  /** The lines taken off (their index in `voidedLines`) whose PIN approval is not proven. */
  unproven: ReadonlySet<number>;
}

/** Whether `approval` is the HMAC of this void's message with the approver's stored key. */
function signedByPin(cashierId: string, each: VoidedLine, keyHex: string | undefined) {
  if (!keyHex || !each.approval || !each.approvalId) return false;
  const expected = createHmac('sha256', Buffer.from(keyHex, 'hex'))
    .update(voidApprovalMessage({ approvalId: each.approvalId, cashierId, line: each.line }))
    .digest();
  const given = bytesOfHex(each.approval);
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Refuses (403) a discount no one with the role gave, and a line taken off that claims a signed-in
 * manager who is not the one signed in; answers which PIN approvals are not proven.
 */
export async function refuseUnapproved(
  tx: Transaction,
  cashierId: string,
  bill: CounterBillInput,
): Promise<BillApprovers> {
  const voids = bill.voidedLines;
  const ids = [
    ...new Set([
      ...(bill.discount.paise > 0 ? [cashierId] : []),
      ...voids.map((each) => each.approvedBy),
    ]),
  ];
  if (ids.length === 0) return { roles: new Map(), unproven: new Set() };
  const found = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
  const roles = new Map(found.map((user) => [user.id, user.role]));
  const mayApprove = (id: string) => may(roles.get(id), 'counterApprovals');
  if (bill.discount.paise > 0 && !mayApprove(cashierId)) {
    throw new AppError('FORBIDDEN', 'Only a manager or the owner may give a discount.', {
      field: 'discount',
    });
  }
  const byPin = voids.filter((each) => each.approval !== undefined);
  const keys = await pinKeysOf(
    tx,
    byPin.map((each) => each.approvedBy),
  );
  const unproven = new Set<number>();
  voids.forEach((each, index) => {
    if (each.approval === undefined) {
      if (each.approvedBy !== cashierId || !mayApprove(each.approvedBy)) {
        throw new AppError('FORBIDDEN', VOID_NEEDS_PERMISSION);
      }
    } else if (
      !mayApprove(each.approvedBy) ||
      !signedByPin(cashierId, each, keys.get(each.approvedBy))
    ) {
      unproven.add(index);
    }
  });
  await refuseUsedApprovals(tx, byPin);
  return { roles, unproven };
}

async function pinKeysOf(tx: Transaction, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ userId: counterPins.userId, keyHex: counterPins.keyHex })
    .from(counterPins)
    .where(inArray(counterPins.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row.keyHex]));
}

/** An approval is good for the one line of the one bill it was given for. */
async function refuseUsedApprovals(tx: Transaction, byPin: readonly VoidedLine[]) {
  const approvalIds = byPin.flatMap((each) => (each.approvalId ? [each.approvalId] : []));
  if (approvalIds.length === 0) return;
  const used = await tx
    .select({ id: counterBillLines.id })
    .from(counterBillLines)
    .where(inArray(counterBillLines.voidApprovalId, approvalIds))
    .limit(1);
  if (used.length > 0 || new Set(approvalIds).size !== approvalIds.length) {
    throw new AppError(
      'FORBIDDEN',
      'A manager’s PIN approval was used on another line already: please ask for it again.',
    );
  }
}
