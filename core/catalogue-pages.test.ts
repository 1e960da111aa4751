import { describe, expect, test } from 'vitest';
import { cataloguePages, productSelection, readCatalogueQuery } from './catalogue-pages.ts';

const read = (page: keyof typeof cataloguePages, query: string) =>
  readCatalogueQuery(cataloguePages[page], new URLSearchParams(query));

describe('readCatalogueQuery', () => {
  test('reads which page of the list, from 1 whatever the address says', () => {
    expect(read('mithai', 'page=3').pageNumber).toBe(3);
    expect(read('mithai', 'page=2.7').pageNumber).toBe(2);
    for (const odd of ['page=0', 'page=-4', 'page=two', 'page=', '']) {
      expect(read('mithai', odd).pageNumber).toBe(1);
    }
  });

  test('reads search, sort and the page filter from the URL', () => {
    expect(read('mithai', 'q= kaju &sort=price-desc&category=mithai')).toEqual({
      search: 'kaju',
      sort: 'price-desc',
      filter: 'mithai',
      pageNumber: 1,
    });
    expect(read('specialOccasions', 'occasion=karva-chauth')).toMatchObject({
      filter: 'karva-chauth',
    });
  });

  test('falls back to the defaults for values it does not know', () => {
    expect(read('mithai', 'sort=cheapest&category=gift_hampers')).toEqual({
      search: '',
      sort: 'name',
      filter: '',
      pageNumber: 1,
    });
    expect(read('namkeen', 'category=mithai')).toMatchObject({ filter: '' });
  });

  test('keeps a search to 100 characters', () => {
    expect(read('search', `q=${'a'.repeat(500)}`).search).toHaveLength(100);
  });
});

describe('productSelection', () => {
  test('the Mithai page lists mithai, namkeen and dry fruits, or the chosen one', () => {
    const page = cataloguePages.mithai;
    expect(productSelection(page, read('mithai', '')).categories).toEqual([
      'mithai',
      'namkeen',
      'dry_fruits',
    ]);
    expect(productSelection(page, read('mithai', 'category=namkeen')).categories).toEqual([
      'namkeen',
    ]);
  });

  test('the occasion filter picks the festival by its name', () => {
    const page = cataloguePages.specialOccasions;
    expect(
      productSelection(page, read('specialOccasions', 'occasion=raksha-bandhan')),
    ).toMatchObject({ occasionScope: 'required', occasion: 'Raksha Bandhan' });
  });
});
