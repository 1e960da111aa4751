/**
 * A row of the staff's order list: the total in rupees, dates and slot in words (IST), and the
 * statuses the viewer's role may set. The total and the customer's e-mail only for a role that
 * sees orders' money (a packer's list has neither).
 */
import { formatShopDate, formatShopLongDate } from '#core/date-format.ts';
import { deliverySlotText } from '#core/delivery-slots.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import { orderStatuses } from '#core/order-status.ts';
import { may, statusChoices, type Role } from '#core/staff-roles.ts';
import type { AdminOrderRow } from '#server/admin/list-admin-orders.ts';

export function adminOrderRow(order: AdminOrderRow, role: Role) {
  const withMoney = may(role, 'orderMoney');
  const moves = statusChoices(role, order, orderStatuses);
  return {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: withMoney ? order.customerEmail : null,
    total: withMoney ? formatRupees(order.totalPaise) : null,
    status: order.status,
    statusChoices: moves.length === 0 ? [] : [order.status, ...moves],
    placedOn: formatShopDate(order.createdAt),
    placedAt: order.createdAt.toISOString(),
    // An order to several people: each parcel has its own slot, on its page and the sheet.
    delivery:
      order.recipientCount > 0
        ? `${order.recipientCount} recipients`
        : (deliverySlotText(order) ?? 'No slot'),
  };
}

export type AdminOrderRowView = ReturnType<typeof adminOrderRow>;

/** The delivery day the list is filtered to, in words: '26 November 2026'. */
export const deliveryDayText = (dayKey: string) => formatShopLongDate(indiaDayStart(dayKey));
