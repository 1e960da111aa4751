import { expect, test } from 'vitest';
import { orderStatusEmail, REVIEW_INVITATION } from './shop-notice-emails.ts';

const shop = { storeName: 'Halwai', email: 'hello@halwai.example', phone: '+91 98765 43210' };
const order = { orderNumber: 'HW-000042', customerName: 'Ananya', accountEmail: 'a@example.com' };
const orderUrl = 'https://halwai.example/orders/HW-000042';

test('a delivered order invites its buyer to review what they bought, from its page', () => {
  const mail = orderStatusEmail(shop, { ...order, status: 'delivered' }, orderUrl);
  expect(mail.subject).toBe('Your Halwai order HW-000042: Delivered');
  expect(mail.text).toContain(REVIEW_INVITATION);
  expect(mail.text).toContain(`Review what you bought: ${orderUrl}#reviews`);
});

test('an order on its way is tracked, with no invitation to review yet', () => {
  const mail = orderStatusEmail(shop, { ...order, status: 'shipped' }, orderUrl);
  expect(mail.text).toContain('Your order HW-000042 is on its way.');
  expect(mail.text).toContain(`Track your order: ${orderUrl}`);
  expect(mail.text).not.toContain(REVIEW_INVITATION);
});
