/**
 * The e-mails the store settings switch on, sent after the change has committed; a failure is
 * logged by the caller and never undoes the order or its change.
 */
import { eq } from 'drizzle-orm';
import { fellBelowLowStock } from '#core/stock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { orderItems, orders, productVariants } from '#server/db/schema.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { lowStockEmail, newOrderEmail, orderStatusEmail } from '#server/mail/shop-notice-emails.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';

interface Services {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
}

const orderUrl = (config: Services['config'], orderNumber: string) =>
  `${config.appUrl}/orders/${encodeURIComponent(orderNumber)}`;

/** A new order: the shop hears of it (order notifications) and of what it left low (alerts). */
export async function sendNewOrderNotices(services: Services, orderNumber: string) {
  const { db, mailer, config } = services;
  const settings = await getStoreSettings(db);
  if (!settings.orderNotifications && !settings.lowStockAlerts) return;
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) return;
  const items = await db
    .select({
      productName: orderItems.productName,
      weight: orderItems.weight,
      quantity: orderItems.quantity,
      stockQuantity: productVariants.stockQuantity,
    })
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, order.id));
  const shop = { storeName: settings.storeName, email: settings.email };
  if (settings.orderNotifications) {
    await mailer.send(newOrderEmail(shop, { ...order, items }, orderUrl(config, orderNumber)));
  }
  const low = items.filter((item) => fellBelowLowStock(item.stockQuantity, item.quantity));
  if (settings.lowStockAlerts && low.length > 0) {
    await mailer.send(lowStockEmail(shop, low, `${config.appUrl}/admin`));
  }
}

/** The shop moved an order along: its customer hears of it (e-mail notifications). */
export async function sendStatusNotice(services: Services, orderNumber: string) {
  const { db, mailer, config } = services;
  const settings = await getStoreSettings(db);
  if (!settings.emailNotifications) return;
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) return;
  const shop = { storeName: settings.storeName, email: settings.email };
  await mailer.send(orderStatusEmail(shop, order, orderUrl(config, orderNumber)));
}
