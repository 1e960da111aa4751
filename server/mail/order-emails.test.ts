import { expect, test } from 'vitest';
import { orderConfirmationEmail } from './order-emails.ts';

const shop = { storeName: 'Halwai', email: 'hello@halwai.example', phone: '+91 98765 43210' };
const order = {
  orderNumber: 'HW-000042',
  customerName: 'Asha Verma',
  accountEmail: 'asha@example.com',
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
  recipientCount: 0,
  items: [{ productName: 'Rasgulla', weight: '500g', quantity: 1, totalPricePaise: 28_000 }],
};
const url = 'https://shop.example.in/orders/HW-000042';

const local = { promise: { kind: 'same-day' as const, fewestDays: 0, mostDays: 0 } };
const restOfIndia = { promise: { kind: 'business-days' as const, fewestDays: 2, mostDays: 3 } };
const islands = { promise: { kind: 'business-days' as const, fewestDays: 5, mostDays: 9 } };

test("the confirmation says the slot the riders come in, or the zone's promise", () => {
  const inSlot = orderConfirmationEmail(
    shop,
    { ...order, zone: local, deliveryDate: '2026-11-26', deliverySlot: '6–9 pm' },
    url,
  );
  expect(inSlot.text).toContain(
    'Thank you for your order HW-000042. Delivery on Thu, 26 Nov, 6–9 pm; we will let you know as it moves along.',
  );
  expect(inSlot.text).not.toContain('business days');
  const noSlot = { deliveryDate: null, deliverySlot: null };
  const byRiders = orderConfirmationEmail(shop, { ...order, ...noSlot, zone: local }, url);
  expect(byRiders.text).toContain("Same day delivery by the shop's riders;");
  const byCourier = orderConfirmationEmail(shop, { ...order, ...noSlot, zone: restOfIndia }, url);
  expect(byCourier.text).toContain('Delivery in 2-3 business days;');
  const farther = orderConfirmationEmail(shop, { ...order, ...noSlot, zone: islands }, url);
  expect(farther.text).toContain('Delivery in 5-9 business days;');
  expect(farther.text).not.toContain('2-3 business days');
  // A pincode no zone covers any longer: the shop's own promise.
  const noZone = orderConfirmationEmail(shop, { ...order, ...noSlot, zone: null }, url);
  expect(noZone.text).toContain('Delivery in 2-3 business days;');
});

test('the confirmation of an order to several people says a parcel goes to each, not one address', () => {
  const toMany = orderConfirmationEmail(
    shop,
    { ...order, zone: local, deliveryDate: null, deliverySlot: null, recipientCount: 60 },
    url,
  );
  expect(toMany.text).toContain(
    'Thank you for your order HW-000042. A parcel goes to each of the 60 people on your list, each when its row says; we will let you know as they are delivered.',
  );
  expect(toMany.text).not.toContain('Delivering to:');
});

test('the confirmation says what an assorted box holds', () => {
  const box = {
    productName: 'Assorted Mithai',
    weight: '1 kg box',
    quantity: 2,
    totalPricePaise: 178_000,
    boxContents: [
      { productId: 'kaju', name: 'Kaju Katli', grams: 500 },
      { productId: 'besan', name: 'Besan Ladoo', grams: 500 },
    ],
  };
  const withBox = orderConfirmationEmail(
    shop,
    { ...order, zone: local, deliveryDate: null, deliverySlot: null, items: [box] },
    url,
  );
  expect(withBox.text).toContain(
    '2 × Assorted Mithai (1 kg box): ₹1,780.00 (holds Kaju Katli 500 g, Besan Ladoo 500 g)',
  );
});

test("the confirmation says each line's best-before, as its batch made it", () => {
  const confirmation = orderConfirmationEmail(
    shop,
    {
      ...order,
      zone: local,
      deliveryDate: null,
      deliverySlot: null,
      items: order.items.map((item) => ({ ...item, bestBefore: '2026-12-02' })),
    },
    url,
  );
  expect(confirmation.text).toContain('1 × Rasgulla (500g): ₹280.00. Best before Wed, 2 Dec');
});
