import { expect, test } from 'vitest';
import { orderConfirmationEmail } from './order-emails.ts';

const shop = { storeName: 'Halwai', email: 'hello@halwai.example', phone: '+91 98765 43210' };
const order = {
  orderNumber: 'HW-000042',
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.com',
  shippingAddress: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110024',
  subtotalPaise: 28_000,
  shippingPaise: 5_000,
  discountPaise: 0,
  totalPaise: 33_000,
  paymentMethod: 'cod' as const,
  invoiceUrl: undefined,
  items: [{ productName: 'Rasgulla', weight: '500g', quantity: 1, totalPricePaise: 28_000 }],
};
const url = 'https://shop.example.in/orders/HW-000042';

test('the confirmation says the slot the riders come in, or how long the courier takes', () => {
  const inSlot = orderConfirmationEmail(
    shop,
    { ...order, deliveryDate: '2026-11-26', deliverySlot: '6–9 pm' },
    url,
  );
  expect(inSlot.text).toContain('Our riders will bring it on Thu, 26 Nov, 6–9 pm');
  const byCourier = orderConfirmationEmail(
    shop,
    { ...order, deliveryDate: null, deliverySlot: null },
    url,
  );
  expect(byCourier.text).toContain('delivery takes 2-3 business days');
  expect(byCourier.text).not.toContain('riders');
});
