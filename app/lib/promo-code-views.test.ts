import { describe, expect, test } from 'vitest';
import { promoCodeFormView, promoCodeRow } from './promo-code-views.ts';

const diwali = {
  code: 'DIWALI25',
  percentOff: 25,
  isActive: true,
  startsOn: '2026-11-01',
  endsOn: '2026-11-15',
  minSubtotalPaise: 99_950,
  usageLimit: 100,
  timesUsed: 12,
};

describe('a row of the promo codes list', () => {
  test('says its discount, the days it is valid, its minimum in rupees and its uses', () => {
    expect(promoCodeRow(diwali)).toEqual({
      code: 'DIWALI25',
      percentOff: '25%',
      valid: '1 Nov 2026 – 15 Nov 2026',
      minimum: '₹999.50',
      uses: '12 of 100',
      isActive: true,
    });
  });

  test('a code without bounds is valid always, has no minimum and counts its uses alone', () => {
    const open = {
      ...diwali,
      startsOn: null,
      endsOn: null,
      minSubtotalPaise: null,
      usageLimit: null,
    };
    expect(promoCodeRow(open)).toMatchObject({ valid: 'Always', minimum: 'None', uses: '12' });
  });

  test('a code bound on one side only says from or until', () => {
    expect(promoCodeRow({ ...diwali, endsOn: null }).valid).toBe('From 1 Nov 2026');
    expect(promoCodeRow({ ...diwali, startsOn: null }).valid).toBe('Until 15 Nov 2026');
  });
});

describe('the promo code dialog', () => {
  test("shows a code's fields as the admin types them: rupees without a symbol", () => {
    expect(promoCodeFormView(diwali)).toEqual({
      code: 'DIWALI25',
      percentOff: '25',
      startsOn: '2026-11-01',
      endsOn: '2026-11-15',
      minSubtotal: '999.50',
      usageLimit: '100',
      isActive: true,
      timesUsed: 12,
    });
  });

  test('leaves empty what the code does not bound', () => {
    const open = {
      ...diwali,
      startsOn: null,
      endsOn: null,
      minSubtotalPaise: null,
      usageLimit: null,
    };
    expect(promoCodeFormView(open)).toMatchObject({
      startsOn: '',
      endsOn: '',
      minSubtotal: '',
      usageLimit: '',
    });
  });
});
