import { describe, expect, test } from 'vitest';
import { rupees } from './money.ts';
import { priceCart } from './pricing.ts';

const diwali = { code: 'DIWALI25', percentOff: 25 };
const kajuKatli = { unitPricePaise: rupees(450), quantity: 1 };
const samosa = { unitPricePaise: rupees(180), quantity: 2 };

describe('priceCart', () => {
  test('adds line totals, then free shipping above ₹500', () => {
    expect(priceCart([kajuKatli, samosa], null)).toEqual({
      subtotal: rupees(810),
      shipping: 0,
      discount: 0,
      total: rupees(810),
      promoCode: null,
    });
  });

  test('charges ₹50 shipping at exactly ₹500', () => {
    const totals = priceCart([{ unitPricePaise: rupees(250), quantity: 2 }], null);
    expect(totals).toMatchObject({ subtotal: rupees(500), shipping: rupees(50) });
    expect(totals.total).toBe(rupees(550));
  });

  test('takes DIWALI25 off the subtotal only; shipping still follows the subtotal', () => {
    expect(priceCart([samosa], diwali)).toEqual({
      subtotal: rupees(360),
      shipping: rupees(50),
      discount: rupees(90),
      total: rupees(320),
      promoCode: 'DIWALI25',
    });
    expect(priceCart([kajuKatli, samosa], diwali)).toMatchObject({
      shipping: 0,
      discount: rupees(202.5),
      total: rupees(607.5),
    });
  });

  test('an empty cart has nothing to discount', () => {
    expect(priceCart([], diwali)).toMatchObject({ subtotal: 0, discount: 0, promoCode: null });
  });
});

describe('an order to several people', () => {
  const kajuKatli = { unitPricePaise: rupees(450), quantity: 1 };

  test('each parcel is charged delivery as an order of its own would be', () => {
    const parcels = [[kajuKatli], [{ ...kajuKatli, quantity: 2 }], [kajuKatli]];
    const totals = priceCart([{ ...kajuKatli, quantity: 4 }], null, parcels);
    // ₹450 parcels pay ₹50 each; the ₹900 parcel goes free.
    expect(totals).toMatchObject({ subtotal: rupees(1800), shipping: rupees(100) });
    expect(totals.total).toBe(rupees(1900));
  });

  test('a promo code is taken off the whole order, not a parcel', () => {
    const totals = priceCart(
      [{ ...kajuKatli, quantity: 2 }],
      { code: 'DIWALI10', percentOff: 10 },
      [[kajuKatli], [kajuKatli]],
    );
    expect(totals).toMatchObject({ discount: rupees(90), shipping: rupees(100) });
  });
});
