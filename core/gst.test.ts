import { expect, test } from 'vitest';
import { DEFAULT_GST_RATE, gstRates, gstRatesText } from './gst.ts';

test('a product carries one of the GST slabs; a new one starts at 5%', () => {
  expect(gstRates).toEqual([0, 5, 12, 18, 28, 40]);
  expect(gstRates).toContain(DEFAULT_GST_RATE);
  expect(DEFAULT_GST_RATE).toBe(5);
});

test('the rates read as the refusal names them', () => {
  expect(gstRatesText).toBe('0, 5, 12, 18, 28 or 40%');
});
