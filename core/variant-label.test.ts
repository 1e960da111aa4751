import { describe, expect, test } from 'vitest';
import { BOX_WEIGHT } from './catalogue.ts';
import { isWeighed, pricePer, variantLabel, variantName } from './variant-label.ts';

describe('a variant in words', () => {
  test('a weighed variant is named with its weight, a box by its name alone', () => {
    expect(variantName({ name: 'Kaju Katli', weight: '500g' })).toBe('Kaju Katli (500g)');
    expect(variantName({ name: 'Diwali Hamper', weight: BOX_WEIGHT })).toBe('Diwali Hamper');
  });

  test("a variant's own label is its weight, or 'Gift box' for a box", () => {
    expect(variantLabel('250g')).toBe('250g');
    expect(variantLabel('1kg')).toBe('1kg');
    expect(variantLabel(BOX_WEIGHT)).toBe('Gift box');
  });

  test("a card's price is per weight; a box's price stands alone", () => {
    expect(pricePer('500g')).toBe(' / 500g');
    expect(pricePer(BOX_WEIGHT)).toBe('');
  });

  test('only the box is not weighed', () => {
    expect(isWeighed('500g')).toBe(true);
    expect(isWeighed(BOX_WEIGHT)).toBe(false);
  });
});
