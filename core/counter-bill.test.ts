import { describe, expect, test } from 'vitest';
import { boxPrice, priceForGrams, type BoxSweet } from './assorted-box.ts';
import {
  billFigures,
  boxLine,
  countedLine,
  discountProblem,
  gramsForPrice,
  linesTotal,
  scalePricedLine,
  weighedLine,
} from './counter-bill.ts';
import { taxInvoiceFigures } from './tax-invoice.ts';

const kajuKatli: BoxSweet = {
  productId: 'kaju',
  name: 'Kaju Katli',
  pricePerKgPaise: 85_000,
  gstRatePercent: 5,
  hsnCode: '21069099',
};
const besanLadoo: BoxSweet = {
  productId: 'besan',
  name: 'Besan Ladoo',
  pricePerKgPaise: 55_000,
  gstRatePercent: 5,
  hsnCode: '21069099',
};
const giftBox = {
  name: 'Diwali Gift Box',
  hsnCode: '20081990',
  gstRatePercent: 12,
  unitPricePaise: 45_000,
};

const noDiscount = { paise: 0, reason: '' };

/** 350 g of Kaju Katli typed, 500 g of Besan Ladoo from the scale, and a gift box. */
const journeyLines = () => [
  weighedLine(kajuKatli, 350),
  weighedLine(besanLadoo, 500),
  countedLine(giftBox, 1),
];

describe('price by grams', () => {
  test('350 g of a ₹850 a kilogram sweet is ₹297.50', () => {
    expect(weighedLine(kajuKatli, 350)).toEqual({
      kind: 'weighed',
      description: 'Kaju Katli',
      hsnCode: '21069099',
      gstRatePercent: 5,
      grams: 350,
      quantity: 1,
      unitPricePaise: 29_750,
      amountPaise: 29_750,
    });
  });

  test('a price that falls between paise is rounded to the nearest, half a paisa up', () => {
    expect(priceForGrams(85_001, 500)).toBe(42_501); // 42,500.5 paise
    expect(priceForGrams(33_333, 7)).toBe(233); // 233.331 paise
    expect(priceForGrams(33_333, 15)).toBe(500); // 499.995 paise
    expect(priceForGrams(99_999, 1)).toBe(100); // 99.999 paise
  });

  test('the counter prices grams exactly as an assorted box prices its shares', () => {
    for (const grams of [1, 7, 15, 125, 250, 333, 350, 500, 999, 1000, 1250, 4321]) {
      for (const pricePerKgPaise of [33_333, 55_000, 85_001, 1_20_050]) {
        const sweet = { ...kajuKatli, pricePerKgPaise };
        const { lines } = boxPrice({ chargePaise: 0 }, [{ productId: 'kaju', grams }], [sweet]);
        expect(weighedLine(sweet, grams).amountPaise).toBe(lines[0]?.pricePaise);
      }
    }
  });

  test('no grams, or part of a gram, is no line', () => {
    for (const grams of [0, -50, 12.5]) {
      expect(() => weighedLine(kajuKatli, grams)).toThrow(RangeError);
    }
  });

  test("a scale label's price is charged as it is, and stands for the grams it buys", () => {
    const line = scalePricedLine(kajuKatli, 29_750);
    expect(line.amountPaise).toBe(29_750);
    expect(line.grams).toBe(350);
    expect(gramsForPrice(29_760, 85_000)).toBe(350); // 350.1 g
    expect(scalePricedLine(kajuKatli, 1).grams).toBe(1);
  });
});

describe("a bill's lines", () => {
  test('a counted item is its price times the count', () => {
    expect(countedLine(giftBox, 3)).toMatchObject({
      kind: 'counted',
      grams: null,
      quantity: 3,
      unitPricePaise: 45_000,
      amountPaise: 1_35_000,
    });
  });

  test('an assorted box is priced and taxed as the web prices and taxes it', () => {
    const shares = [
      { productId: 'kaju', grams: 250 },
      { productId: 'besan', grams: 250 },
    ];
    const line = boxLine(
      { name: 'Assorted 500 g', chargePaise: 4_000 },
      shares,
      [kajuKatli, besanLadoo],
      2,
    );
    expect(line).toEqual({
      kind: 'box',
      description: 'Assorted 500 g',
      hsnCode: '21069099',
      gstRatePercent: 5,
      grams: null,
      quantity: 2,
      unitPricePaise: 21_250 + 13_750 + 4_000,
      amountPaise: 78_000,
    });
  });

  test('the lines add up before a discount', () => {
    expect(linesTotal(journeyLines())).toBe(29_750 + 27_500 + 45_000);
  });
});

describe("a bill's discount", () => {
  test('a discount up to the whole bill with a reason is allowed', () => {
    expect(discountProblem({ paise: 2_250, reason: 'Regular customer' }, 1_02_250)).toBeNull();
    expect(discountProblem({ paise: 1_02_250, reason: 'Owner’s guest' }, 1_02_250)).toBeNull();
    expect(discountProblem({ paise: 0, reason: '' }, 1_02_250)).toBeNull();
  });

  test('a discount more than the bill is refused, naming the bill', () => {
    expect(discountProblem({ paise: 1_02_251, reason: 'Friend' }, 1_02_250)).toBe(
      'The discount cannot be more than the bill, ₹1,022.50.',
    );
  });

  test('a discount without a reason is refused', () => {
    expect(discountProblem({ paise: 500, reason: '  ' }, 1_02_250)).toBe(
      'Please give the reason for the discount.',
    );
  });

  test('a negative discount or part of a paisa is refused', () => {
    for (const paise of [-100, 0.5]) {
      expect(discountProblem({ paise, reason: 'x' }, 1_02_250)).toBe(
        'Please enter the discount in rupees, like 50 or 12.50.',
      );
    }
  });
});

describe("a bill's tax", () => {
  test('within the shop’s state, each line is CGST and SGST in halves, as on a web invoice', () => {
    const figures = billFigures(journeyLines(), noDiscount, 'Maharashtra');
    expect(figures.intraState).toBe(true);
    expect(
      figures.lines.map(({ taxableValuePaise, cgstPaise, sgstPaise, igstPaise }) => ({
        taxableValuePaise,
        cgstPaise,
        sgstPaise,
        igstPaise,
      })),
    ).toEqual([
      { taxableValuePaise: 28_333, cgstPaise: 709, sgstPaise: 708, igstPaise: 0 },
      { taxableValuePaise: 26_190, cgstPaise: 655, sgstPaise: 655, igstPaise: 0 },
      { taxableValuePaise: 40_179, cgstPaise: 2_411, sgstPaise: 2_410, igstPaise: 0 },
    ]);
    expect(figures).toMatchObject({
      taxableValuePaise: 94_702,
      cgstPaise: 3_775,
      sgstPaise: 3_773,
      igstPaise: 0,
      totalPaise: 1_02_250,
    });
  });

  test('a discount is shared over the lines as a web promo is, and the bill still adds up', () => {
    const lines = journeyLines();
    const figures = billFigures(lines, { paise: 2_250, reason: 'Regular customer' }, 'Maharashtra');
    expect(figures.lines.map((line) => line.discountPaise)).toEqual([655, 605, 990]);
    expect(figures.totalPaise).toBe(1_00_000);
    expect(figures.taxableValuePaise + figures.cgstPaise + figures.sgstPaise).toBe(1_00_000);
    expect(figures).toEqual(
      taxInvoiceFigures({
        items: lines.map((line) => ({ ...line, totalPricePaise: line.amountPaise })),
        shippingPaise: 0,
        discountPaise: 2_250,
        intraState: true,
      }),
    );
  });

  test('a shop with no state set is taxed as its web invoices are then: IGST', () => {
    const figures = billFigures(journeyLines(), noDiscount, '');
    expect(figures.intraState).toBe(false);
    expect(figures.cgstPaise).toBe(0);
    expect(figures.igstPaise).toBe(1_417 + 1_310 + 4_821);
  });

  test('a discount more than the bill, or without its reason, makes no figures', () => {
    expect(() => billFigures(journeyLines(), { paise: 100, reason: '' }, 'Maharashtra')).toThrow(
      'Please give the reason for the discount.',
    );
    expect(() =>
      billFigures(journeyLines(), { paise: 1_02_251, reason: 'Friend' }, 'Maharashtra'),
    ).toThrow('The discount cannot be more than the bill, ₹1,022.50.');
  });
});
