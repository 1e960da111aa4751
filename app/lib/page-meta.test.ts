import { describe, expect, test } from 'vitest';
import { pageMeta, pageTitle } from './page-meta.ts';

const root = (loaderData: unknown) => ({ id: 'root', loaderData });
const layout = { id: 'routes/storefront-layout', loaderData: { cartLineCount: 0 } };

describe('a page title', () => {
  test("ends with the shop's name from the store settings", () => {
    const matches = [root({ storeName: 'Shree Ganesh Mishthan Bhandar' }), layout];
    expect(pageTitle(matches, 'Checkout')).toBe('Checkout | Shree Ganesh Mishthan Bhandar');
  });

  test("falls back to 'Halwai' when the settings could not be read", () => {
    expect(pageTitle([root({ storeName: undefined }), layout], 'Checkout')).toBe(
      'Checkout | Halwai',
    );
    expect(pageTitle([undefined, layout], 'Checkout')).toBe('Checkout | Halwai');
  });
});

test('the Open Graph site name and title carry the same name', () => {
  const tags = pageMeta([root({ storeName: 'Mithai Ghar' })], {
    title: 'Kaju Katli',
    description: 'Thin diamonds of cashew fudge.',
    canonicalUrl: 'https://shop.example/product/kaju-katli',
  });
  expect(tags).toContainEqual({ title: 'Kaju Katli | Mithai Ghar' });
  expect(tags).toContainEqual({ property: 'og:site_name', content: 'Mithai Ghar' });
  expect(tags).toContainEqual({ property: 'og:title', content: 'Kaju Katli | Mithai Ghar' });
});
