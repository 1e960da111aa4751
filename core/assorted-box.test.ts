import { describe, expect, test } from 'vitest';
import {
  boxPrice,
  boxSharesProblem,
  boxTax,
  boxesThatFit,
  pricePerKilogram,
  sameShares,
  sortedShares,
  type BoxSweet,
  type BoxType,
} from './assorted-box.ts';
import { boxContentsText } from './box-contents.ts';

const kilo: BoxType = {
  sizeGrams: 1000,
  mostKinds: 4,
  stepGrams: 250,
  chargePaise: 4_000,
  productIds: ['kaju', 'besan', 'milk-cake', 'soan', 'namkeen'],
};
const sweets: BoxSweet[] = [
  {
    productId: 'kaju',
    name: 'Kaju Katli',
    pricePerKgPaise: 85_000,
    gstRatePercent: 5,
    hsnCode: '21069099',
  },
  {
    productId: 'besan',
    name: 'Besan Ladoo',
    pricePerKgPaise: 55_000,
    gstRatePercent: 5,
    hsnCode: '21069099',
  },
  {
    productId: 'milk-cake',
    name: 'Milk Cake',
    pricePerKgPaise: 61_000,
    gstRatePercent: 5,
    hsnCode: '04029990',
  },
  {
    productId: 'soan',
    name: 'Soan Papdi',
    pricePerKgPaise: 39_000,
    gstRatePercent: 5,
    hsnCode: '17049090',
  },
  {
    productId: 'namkeen',
    name: 'Kaju Mixture',
    pricePerKgPaise: 70_000,
    gstRatePercent: 12,
    hsnCode: '21069060',
  },
];
const names = new Map(sweets.map((sweet) => [sweet.productId, sweet.name]));
const fourSweets = [
  { productId: 'kaju', grams: 250 },
  { productId: 'besan', grams: 250 },
  { productId: 'milk-cake', grams: 250 },
  { productId: 'soan', grams: 250 },
];

test("a sweet's price per kilogram is its 1kg's, else its lightest weight's scaled up", () => {
  expect(
    pricePerKilogram([
      { grams: 250, pricePaise: 22_500 },
      { grams: 1000, pricePaise: 85_000 },
    ]),
  ).toBe(85_000);
  expect(
    pricePerKilogram([
      { grams: 250, pricePaise: 22_500 },
      { grams: 500, pricePaise: 45_000 },
    ]),
  ).toBe(90_000);
  expect(pricePerKilogram([{ grams: 300, pricePaise: 10_000 }])).toBe(33_333);
  expect(pricePerKilogram([{ grams: null, pricePaise: 150_000 }])).toBeNull();
});

describe('boxSharesProblem', () => {
  test('four sweets of 250 g fill a 1 kg box', () => {
    expect(boxSharesProblem(kilo, fourSweets, names)).toBeNull();
    expect(
      boxSharesProblem(
        kilo,
        [
          { productId: 'kaju', grams: 500 },
          { productId: 'besan', grams: 500 },
        ],
        names,
      ),
    ).toBeNull();
  });

  test('says what is wrong: too few or too many kinds, a step, the size, a sweet not allowed', () => {
    expect(boxSharesProblem(kilo, [{ productId: 'kaju', grams: 1000 }], names)).toBe(
      'Please choose at least 2 sweets for an assorted box.',
    );
    expect(
      boxSharesProblem(kilo, [...fourSweets, { productId: 'namkeen', grams: 250 }], names),
    ).toBe('This box holds at most 4 sweets.');
    expect(
      boxSharesProblem(
        kilo,
        [
          { productId: 'kaju', grams: 600 },
          { productId: 'besan', grams: 400 },
        ],
        names,
      ),
    ).toBe('Please choose Kaju Katli in steps of 250 g.');
    expect(
      boxSharesProblem(
        kilo,
        [
          { productId: 'kaju', grams: 500 },
          { productId: 'besan', grams: 750 },
        ],
        names,
      ),
    ).toBe('The box holds 1 kg; your choice comes to 1.25 kg.');
    expect(
      boxSharesProblem(
        kilo,
        [
          { productId: 'kaju', grams: 500 },
          { productId: 'rasgulla', grams: 500 },
        ],
        new Map([...names, ['rasgulla', 'Rasgulla']]),
      ),
    ).toBe('Rasgulla does not go in this box.');
    expect(
      boxSharesProblem(
        kilo,
        [
          { productId: 'kaju', grams: 500 },
          { productId: 'kaju', grams: 500 },
        ],
        names,
      ),
    ).toBe('Please choose each sweet once.');
  });

  test('a share of nothing is no share', () => {
    expect(
      boxSharesProblem(kilo, [...fourSweets, { productId: 'namkeen', grams: 0 }], names),
    ).toBeNull();
  });
});

test("a box costs each share at its sweet's price per kilogram, and the box charge", () => {
  expect(boxPrice(kilo, fourSweets, sweets)).toEqual({
    lines: [
      { productId: 'kaju', grams: 250, name: 'Kaju Katli', pricePaise: 21_250 },
      { productId: 'besan', grams: 250, name: 'Besan Ladoo', pricePaise: 13_750 },
      { productId: 'milk-cake', grams: 250, name: 'Milk Cake', pricePaise: 15_250 },
      { productId: 'soan', grams: 250, name: 'Soan Papdi', pricePaise: 9_750 },
    ],
    contentsPaise: 60_000,
    chargePaise: 4_000,
    totalPaise: 64_000,
  });
});

test('a box is taxed as a mixed supply: at the highest rate of what it holds, under its HSN', () => {
  expect(boxTax(fourSweets, sweets)).toEqual({ gstRatePercent: 5, hsnCode: '21069099' });
  expect(
    boxTax(
      [
        { productId: 'kaju', grams: 500 },
        { productId: 'namkeen', grams: 500 },
      ],
      sweets,
    ),
  ).toEqual({ gstRatePercent: 12, hsnCode: '21069060' });
});

test('a box says what it holds', () => {
  const contents = fourSweets.map((share) => ({
    ...share,
    name: names.get(share.productId) ?? '',
  }));
  expect(boxContentsText(contents)).toBe(
    'Kaju Katli 250 g, Besan Ladoo 250 g, Milk Cake 250 g, Soan Papdi 250 g',
  );
});

test('one box, one way of saying it: shares sorted by sweet, empty ones left out', () => {
  const chosen = [
    { productId: 'soan', grams: 500 },
    { productId: 'kaju', grams: 0 },
    { productId: 'besan', grams: 500 },
  ];
  expect(sortedShares(chosen)).toEqual([
    { productId: 'besan', grams: 500 },
    { productId: 'soan', grams: 500 },
  ]);
  expect(sameShares(chosen, sortedShares(chosen))).toBe(true);
  expect(sameShares(chosen, [...sortedShares(chosen), { productId: 'kaju', grams: 250 }])).toBe(
    false,
  );
  expect(
    sameShares(chosen, [
      { productId: 'besan', grams: 250 },
      { productId: 'soan', grams: 750 },
    ]),
  ).toBe(false);
});

test('as many boxes fit as the empty boxes and each sweet’s grams allow', () => {
  const stock = new Map([
    ['kaju', 1_000],
    ['besan', 10_000],
  ]);
  const shares = [
    { productId: 'kaju', grams: 250 },
    { productId: 'besan', grams: 750 },
  ];
  expect(boxesThatFit(shares, stock, 100)).toBe(4);
  expect(boxesThatFit(shares, stock, 3)).toBe(3);
  expect(boxesThatFit([...shares, { productId: 'soan', grams: 250 }], stock, 100)).toBe(0);
});
