/** The e-mails a customer gets about their order's placing and its money. */
import { bestBeforeText } from '#core/freshness.ts';
import type { DeliveryPromise } from '#core/delivery-dates.ts';
import { deliveryPromiseText } from '#core/delivery-promise.ts';
import { variantName } from '#core/variant-label.ts';
import { boxContentsText, type BoxContent } from '#core/box-contents.ts';
import { formatRupees } from '#core/money.ts';
import { paymentMethodLabels, type PaymentMethod } from '#core/payment.ts';
import { composeMail, type ShopSender } from './compose-mail.ts';

export interface ConfirmedOrder {
  orderNumber: string;
  customerName: string;
  /** The account's own, verified address: an order's e-mails go nowhere else. */
  accountEmail: string;
  shippingAddress: string;
  city: string;
  state: string;
  pincode: string;
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  totalPaise: number;
  paymentMethod: PaymentMethod;
  deliveryDate: string | null;
  deliverySlot: string | null;
  /** The promise of the zone its pincode is in; null when no zone covers it. */
  zone: { promise: DeliveryPromise } | null;
  /** The parcels of an order to several people; 0 for an order to its own address. */
  recipientCount: number;
  /** Paid by the time the e-mail goes out: it carries the tax invoice's address. */
  invoiceUrl: string | undefined;
  items: Array<{
    productName: string;
    weight: string;
    quantity: number;
    totalPricePaise: number;
    /** An assorted box's contents, said after its line. */
    boxContents?: BoxContent[] | null;
    /** The day its grams' batch is best before (an India day key), said after its line. */
    bestBefore?: string | null;
  }>;
}

/** When the order arrives: its slot, as chosen, or its zone's promise, read on any later day. */
function deliveryPromise(order: Pick<ConfirmedOrder, 'deliveryDate' | 'deliverySlot' | 'zone'>) {
  const slot =
    order.deliveryDate && order.deliverySlot
      ? { day: order.deliveryDate, label: order.deliverySlot }
      : null;
  const promise = deliveryPromiseText({ zone: order.zone, slot, today: null });
  return `${promise}; we will let you know as it moves along.`;
}

export function orderConfirmationEmail(shop: ShopSender, order: ConfirmedOrder, orderUrl: string) {
  return composeMail(
    shop,
    order.accountEmail,
    `Your ${shop.storeName} order ${order.orderNumber} has been placed`,
    [
      `Namaste ${order.customerName},`,
      `Thank you for your order ${order.orderNumber}. ${
        order.recipientCount > 0
          ? `A parcel goes to each of the ${order.recipientCount} people on your list, each when its row says; we will let you know as they are delivered.`
          : deliveryPromise(order)
      }`,
      ...order.items.map(
        (item) =>
          `${item.quantity} × ${variantName({ name: item.productName, weight: item.weight })}: ${formatRupees(item.totalPricePaise)}${item.boxContents ? ` (holds ${boxContentsText(item.boxContents)})` : ''}${item.bestBefore ? `. ${bestBeforeText(item.bestBefore)}` : ''}`,
      ),
      `Subtotal ${formatRupees(order.subtotalPaise)}, shipping ${order.shippingPaise === 0 ? 'free' : formatRupees(order.shippingPaise)}${order.discountPaise > 0 ? `, discount −${formatRupees(order.discountPaise)}` : ''}. Total ${formatRupees(order.totalPaise)}, paid by ${paymentMethodLabels[order.paymentMethod]}.`,
      ...(order.recipientCount > 0
        ? []
        : [
            `Delivering to: ${order.shippingAddress}, ${order.city}, ${order.state} ${order.pincode}.`,
          ]),
      ...(order.invoiceUrl ? [`Your tax invoice: ${order.invoiceUrl}`] : []),
    ],
    { url: orderUrl, label: 'Track your order' },
  );
}

interface PaidOrder {
  orderNumber: string;
  customerName: string;
  /** The account's own, verified address: an order's e-mails go nowhere else. */
  accountEmail: string;
  totalPaise: number;
  paymentMethod: PaymentMethod;
}

/** The provider confirmed the customer's payment: the receipt, with the tax invoice. */
export function paymentReceivedEmail(shop: ShopSender, order: PaidOrder, invoiceUrl: string) {
  return composeMail(
    shop,
    order.accountEmail,
    `Payment received for your ${shop.storeName} order ${order.orderNumber}`,
    [
      `Namaste ${order.customerName},`,
      `We have received your payment of ${formatRupees(order.totalPaise)} by ${paymentMethodLabels[order.paymentMethod]} for order ${order.orderNumber}. Thank you!`,
      'Your tax invoice is ready to view, print or download.',
    ],
    { url: invoiceUrl, label: 'View your tax invoice' },
  );
}

/** A paid order was cancelled and the provider confirmed the money went back. */
export function refundEmail(shop: ShopSender, order: PaidOrder, orderUrl: string) {
  return composeMail(
    shop,
    order.accountEmail,
    `Your ${shop.storeName} order ${order.orderNumber}: Refunded`,
    [
      `Namaste ${order.customerName},`,
      `Your payment of ${formatRupees(order.totalPaise)} for the cancelled order ${order.orderNumber} has been refunded to your ${paymentMethodLabels[order.paymentMethod]} payment. Banks usually show it within 5–7 working days.`,
    ],
    { url: orderUrl, label: 'View your order' },
  );
}
