/**
 * A cashier's line taken off, approved on the device by a manager's PIN: the approver the PIN is,
 * and the approval the bill carries to the shop (core/counter-pin.ts says what it signs).
 */
import { voidApprovalMessage, type ApprovedLine } from '#core/counter-pin.ts';
import type { PinApproval } from '#app/lib/counter-bill-view.ts';
import { findPinApprover, signWithPinKey, type PinApprover } from './pin-check.ts';

/** The approval of taking `line` off the cashier's bill; null when the PIN is no approver's. */
export async function approveVoidByPin(
  pin: string,
  approvers: readonly PinApprover[],
  void_: { cashierId: string; line: ApprovedLine; approvalId: string },
): Promise<(PinApproval & { approvedBy: string; approverName: string }) | null> {
  const found = await findPinApprover(pin, approvers);
  if (!found) return null;
  const approval = await signWithPinKey(found.key, voidApprovalMessage(void_));
  return {
    approvedBy: found.approver.userId,
    approverName: found.approver.name,
    approvalId: void_.approvalId,
    approval,
  };
}
