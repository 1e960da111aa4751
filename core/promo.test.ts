import { describe, expect, test } from 'vitest';
import { rupees } from './money.ts';
import { discountFor, judgePromo, orderRefusalMessage, type PromoCode } from './promo.ts';

const diwali: PromoCode = {
  code: 'DIWALI25',
  percentOff: 25,
  isActive: true,
  startsOn: null,
  endsOn: null,
  minSubtotalPaise: null,
  usageLimit: null,
  timesUsed: 0,
};
const festive = (overrides: Partial<PromoCode>): PromoCode => ({
  ...diwali,
  code: 'UTSAV10',
  percentOff: 10,
  ...overrides,
});

const TODAY = '2026-11-10';
const subtotal = rupees(900);

const messageOf = (promo: PromoCode, paise = subtotal, today = TODAY) => {
  const verdict = judgePromo(promo.code, promo, paise, today);
  return verdict.applies || !verdict.known ? null : verdict.message;
};

describe('judgePromo', () => {
  test('DIWALI25 typed exactly gives its promotion', () => {
    expect(judgePromo('DIWALI25', diwali, subtotal, TODAY)).toEqual({
      applies: true,
      promo: diwali,
    });
  });

  test('the same letters in another case, or any other text, give nothing and say nothing', () => {
    for (const entered of ['diwali25', 'Diwali25', 'FREESWEETS', '']) {
      expect(judgePromo(entered, diwali, subtotal, TODAY)).toEqual({
        applies: false,
        known: false,
      });
      expect(judgePromo(entered, null, subtotal, TODAY)).toEqual({
        applies: false,
        known: false,
      });
    }
  });

  test('a switched-off code says it is no longer active', () => {
    expect(messageOf(festive({ isActive: false }))).toBe('This code is no longer active.');
  });

  test('validity days are India’s calendar days, the first and the last both included', () => {
    const window = festive({ startsOn: '2026-11-01', endsOn: '2026-11-15' });
    expect(messageOf(window, subtotal, '2026-10-31')).toBe('This code is not valid yet.');
    expect(messageOf(window, subtotal, '2026-11-01')).toBeNull();
    expect(messageOf(window, subtotal, '2026-11-15')).toBeNull();
    expect(messageOf(window, subtotal, '2026-11-16')).toBe('This code has expired.');
    // An open side is no bound.
    expect(messageOf(festive({ endsOn: '2026-11-15' }), subtotal, '2020-01-01')).toBeNull();
    expect(messageOf(festive({ startsOn: '2026-11-01' }), subtotal, '2099-12-31')).toBeNull();
  });

  test('a code used as often as its limit allows is used up', () => {
    expect(messageOf(festive({ usageLimit: 5, timesUsed: 4 }))).toBeNull();
    expect(messageOf(festive({ usageLimit: 5, timesUsed: 5 }))).toBe('This code has been used up.');
    // A limit lowered below the uses so far also means no more.
    expect(messageOf(festive({ usageLimit: 3, timesUsed: 5 }))).toBe('This code has been used up.');
    expect(messageOf(festive({ usageLimit: null, timesUsed: 5000 }))).toBeNull();
  });

  test('below the minimum subtotal it says the minimum in ₹ with Indian grouping and two decimals', () => {
    const bigBox = festive({ minSubtotalPaise: rupees(1000) });
    expect(messageOf(bigBox, rupees(999.99))).toBe('This code needs a subtotal of ₹1,000.00');
    expect(messageOf(bigBox, rupees(1000))).toBeNull();
    expect(messageOf(festive({ minSubtotalPaise: rupees(125000) }), rupees(900))).toBe(
      'This code needs a subtotal of ₹1,25,000.00',
    );
  });

  test('the first reason counts: switched off before dates, dates before uses, uses before the minimum', () => {
    const everything = festive({
      isActive: false,
      endsOn: '2026-11-01',
      usageLimit: 1,
      timesUsed: 1,
      minSubtotalPaise: rupees(5000),
    });
    expect(messageOf(everything)).toBe('This code is no longer active.');
    expect(messageOf({ ...everything, isActive: true })).toBe('This code has expired.');
    expect(messageOf({ ...everything, isActive: true, endsOn: null })).toBe(
      'This code has been used up.',
    );
  });
});

describe('orderRefusalMessage', () => {
  test('names the code, says why, and that the cart now shows the total without it', () => {
    expect(orderRefusalMessage(diwali, 'used-up')).toBe(
      'DIWALI25 has just been used up. Your cart now shows the total without it.',
    );
    expect(orderRefusalMessage(diwali, 'expired')).toBe(
      'DIWALI25 has expired. Your cart now shows the total without it.',
    );
    expect(
      orderRefusalMessage({ ...diwali, minSubtotalPaise: rupees(1000) }, 'below-minimum'),
    ).toBe('DIWALI25 needs a subtotal of ₹1,000.00. Your cart now shows the total without it.');
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
