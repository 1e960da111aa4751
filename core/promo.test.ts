import { describe, expect, test } from 'vitest';
import { rupees } from './money.ts';
import { applicablePromo, discountFor, type PromoCode } from './promo.ts';

const diwali: PromoCode = { code: 'DIWALI25', percentOff: 25, isActive: true };
const holiOver: PromoCode = { code: 'HOLI10', percentOff: 10, isActive: false };
const known = [diwali, holiOver];

describe('applicablePromo', () => {
  test('DIWALI25 typed exactly gives its promotion', () => {
    expect(applicablePromo('DIWALI25', known)).toBe(diwali);
  });

  test('the same letters in another case give nothing', () => {
    expect(applicablePromo('diwali25', known)).toBeNull();
    expect(applicablePromo('Diwali25', known)).toBeNull();
  });

  test('an unknown code gives nothing', () => {
    expect(applicablePromo('FREESWEETS', known)).toBeNull();
    expect(applicablePromo('', known)).toBeNull();
  });

  test('a switched-off promotion gives nothing', () => {
    expect(applicablePromo('HOLI10', known)).toBeNull();
  });
});

describe('discountFor', () => {
  test('takes the percentage off the subtotal', () => {
    expect(discountFor(rupees(320), diwali)).toBe(rupees(80));
    expect(discountFor(rupees(450), diwali)).toBe(rupees(112.5));
  });

  test('rounds to the nearest paisa', () => {
    expect(discountFor(rupees(0.5), diwali)).toBe(13);
  });

  test('is nothing without a promotion', () => {
    expect(discountFor(rupees(320), null)).toBe(0);
  });
});
