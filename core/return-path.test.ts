import { describe, expect, test } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const SHOP = 'https://shop.example.in';
const back = (value: unknown) => safeReturnPath(value, '/fallback', SHOP);

describe('a return path', () => {
  test.each([
    '/\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '//evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'https://shop.example.in/dashboard',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/.//evil.example',
    'evil.example',
    '',
  ])('%j leaves the shop, so the fallback is used', (value) => {
    expect(back(value)).toBe('/fallback');
  });

  test.each([
    '/',
    '/checkout',
    '/checkout?address=6f1c1a52-8c1e-4f5e-9a37-2c3f2b1d9e10',
    '/search?q=kaju+katli&sort=price-asc',
    '/search?q=100%25',
    '/product/0b6c2d9e-1f7a-4c55-a3e1-9d2c7b8e6f01#reviews',
    '/dashboard/addresses?edit=abc',
  ])('%j is a path of the shop and is kept as it is', (value) => {
    expect(back(value)).toBe(value);
  });

  test('anything that is not text gives the fallback', () => {
    expect(back(undefined)).toBe('/fallback');
    expect(back(null)).toBe('/fallback');
    expect(back(['/cart'])).toBe('/fallback');
  });
});
