/** What the admin's dashboard sends to the browser: money and dates already in words (IST). */
import { formatShopDate, formatShopDateTime, formatShopDayMonth } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import {
  COUNTER_PAYMENT_MODES,
  counterPaymentModeLabels,
  type CounterPaymentMode,
} from '#core/counter-payments.ts';
import type { AdminDashboard } from '#server/admin/dashboard.ts';
import type { BackupHealth } from '#server/backups/backup-health.ts';

/** The backups: the embedded server's, or a DATABASE_URL server's (its operator's to make). */
export type BackupsSeen =
  | { kind: 'embedded'; health: BackupHealth }
  | { kind: 'external' }
  /** BACKUP_DIR=off. */
  | { kind: 'off' };

function backupsView(backups: BackupsSeen) {
  if (backups.kind !== 'embedded') return { kind: backups.kind };
  const { lastBackupAt, lastArchivedAt, troubles } = backups.health;
  return {
    kind: 'embedded' as const,
    lastBackup: lastBackupAt ? formatShopDateTime(new Date(lastBackupAt)) : 'none yet',
    lastArchived: lastArchivedAt ? formatShopDateTime(new Date(lastArchivedAt)) : 'none yet',
    troubles,
  };
}

/** 'Cash ₹1,200.00 · UPI ₹800.00 · Card ₹0.00': what the counter took by each mode. */
export function counterModesText(byMode: Record<CounterPaymentMode, number>) {
  return COUNTER_PAYMENT_MODES.map(
    (mode) => `${counterPaymentModeLabels[mode]} ${formatRupees(byMode[mode])}`,
  ).join(' · ');
}

export function adminDashboardView(dashboard: AdminDashboard, backups: BackupsSeen) {
  return {
    backups: backupsView(backups),
    totalOrders: dashboard.totalOrders,
    totalRevenue: {
      value: formatRupees(dashboard.totalRevenuePaise.value),
      caption: dashboard.totalRevenuePaise.caption,
    },
    counterSales: {
      value: formatRupees(dashboard.counterSales.totalPaise),
      caption: dashboard.counterSales.caption,
      byMode: counterModesText(dashboard.counterSales.byMode),
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
