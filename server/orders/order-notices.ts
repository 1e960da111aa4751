/**
 * The e-mails the store settings switch on, composed when the queue sends them
 * (send-order-email.ts), so the switches and the shop's name are as they are then. A failed
 * send throws, and the queue tries again later.
 */
import { eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '#core/order-status.ts';
import { ADMIN_PATH, invoicePath, orderPath, pageUrl } from '#core/paths.ts';
import { LOW_STOCK_THRESHOLD } from '#core/stock.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { products, productVariants } from '#server/db/schema/catalog.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { shopSender, type ShopSender } from '#server/mail/compose-mail.ts';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';
import { paymentReceivedEmail, refundEmail } from '#server/mail/order-emails.ts';
import { lowStockEmail, newOrderEmail, orderStatusEmail } from '#server/mail/shop-notice-emails.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';

export interface OrderMailServices {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
}

/** The order's page, where an e-mail about it sends the reader. */
export const orderUrl = (config: OrderMailServices['config'], orderNumber: string) =>
  pageUrl(config.appUrl, orderPath(orderNumber));

/** The order's tax invoice, linked from the e-mails sent once it is paid. */
export const invoiceUrl = (config: OrderMailServices['config'], orderNumber: string) =>
  pageUrl(config.appUrl, invoicePath(orderNumber));

/** A new order: the shop hears of it while order notifications are on. */
export async function sendNewOrderNotice(services: OrderMailServices, orderNumber: string) {
  const { db, mailer, config } = services;
  const settings = await getStoreSettings(db);
  if (!settings.orderNotifications) return;
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) return;
  const items = await db
    .select({
      productName: orderItems.productName,
      weight: orderItems.weight,
      quantity: orderItems.quantity,
      boxContents: orderItems.boxContents,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const shop = shopSender(settings);
  await mailer.send(newOrderEmail(shop, { ...order, items }, orderUrl(config, orderNumber)));
}

/**
 * An order took these variants below 10 units (decided as it was placed): the shop hears of
 * them while low-stock alerts are on, with the stock left now; one restocked since is left out.
 */
export async function sendLowStockNotice(services: OrderMailServices, variantIds: string[]) {
  const { db, mailer, config } = services;
  const settings = await getStoreSettings(db);
  if (!settings.lowStockAlerts || variantIds.length === 0) return;
  const variants = await db
    .select({
      productName: products.name,
      weight: productVariants.weight,
      stockQuantity: productVariants.stockQuantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds))
    .orderBy(products.name, productVariants.weight);
  const low = variants.filter((variant) => variant.stockQuantity < LOW_STOCK_THRESHOLD);
  if (low.length === 0) return;
  const shop = shopSender(settings);
  await mailer.send(lowStockEmail(shop, low, pageUrl(config.appUrl, ADMIN_PATH)));
}

/** The shop moved an order to `status`: its customer hears of it while e-mail notifications are on. */
export async function sendStatusNotice(
  services: OrderMailServices,
  orderNumber: string,
  status: OrderStatus,
) {
  // The step's own status: moved on twice quickly, the customer hears of each step in turn.
  await sendCustomerNotice(services, orderNumber, (shop, order, url) =>
    orderStatusEmail(shop, { ...order, status }, url),
  );
}

/** The customer's payment arrived, or went back: they hear of it while e-mail notifications are on. */
export async function sendPaymentNotice(
  services: OrderMailServices,
  orderNumber: string,
  kind: 'payment' | 'refund',
) {
  await sendCustomerNotice(services, orderNumber, (shop, order, url) =>
    kind === 'payment'
      ? paymentReceivedEmail(shop, order, invoiceUrl(services.config, orderNumber))
      : refundEmail(shop, order, url),
  );
}

const customerNoticeColumns = {
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  /** The account's verified address, not the one typed at checkout. */
  accountEmail: users.email,
  totalPaise: orders.totalPaise,
  paymentMethod: orders.paymentMethod,
};

/** An e-mail to the order's customer, composed from the order as it is now, if they want news. */
async function sendCustomerNotice(
  services: OrderMailServices,
  orderNumber: string,
  compose: (
    shop: ShopSender,
    order: {
      [
        Column in keyof typeof customerNoticeColumns
      ]: (typeof customerNoticeColumns)[Column]['_']['data'];
    },
    orderUrl: string,
  ) => MailMessage,
) {
  const { db, mailer, config } = services;
  const settings = await getStoreSettings(db);
  if (!settings.emailNotifications) return;
  const [order] = await db
    .select(customerNoticeColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) return;
  await mailer.send(compose(shopSender(settings), order, orderUrl(config, orderNumber)));
}
