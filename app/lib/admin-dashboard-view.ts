/** What the admin's dashboard sends to the browser: money and dates already in words (IST). */
import { formatShopDate, formatShopDateTime, formatShopDayMonth } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
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

export function adminDashboardView(dashboard: AdminDashboard, backups: BackupsSeen) {
  return {
    backups: backupsView(backups),
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
