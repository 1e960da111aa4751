/**
 * What both checkouts (to one address, and to several people) answer: a visitor is asked to sign
 * in first; a placed order goes on to be paid online, or to My Orders for Cash on Delivery, with
 * the spec's toast, and the customer's cart cookie follows their cart.
 */
import type { AppLoadContext } from 'react-router';
import type { Toast } from '#core/action-answer.ts';
import { payPath } from '#core/paths.ts';
import type { PaymentMethod } from '#core/payment.ts';
import { cartIdCookie } from '#server/http/cart-cookie.ts';
import { redirectWithToast } from './action.server.ts';

/** Visitors are sent to sign in first, and come back to checkout afterwards. */
export const PLEASE_LOG_IN_TO_ORDER: Toast = {
  title: 'Please log in',
  description: 'You need to be logged in to place an order.',
  kind: 'error',
};

export async function answerPlacedOrder(
  placed: { order: { orderNumber: string }; cartId: string | undefined },
  checkout: { browserCartId: string | undefined; paymentMethod: PaymentMethod },
  context: AppLoadContext,
  headers: Headers,
) {
  const { order, cartId } = placed;
  if (cartId && cartId !== checkout.browserCartId) {
    headers.append('Set-Cookie', await cartIdCookie(cartId, context.config));
  }
  // Paid online: straight on to the provider's checkout, from the pay page.
  if (checkout.paymentMethod !== 'cod') {
    const toPay = {
      title: 'Order placed successfully!',
      description: `Your order #${order.orderNumber} has been placed. Please complete the payment.`,
    };
    return redirectWithToast(payPath(order.orderNumber), toPay, context, headers, {
      newDocument: true,
    });
  }
  const placedToast = {
    title: 'Order placed successfully!',
    description: `Your order #${order.orderNumber} has been placed.`,
  };
  return redirectWithToast('/my-orders', placedToast, context, headers);
}
