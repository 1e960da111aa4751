import { describe, expect, test } from 'vitest';
import { billFigures, countedLine, weighedLine, type CounterBillLine } from './counter-bill.ts';
import { settlePayments, type TenderedPayment } from './counter-payments.ts';
import { cashDifferenceText, zReport, type DayBill } from './counter-z-report.ts';

const kajuKatli = {
  name: 'Kaju Katli',
  pricePerKgPaise: 85_000,
  gstRatePercent: 5,
  hsnCode: '21069099',
};
const besanLadoo = {
  name: 'Besan Ladoo',
  pricePerKgPaise: 55_000,
  gstRatePercent: 5,
  hsnCode: '21069099',
};
const giftBox = {
  name: 'Gift Box',
  hsnCode: '20081990',
  gstRatePercent: 12,
  unitPricePaise: 45_000,
};

/** A bill as the counter records it: priced, taxed and paid by the same rules as at the till. */
function dayBill(
  lines: CounterBillLine[],
  tendered: TenderedPayment[],
  extra: { discountPaise?: number; voided?: boolean; lineVoidsPaise?: number[] } = {},
): DayBill {
  const discount = { paise: extra.discountPaise ?? 0, reason: 'Regular customer' };
  const figures = billFigures(lines, discount, 'Maharashtra');
  const paid = settlePayments(figures.totalPaise, tendered);
  if (!paid.ok) throw new Error(paid.problem);
  return {
    voided: extra.voided ?? false,
    totalPaise: figures.totalPaise,
    discountPaise: extra.discountPaise ?? 0,
    lineVoidsPaise: extra.lineVoidsPaise ?? [],
    payments: paid.settled,
    taxLines: figures.lines,
  };
}

const theDay = () => [
  // ₹1,022.50, half by UPI, the rest from ₹600 in cash.
  dayBill(
    [weighedLine(kajuKatli, 350), weighedLine(besanLadoo, 500), countedLine(giftBox, 1)],
    [
      { mode: 'upi', paise: 51_125 },
      { mode: 'cash', paise: 60_000 },
    ],
  ),
  // A gift box with ₹50 off, by card.
  dayBill([countedLine(giftBox, 1)], [{ mode: 'card', paise: 40_000 }], { discountPaise: 5_000 }),
  // 500 g of Kaju Katli for cash, voided afterwards.
  dayBill([weighedLine(kajuKatli, 500)], [{ mode: 'cash', paise: 50_000 }], { voided: true }),
  // 250 g of Besan Ladoo by UPI, after 350 g of Kaju Katli was taken off the bill.
  dayBill([weighedLine(besanLadoo, 250)], [{ mode: 'upi', paise: 13_750 }], {
    lineVoidsPaise: [29_750],
  }),
];

describe("the day's close", () => {
  test('counts the bills, the voids and the discounts, and what they came to', () => {
    expect(zReport(theDay(), { floatPaise: 2_000_00, countedPaise: 2_500_00 })).toMatchObject({
      bills: 3,
      salesPaise: 1_02_250 + 40_000 + 13_750,
      voidedBills: 1,
      voidedBillsPaise: 42_500,
      voidedLines: 1,
      voidedLinesPaise: 29_750,
      discounts: 1,
      discountsPaise: 5_000,
    });
  });

  test('totals each payment mode, cash less its change, leaving out the voided bill', () => {
    const report = zReport(theDay(), { floatPaise: 0, countedPaise: 0 });
    expect(report.byMode).toEqual({ cash: 51_125, upi: 51_125 + 13_750, card: 40_000 });
    expect(report.byMode.cash + report.byMode.upi + report.byMode.card).toBe(report.salesPaise);
  });

  test('gives the GST by rate, each rate adding up to what its lines came to', () => {
    expect(zReport(theDay(), { floatPaise: 0, countedPaise: 0 }).gstByRate).toEqual([
      {
        gstRatePercent: 5,
        taxableValuePaise: 28_333 + 26_190 + 13_095,
        cgstPaise: 709 + 655 + 328,
        sgstPaise: 708 + 655 + 327,
        igstPaise: 0,
        amountPaise: 29_750 + 27_500 + 13_750,
      },
      {
        gstRatePercent: 12,
        taxableValuePaise: 40_179 + 35_714,
        cgstPaise: 2_411 + 2_143,
        sgstPaise: 2_410 + 2_143,
        igstPaise: 0,
        amountPaise: 45_000 + 40_000,
      },
    ]);
  });

  test('expects the float and the cash taken in the drawer, and records a shortfall', () => {
    const report = zReport(theDay(), { floatPaise: 2_000_00, countedPaise: 2_500_00 });
    expect(report.cash).toEqual({
      floatPaise: 2_000_00,
      takenPaise: 51_125,
      expectedPaise: 2_511_25,
      countedPaise: 2_500_00,
      differencePaise: -11_25,
    });
    expect(cashDifferenceText(report.cash.differencePaise)).toBe('₹11.25 short');
  });

  test('a drawer over or exact says so', () => {
    const over = zReport(theDay(), { floatPaise: 2_000_00, countedPaise: 2_531_25 });
    expect(cashDifferenceText(over.cash.differencePaise)).toBe('₹20.00 over');
    const exact = zReport(theDay(), { floatPaise: 2_000_00, countedPaise: 2_511_25 });
    expect(exact.cash.differencePaise).toBe(0);
    expect(cashDifferenceText(exact.cash.differencePaise)).toBe('Exact');
  });

  test('a day without bills closes on its float', () => {
    expect(zReport([], { floatPaise: 1_000_00, countedPaise: 1_000_00 })).toEqual({
      bills: 0,
      salesPaise: 0,
      voidedBills: 0,
      voidedBillsPaise: 0,
      voidedLines: 0,
      voidedLinesPaise: 0,
      discounts: 0,
      discountsPaise: 0,
      byMode: { cash: 0, upi: 0, card: 0 },
      gstByRate: [],
      cash: {
        floatPaise: 1_000_00,
        takenPaise: 0,
        expectedPaise: 1_000_00,
        countedPaise: 1_000_00,
        differencePaise: 0,
      },
    });
  });

  test('a voided bill with a discount is not counted among the discounts', () => {
    const voided = dayBill([countedLine(giftBox, 1)], [{ mode: 'card', paise: 44_000 }], {
      discountPaise: 1_000,
      voided: true,
    });
    expect(zReport([voided], { floatPaise: 0, countedPaise: 0 })).toMatchObject({
      discounts: 0,
      discountsPaise: 0,
      voidedBills: 1,
      gstByRate: [],
    });
  });
});
