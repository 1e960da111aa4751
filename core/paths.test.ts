import { expect, test } from 'vitest';
import {
  ADMIN_PATH,
  RESET_PASSWORD_PATH,
  invoicePath,
  invoicePdfPath,
  orderPath,
  pageUrl,
  payPath,
  productPath,
} from './paths.ts';

test('an order page is found by its order number', () => {
  expect(orderPath('HW-000042')).toBe('/orders/HW-000042');
});

test('an order number with a slash or space stays one path segment', () => {
  expect(orderPath('A/B 1')).toBe('/orders/A%2FB%201');
});

test("an order's invoice and pay pages stand below the order's page", () => {
  expect(invoicePath('HW-000042')).toBe('/orders/HW-000042/invoice');
  expect(invoicePdfPath('HW-000042')).toBe('/orders/HW-000042/invoice.pdf');
  expect(payPath('A/B 1')).toBe('/orders/A%2FB%201/pay');
});

test('a link that leaves the shop carries its full address', () => {
  expect(pageUrl('https://halwai.example', orderPath('HW-000042'))).toBe(
    'https://halwai.example/orders/HW-000042',
  );
  expect(pageUrl('https://halwai.example', productPath('5f0c'))).toBe(
    'https://halwai.example/product/5f0c',
  );
  expect(pageUrl('http://localhost:3000', RESET_PASSWORD_PATH)).toBe(
    'http://localhost:3000/auth/reset-password',
  );
  expect(pageUrl('http://localhost:3000', ADMIN_PATH)).toBe('http://localhost:3000/admin');
});
