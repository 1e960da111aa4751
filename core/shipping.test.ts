import { describe, expect, test } from 'vitest';
import { rupees } from './money.ts';
import { shippingFor } from './shipping.ts';

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
