/**
 * Where a Cash on Delivery order's cash is collected, and who is shown it. An order to one
 * address pays at its door. An order to several people is paid once, by its buyer, in full, at
 * the parcel of row 1 of the recipient list (the buyer puts themselves or their office there,
 * as the gift checkout says): a recipient is never asked to pay for a gift. Handing that parcel
 * over records the cash received; no other parcel, and not the last one, makes the order paid.
 */
import { formatRupees } from './money.ts';
import type { PaymentMethod, PaymentStatus } from './payment.ts';
import { may, type Role } from './staff-roles.ts';

/** The row of a recipient list whose parcel collects the whole order's cash. */
export const CASH_PARCEL = 1;

/** The checkout's words for Cash on Delivery on an order to several people. */
export const GIFT_ORDER_CASH_NOTE = `Pay the whole order in cash when the parcel of row ${CASH_PARCEL} (put yourself or your office there) arrives; the other recipients pay nothing.`;

export interface CashOrder {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalPaise: number;
}

const awaitsCash = (order: Pick<CashOrder, 'paymentMethod' | 'paymentStatus'>) =>
  order.paymentMethod === 'cod' && order.paymentStatus === 'pending';

/**
 * The cash to collect at a stop: an order to one address (`parcel` null) its total while unpaid;
 * a parcel, the whole order's total when it is the cash parcel, else nothing.
 */
export function cashAtStop(order: CashOrder, parcel: number | null): number {
  if (!awaitsCash(order)) return 0;
  return parcel === null || parcel === CASH_PARCEL ? order.totalPaise : 0;
}

/** Whether handing over parcel `position` records the order's cash as received. */
export function parcelCollectsCash(
  order: Pick<CashOrder, 'paymentMethod' | 'paymentStatus'>,
  position: number,
): boolean {
  return awaitsCash(order) && position === CASH_PARCEL;
}

/**
 * Whether `role` is shown how stops pay and the cash to collect: those who collect it (riders)
 * and those who see orders' money. A packer's sheet reads as its order pages: no money.
 */
export function seesCashToCollect(role: Role | null | undefined): boolean {
  return may(role, 'delivering') || may(role, 'orderMoney');
}

/** The sheet's Collect cell: '₹900.00', '₹4,500.00 (whole order)', or why there is nothing. */
export function collectText(order: CashOrder, parcel: number | null): string {
  const paise = cashAtStop(order, parcel);
  if (paise > 0)
    return parcel === null ? formatRupees(paise) : `${formatRupees(paise)} (whole order)`;
  if (parcel !== null && awaitsCash(order)) return `Nothing (collected on parcel ${CASH_PARCEL})`;
  return 'Nothing (paid)';
}
