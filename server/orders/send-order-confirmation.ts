/** After an order commits: the customer's confirmation e-mail. Its failure never undoes the order. */
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { orderConfirmationEmail } from '#server/mail/order-emails.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { getOrderForViewer } from './get-order.ts';

export async function sendOrderConfirmation(
  services: { db: Db; mailer: Mailer; config: Pick<Config, 'appUrl'> },
  userId: string,
  orderNumber: string,
) {
  const { db, mailer, config } = services;
  const [order, settings] = await Promise.all([
    getOrderForViewer(db, orderNumber, { id: userId, role: 'customer' }),
    getStoreSettings(db),
  ]);
  if (!order) return;
  const url = `${config.appUrl}/orders/${encodeURIComponent(orderNumber)}`;
  await mailer.send(
    orderConfirmationEmail({ storeName: settings.storeName, email: settings.email }, order, url),
  );
}
