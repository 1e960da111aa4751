import { describe, expect, test } from 'vitest';
import { boxSweetView, ownersBoxView } from './admin-boxes-view.ts';

const kiloBox = {
  productId: 'b-1',
  name: 'Diwali Kilo Box',
  description: 'Four sweets of your choice.',
  sizeGrams: 1000,
  mostKinds: 4,
  stepGrams: 250,
  chargePaise: 4_000,
  emptyBoxes: 1_200,
  onSale: true,
  sweets: [
    { productId: 's-1', name: 'Kaju Katli' },
    { productId: 's-2', name: 'Motichoor Laddu' },
  ],
};

describe("the owner's Assorted boxes page", () => {
  test('a box reads in one line: size, sweets, charge, boxes left, on sale and its sweets', () => {
    expect(ownersBoxView(kiloBox).summary).toBe(
      '1 kg · up to 4 sweets in 250 g steps · ₹40.00 a box · 1,200 boxes left · on sale · Kaju Katli, Motichoor Laddu',
    );
    expect(ownersBoxView({ ...kiloBox, onSale: false, sizeGrams: 500 }).summary).toMatch(
      /^500 g · .* · switched off · /,
    );
  });

  test("a box's form shows its charge in rupees and its numbers as typed", () => {
    expect(ownersBoxView({ ...kiloBox, chargePaise: 4_050 })).toMatchObject({
      sweetIds: ['s-1', 's-2'],
      fields: {
        name: 'Diwali Kilo Box',
        sizeGrams: '1000',
        mostKinds: '4',
        stepGrams: '250',
        charge: '40.50',
        boxesInStock: '1200',
      },
    });
  });

  test('a sweet offered for boxes shows its price per kilogram and if it is perishable', () => {
    const sweet = { productId: 's-1', name: 'Rasmalai', pricePerKgPaise: 120_000 };
    expect(boxSweetView({ ...sweet, perishable: true }).price).toBe('₹1,200.00/kg, perishable');
    expect(boxSweetView({ ...sweet, perishable: false }).price).toBe('₹1,200.00/kg');
  });
});
