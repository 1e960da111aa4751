/**
 * The queue's order-email job (docs/decisions/010): one e-mail, named by its payload, composed
 * from the database as it is now and sent. A failed send throws, so the queue tries again later.
 */
import {
  sendLowStockNotice,
  sendNewOrderNotice,
  sendPaymentNotice,
  sendStatusNotice,
  type OrderMailServices,
} from './order-notices.ts';
import { orderEmailSchema } from '#server/mail/order-email-job.ts';
import { sendOrderConfirmation } from './send-order-confirmation.ts';

export async function sendOrderEmail(
  services: OrderMailServices,
  payload: Record<string, unknown>,
) {
  const email = orderEmailSchema.parse(payload);
  switch (email.kind) {
    case 'confirmation':
      return sendOrderConfirmation(services, email.orderNumber);
    case 'new-order':
      return sendNewOrderNotice(services, email.orderNumber);
    case 'low-stock':
      return sendLowStockNotice(services, email.variantIds);
    case 'status':
      return sendStatusNotice(services, email.orderNumber, email.status);
    case 'payment':
    case 'refund':
      return sendPaymentNotice(services, email.orderNumber, email.kind);
  }
}
