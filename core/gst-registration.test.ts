import { expect, test } from 'vitest';
import { isGstRegistered, saleDocumentOf } from './gst-registration.ts';

test('a shop with a GSTIN gives tax invoices', () => {
  expect(isGstRegistered('07AAACH7409R1Z3')).toBe(true);
  expect(saleDocumentOf('07AAACH7409R1Z3')).toBe('Tax Invoice');
});

test('a shop with no GSTIN gives a bill of supply, whitespace being no GSTIN', () => {
  expect(isGstRegistered('')).toBe(false);
  expect(isGstRegistered('   ')).toBe(false);
  expect(saleDocumentOf('')).toBe('Bill of Supply');
});
