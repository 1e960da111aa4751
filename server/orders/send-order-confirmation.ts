/**
 * The customer's confirmation of their order, composed and sent by the queue after it committed,
 * to their account's verified address: never to one typed at checkout, so the shop cannot be
 * made to mail chosen words to anyone.
 */
import { asc, eq } from 'drizzle-orm';
import { zoneForPincode } from '#core/delivery-zones.ts';
import { users } from '#server/db/schema/auth.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { listDeliveryZones } from '#server/delivery/delivery-zones.ts';
import { shopSender } from '#server/mail/compose-mail.ts';
import { orderConfirmationEmail } from '#server/mail/order-emails.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { invoiceUrl, orderUrl, type OrderMailServices } from './order-notices.ts';

export async function sendOrderConfirmation(services: OrderMailServices, orderNumber: string) {
  const { db, mailer, config } = services;
  const [found] = await db
    .select({ order: orders, accountEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNumber, orderNumber));
  if (!found) return;
  const { order, accountEmail } = found;
  const [items, settings, zones] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productName), asc(orderItems.weight)),
    getStoreSettings(db),
    listDeliveryZones(db),
  ]);
  const shop = shopSender(settings);
  const invoice = order.paymentStatus === 'paid' ? invoiceUrl(config, orderNumber) : undefined;
  await mailer.send(
    orderConfirmationEmail(
      shop,
      {
        ...order,
        accountEmail,
        items,
        invoiceUrl: invoice,
        zone: zoneForPincode(zones, order.pincode),
      },
      orderUrl(config, orderNumber),
    ),
  );
}
