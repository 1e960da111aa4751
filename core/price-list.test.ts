import { expect, test } from 'vitest';
import { rupees } from './money.ts';
import { weighedPriceList } from './price-list.ts';

test('250g is half the 500g price and 1kg twice it less ₹50', () => {
  expect(weighedPriceList(rupees(450))).toEqual([
    { weight: '250g', pricePaise: rupees(225) },
    { weight: '500g', pricePaise: rupees(450) },
    { weight: '1kg', pricePaise: rupees(850) },
  ]);
});

test('half of an odd number of paise is rounded to whole paise', () => {
  expect(weighedPriceList(rupees(112.25))[0]).toEqual({ weight: '250g', pricePaise: 5613 });
});
