/** A row of the admin's order list: the total in rupees, dates and slot in words (IST). */
import { formatShopDate, formatShopLongDate } from '#core/date-format.ts';
import { deliverySlotText } from '#core/delivery-slots.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import type { AdminOrderRow } from '#server/admin/list-admin-orders.ts';

export function adminOrderRow(order: AdminOrderRow) {
  return {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    total: formatRupees(order.totalPaise),
    status: order.status,
    placedOn: formatShopDate(order.createdAt),
    placedAt: order.createdAt.toISOString(),
    delivery: deliverySlotText(order) ?? 'No slot',
  };
}

export type AdminOrderRowView = ReturnType<typeof adminOrderRow>;

/** The delivery day the list is filtered to, in words: '26 November 2026'. */
export const deliveryDayText = (dayKey: string) => formatShopLongDate(indiaDayStart(dayKey));
