import { describe, expect, test } from 'vitest';
import { rupees } from './money.ts';
import { amountForFreeShipping, FREE_SHIPPING_PROMISE, shippingFor } from './shipping.ts';

describe('shippingFor', () => {
  test('is free when the subtotal is above ₹500', () => {
    expect(shippingFor(rupees(500) + 1)).toBe(0);
    expect(shippingFor(rupees(1200))).toBe(0);
  });

  test('charges ₹50 at exactly ₹500', () => {
    expect(shippingFor(rupees(500))).toBe(rupees(50));
  });

  test('charges ₹50 below ₹500', () => {
    expect(shippingFor(rupees(499.99))).toBe(rupees(50));
    expect(shippingFor(rupees(140))).toBe(rupees(50));
  });
});

describe('amountForFreeShipping', () => {
  test('is ₹500 minus the subtotal while shipping is charged', () => {
    expect(amountForFreeShipping(rupees(320))).toBe(rupees(180));
    expect(amountForFreeShipping(0)).toBe(rupees(500));
  });

  test('is one paisa at exactly ₹500, and nothing once shipping is free', () => {
    expect(amountForFreeShipping(rupees(500))).toBe(1);
    expect(amountForFreeShipping(rupees(501))).toBeNull();
  });
});

test('the cart, checkout and product pages promise it in these words', () => {
  expect(FREE_SHIPPING_PROMISE).toBe('Free shipping on orders above ₹500');
});
