/** The e-mail a customer gets when their order is placed: what, how much, where, and a link to follow it. */
import { variantName } from '#core/catalogue.ts';
import { formatRupees } from '#core/money.ts';
import { paymentMethodLabels, type PaymentMethod } from '#core/payment.ts';
import { DELIVERY_TIME_TEXT } from '#core/shipping.ts';
import { composeMail, type ShopSender } from './compose-mail.ts';

export interface ConfirmedOrder {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  shippingAddress: string;
  city: string;
  state: string;
  pincode: string;
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  totalPaise: number;
  paymentMethod: PaymentMethod;
  items: Array<{ productName: string; weight: string; quantity: number; totalPricePaise: number }>;
}

export function orderConfirmationEmail(shop: ShopSender, order: ConfirmedOrder, orderUrl: string) {
  return composeMail(
    shop,
    order.customerEmail,
    `Your ${shop.storeName} order ${order.orderNumber} has been placed`,
    [
      `Namaste ${order.customerName},`,
      `Thank you for your order ${order.orderNumber}. We will let you know as it moves along; delivery takes ${DELIVERY_TIME_TEXT}.`,
      ...order.items.map(
        (item) =>
          `${item.quantity} × ${variantName({ name: item.productName, weight: item.weight })}: ${formatRupees(item.totalPricePaise)}`,
      ),
      `Subtotal ${formatRupees(order.subtotalPaise)}, shipping ${order.shippingPaise === 0 ? 'free' : formatRupees(order.shippingPaise)}${order.discountPaise > 0 ? `, discount −${formatRupees(order.discountPaise)}` : ''}. Total ${formatRupees(order.totalPaise)}, paid by ${paymentMethodLabels[order.paymentMethod]}.`,
      `Delivering to: ${order.shippingAddress}, ${order.city}, ${order.state} ${order.pincode}.`,
    ],
    { url: orderUrl, label: 'Track your order' },
  );
}
