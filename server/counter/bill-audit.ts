/**
 * A counter bill's discount and the lines taken off it before payment, in the activity log:
 * written in the bill's own transaction, so the entries and the bill are recorded together or
 * not at all, and a bill sent again from the queue adds none.
 */
import { formatRupees } from '#core/money.ts';
import type { Role } from '#core/staff-roles.ts';
import type { Transaction } from '#server/db/client.ts';
import { recordAudit } from '#server/staff/audit-log.ts';
import type { RecordedLine } from './bill-lines.ts';

export interface BillApprovals {
  billNumber: string;
  cashierId: string;
  discount: { paise: number; reason: string };
  /**
   * Each line taken off, with the manager who allowed it, by their PIN or signed in; `proven`
   * false when their PIN's proof did not match when the bill arrived (void-approval.ts).
   */
  voided: readonly { line: RecordedLine; approvedBy: string; byPin: boolean; proven: boolean }[];
  /** The roles of the cashier and the approvers, as read when their leave was checked. */
  roles: ReadonlyMap<string, Role>;
}

/** What the log says of a line taken off whose PIN approval the shop could not prove. */
export const NOT_PROVEN =
  'NOT PROVEN: the PIN given on the counter was not this manager’s PIN when the bill reached the shop';

const lineText = (line: RecordedLine) =>
  line.grams === null
    ? `${line.description} × ${line.quantity}`
    : `${line.description}, ${line.grams} g`;

export async function recordBillApprovals(tx: Transaction, bill: BillApprovals) {
  const subject = `Bill ${bill.billNumber}`;
  const actor = (id: string) => ({ id, role: bill.roles.get(id) ?? 'cashier' });
  if (bill.discount.paise > 0) {
    await recordAudit(tx, actor(bill.cashierId), {
      kind: 'counter.discount',
      subject,
      after: { discount: formatRupees(bill.discount.paise), reason: bill.discount.reason },
    });
  }
  for (const { line, approvedBy, byPin, proven } of bill.voided) {
    // The manager who allowed it is who the log names: their leave is what made it stand.
    await recordAudit(tx, actor(approvedBy), {
      kind: 'counter.line-voided',
      subject,
      after: {
        line: lineText(line),
        amount: formatRupees(line.amountPaise),
        approved: !proven
          ? NOT_PROVEN
          : byPin
            ? 'by their PIN on a cashier’s counter'
            : 'signed in at the counter',
      },
    });
  }
}
