import { describe, expect, test } from 'vitest';
import { promoCodeActionSchema, promoCodeInput } from './promo-code-input.ts';
import { parseFields } from './validation.ts';

const filled = {
  intent: 'create',
  code: 'BIGBOX10',
  percentOff: '10',
  startsOn: '2026-11-01',
  endsOn: '2026-11-15',
  minSubtotal: '1,000',
  usageLimit: '50',
  isActive: 'on',
};

const errorsOf = (fields: Record<string, string>) => {
  const parsed = parseFields(promoCodeActionSchema, fields);
  return parsed.ok ? {} : parsed.fieldErrors;
};

describe('the promo code dialog', () => {
  test('a filled form becomes the promotion: rupees in paise, days as typed', () => {
    const parsed = parseFields(promoCodeActionSchema, filled);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.value.intent === 'set-active') return;
    expect(promoCodeInput(parsed.value)).toEqual({
      code: 'BIGBOX10',
      percentOff: 10,
      startsOn: '2026-11-01',
      endsOn: '2026-11-15',
      minSubtotalPaise: 100000,
      usageLimit: 50,
      isActive: true,
    });
  });

  test('dates, minimum and limit are optional; an unticked box is switched off', () => {
    const parsed = parseFields(promoCodeActionSchema, {
      intent: 'update',
      code: ' Diwali_Big-25 ',
      percentOff: '100',
      startsOn: '',
      endsOn: '',
      minSubtotal: ' ',
      usageLimit: '',
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        intent: 'update',
        code: 'Diwali_Big-25',
        percentOff: 100,
        startsOn: null,
        endsOn: null,
        minSubtotal: null,
        usageLimit: null,
        isActive: false,
      },
    });
  });

  test('the code: 1 to 32 letters, digits, - or _, its case kept', () => {
    expect(errorsOf({ ...filled, code: '' })).toEqual({
      code: 'Please enter the code, like DIWALI25.',
    });
    expect(errorsOf({ ...filled, code: 'A'.repeat(33) })).toEqual({
      code: 'Please keep the code to 32 characters.',
    });
    for (const code of ['DIWALI 25', 'DIWALI25!', 'दिवाली25']) {
      expect(errorsOf({ ...filled, code })).toEqual({
        code: 'Please use only letters, digits, - and _ in the code.',
      });
    }
    expect(errorsOf({ ...filled, code: 'A'.repeat(32) })).toEqual({});
  });

  test('percent off is a whole number from 1 to 100', () => {
    const whole = 'Please enter the percent off as a whole number from 1 to 100.';
    for (const percentOff of ['0', '101', '12.5', '-5', 'ten']) {
      expect(errorsOf({ ...filled, percentOff })).toEqual({ percentOff: whole });
    }
    expect(errorsOf({ ...filled, percentOff: '' })).toEqual({
      percentOff: 'Please enter the percent off, from 1 to 100.',
    });
    expect(errorsOf({ ...filled, percentOff: '1' })).toEqual({});
  });

  test('dates are real days, and the end is not before the start (one day is fine)', () => {
    expect(errorsOf({ ...filled, startsOn: '2026-11-31' })).toEqual({
      startsOn: 'Please enter the start date as a real date (YYYY-MM-DD).',
    });
    expect(errorsOf({ ...filled, endsOn: 'tomorrow' })).toEqual({
      endsOn: 'Please enter the end date as a real date (YYYY-MM-DD).',
    });
    expect(errorsOf({ ...filled, startsOn: '2026-11-15', endsOn: '2026-11-14' })).toEqual({
      endsOn: 'The end date must be on or after the start date.',
    });
    expect(errorsOf({ ...filled, startsOn: '2026-11-15', endsOn: '2026-11-15' })).toEqual({});
    expect(errorsOf({ ...filled, startsOn: '', endsOn: '2026-11-14' })).toEqual({});
  });

  test('the minimum subtotal is read as rupees, at most two decimals, never negative', () => {
    const minimum = (minSubtotal: string) => {
      const parsed = parseFields(promoCodeActionSchema, { ...filled, minSubtotal });
      return parsed.ok && parsed.value.intent === 'create' ? parsed.value.minSubtotal : parsed;
    };
    expect(minimum('₹999.50')).toBe(99950);
    expect(minimum('0')).toBe(0);
    expect(errorsOf({ ...filled, minSubtotal: '-1' })).toHaveProperty('minSubtotal');
    expect(errorsOf({ ...filled, minSubtotal: '10.505' })).toHaveProperty('minSubtotal');
  });

  test('the use limit is a whole number of at least 1', () => {
    expect(errorsOf({ ...filled, usageLimit: '0' })).toEqual({
      usageLimit: 'The use limit must be at least 1.',
    });
    expect(errorsOf({ ...filled, usageLimit: '2.5' })).toEqual({
      usageLimit:
        'Please enter the use limit as a whole number, like 100, or leave it empty for no limit.',
    });
    expect(errorsOf({ ...filled, usageLimit: '1000001' })).toEqual({
      usageLimit: 'Please enter a use limit of at most 10,00,000.',
    });
  });

  test('the switch sends the code and on or off', () => {
    expect(
      parseFields(promoCodeActionSchema, {
        intent: 'set-active',
        code: 'DIWALI25',
        isActive: 'off',
      }),
    ).toEqual({ ok: true, value: { intent: 'set-active', code: 'DIWALI25', isActive: false } });
    expect(parseFields(promoCodeActionSchema, { intent: 'delete', code: 'DIWALI25' }).ok).toBe(
      false,
    );
  });
});
