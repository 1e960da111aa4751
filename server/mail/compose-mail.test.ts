import { expect, test } from 'vitest';
import { paymentReceivedEmail } from './order-emails.ts';

const shop = { storeName: 'Halwai', email: 'hello@halwai.example', phone: '+91 98765 43210' };
const order = {
  orderNumber: 'HW-000042',
  customerName: 'Asha <Verma>',
  accountEmail: 'asha@example.com',
  totalPaise: 90_000,
  paymentMethod: 'razorpay' as const,
};

test("every e-mail has a plain-text and an HTML part, signed with the shop's name and contacts", () => {
  const mail = paymentReceivedEmail(
    shop,
    order,
    'https://shop.example.in/orders/HW-000042/invoice',
  );
  expect(mail.from).toBe('"Halwai" <hello@halwai.example>');
  expect(mail.text).toContain('We have received your payment of ₹900.00 by Razorpay');
  expect(mail.text).toMatch(/— Halwai\n\+91 98765 43210 · hello@halwai\.example$/);
  expect(mail.html).toContain('— Halwai<br>+91 98765 43210 · hello@halwai.example');
  expect(mail.html).toContain('<a href="https://shop.example.in/orders/HW-000042/invoice">');
  // What the customer typed is text, never markup; and nothing is fetched from elsewhere.
  expect(mail.html).toContain('Namaste Asha &#60;Verma&#62;,');
  expect(mail.html).not.toMatch(/<img|src=/i);
});
