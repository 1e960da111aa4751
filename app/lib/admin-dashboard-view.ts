/** What the admin's dashboard sends to the browser: money and dates already in words (IST). */
import { formatShopDate, formatShopDayMonth } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import type { AdminDashboard } from '#server/admin/dashboard.ts';

export function adminDashboardView(dashboard: AdminDashboard) {
  return {
    totalOrders: dashboard.totalOrders,
    totalRevenue: {
      value: formatRupees(dashboard.totalRevenuePaise.value),
      caption: dashboard.totalRevenuePaise.caption,
    },
    totalCustomers: dashboard.totalCustomers,
    lowStock: dashboard.lowStock,
    recentOrders: dashboard.recentOrders.map((order) => ({
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      placedOn: formatShopDate(order.createdAt),
      placedAt: order.createdAt.toISOString(),
      status: order.status,
      total: formatRupees(order.totalPaise),
    })),
    salesDays: dashboard.dailySales.map((day) => ({
      label: formatShopDayMonth(indiaDayStart(day.day)),
      revenuePaise: day.revenuePaise,
      revenue: formatRupees(day.revenuePaise),
      orders: day.orders,
    })),
  };
}

export type AdminDashboardView = ReturnType<typeof adminDashboardView>;
