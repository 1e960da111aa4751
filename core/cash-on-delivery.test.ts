import { describe, expect, test } from 'vitest';
import {
  allowsCashOnDelivery,
  cashOnDeliveryLimitMessage,
  DEFAULT_COD_LIMIT,
  LEGAL_CASH_LIMIT,
  LEGAL_CASH_LIMIT_TEXT,
} from './cash-on-delivery.ts';
import { rupees } from './money.ts';

describe('allowsCashOnDelivery', () => {
  test('allows an order up to the limit, the limit itself included', () => {
    expect(allowsCashOnDelivery(rupees(500), rupees(5_000))).toBe(true);
    expect(allowsCashOnDelivery(rupees(5_000), rupees(5_000))).toBe(true);
  });

  test('refuses an order one paisa above the limit', () => {
    expect(allowsCashOnDelivery(rupees(5_000) + 1, rupees(5_000))).toBe(false);
    expect(allowsCashOnDelivery(rupees(5_400), rupees(5_000))).toBe(false);
  });

  test('a limit of ₹0 takes no order in cash', () => {
    expect(allowsCashOnDelivery(rupees(50), 0)).toBe(false);
  });
});

test('a new shop takes cash up to ₹5,000; the law allows less than ₹2,00,000', () => {
  expect(DEFAULT_COD_LIMIT).toBe(500_000);
  expect(LEGAL_CASH_LIMIT).toBe(20_000_000);
  expect(LEGAL_CASH_LIMIT_TEXT).toBe('₹2,00,000');
});

test('the message names the shop’s limit in rupees and asks for an online method', () => {
  expect(cashOnDeliveryLimitMessage(rupees(5_000))).toBe(
    'Cash on Delivery is available for orders up to ₹5,000.00. Please choose an online payment method.',
  );
  expect(cashOnDeliveryLimitMessage(rupees(12_500.5))).toBe(
    'Cash on Delivery is available for orders up to ₹12,500.50. Please choose an online payment method.',
  );
});
