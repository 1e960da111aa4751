/**
 * The e-mails the store settings switch on: the shop hears of each new order and of stock
 * running low; the customer hears when the shop moves their order along.
 */
import { variantName } from '#core/variant-label.ts';
import { boxContentsText, type BoxContent } from '#core/box-contents.ts';
import { formatRupees } from '#core/money.ts';
import { orderStatusLabels, type OrderStatus } from '#core/order-status.ts';
import { paymentMethodLabels, type PaymentMethod } from '#core/payment.ts';
import { BELOW_LOW_STOCK_TEXT } from '#core/stock.ts';
import { composeMail, type ShopSender } from './compose-mail.ts';

export function newOrderEmail(
  shop: ShopSender,
  order: {
    orderNumber: string;
    customerName: string;
    city: string;
    totalPaise: number;
    paymentMethod: PaymentMethod;
    items: Array<{
      productName: string;
      weight: string;
      quantity: number;
      boxContents?: BoxContent[] | null;
    }>;
  },
  orderUrl: string,
) {
  return composeMail(
    shop,
    shop.email,
    `New order ${order.orderNumber}: ${formatRupees(order.totalPaise)} from ${order.customerName}`,
    [
      `${order.customerName} (${order.city}) placed order ${order.orderNumber} for ${formatRupees(order.totalPaise)}, paying by ${paymentMethodLabels[order.paymentMethod]}.`,
      ...order.items.map(
        (item) =>
          `${item.quantity} × ${variantName({ name: item.productName, weight: item.weight })}${item.boxContents ? ` (holds ${boxContentsText(item.boxContents)})` : ''}`,
      ),
    ],
    { url: orderUrl, label: 'Open the order' },
  );
}

export function lowStockEmail(
  shop: ShopSender,
  variants: Array<{ productName: string; weight: string; stockQuantity: number }>,
  adminUrl: string,
) {
  return composeMail(
    shop,
    shop.email,
    `Low stock: ${variants.map((variant) => variantName({ name: variant.productName, weight: variant.weight })).join(', ')}`,
    [
      `These are now ${BELOW_LOW_STOCK_TEXT}:`,
      ...variants.map(
        (variant) =>
          `${variantName({ name: variant.productName, weight: variant.weight })}: ${variant.stockQuantity === 0 ? 'sold out' : `${variant.stockQuantity} left`}`,
      ),
    ],
    { url: adminUrl, label: 'Open the admin dashboard' },
  );
}

/** What the customer is told of each step the shop takes. */
const statusNews: Record<OrderStatus, string> = {
  placed: 'is open again and back with us',
  confirmed: 'has been confirmed: we are preparing it',
  packed: 'is packed and ready to leave',
  shipped: 'is on its way',
  delivered: 'has been delivered. We hope you enjoy it',
  cancelled: 'has been cancelled by the shop. Reply to this e-mail if you have any questions',
};

export const REVIEW_INVITATION =
  'How was it? A few words and stars from you help other customers choose, and help us make it better.';

export function orderStatusEmail(
  shop: ShopSender,
  order: { orderNumber: string; customerName: string; accountEmail: string; status: OrderStatus },
  orderUrl: string,
) {
  const delivered = order.status === 'delivered';
  return composeMail(
    shop,
    order.accountEmail,
    `Your ${shop.storeName} order ${order.orderNumber}: ${orderStatusLabels[order.status]}`,
    [
      `Namaste ${order.customerName},`,
      `Your order ${order.orderNumber} ${statusNews[order.status]}.`,
      // A delivered order's page invites a review of each product in it.
      ...(delivered ? [REVIEW_INVITATION] : []),
    ],
    delivered
      ? { url: `${orderUrl}#reviews`, label: 'Review what you bought' }
      : { url: orderUrl, label: 'Track your order' },
  );
}

/** The shop's backups need the owner: what is wrong, and the dashboard that shows it. */
export function backupTroubleEmail(shop: ShopSender, troubles: string[], adminUrl: string) {
  return composeMail(
    shop,
    shop.email,
    `Backups of ${shop.storeName} need attention`,
    [
      ...troubles,
      'Until this is put right, a lost disk could lose orders. The dashboard shows the backups as they stand; docs/operations.md, Backups, says what each setting does.',
    ],
    { url: adminUrl, label: 'Open the dashboard' },
  );
}
