import { describe, expect, test } from 'vitest';
import {
  DELIVERY_LINE,
  isIntraState,
  placeOfSupply,
  shareOut,
  taxInvoiceFigures,
  type InvoiceItem,
} from './tax-invoice.ts';

const kajuKatli: InvoiceItem = {
  description: 'Kaju Katli (500g)',
  hsnCode: '21069099',
  gstRatePercent: 5,
  quantity: 2,
  unitPricePaise: 45_000,
  totalPricePaise: 90_000,
};
const almonds: InvoiceItem = {
  description: 'Almonds (250g)',
  hsnCode: '0813',
  gstRatePercent: 12,
  quantity: 1,
  unitPricePaise: 33_333,
  totalPricePaise: 33_333,
};

describe('shareOut', () => {
  test('shares add up to the amount to the paisa, the largest remainders taking the rest', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(30_833, [90_000, 33_333])).toEqual([22_500, 8_333]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('taxInvoiceFigures', () => {
  test('within the shop’s state the tax inside each price is CGST + SGST in halves', () => {
    const invoice = taxInvoiceFigures({
      items: [kajuKatli],
      shippingPaise: 0,
      discountPaise: 0,
      intraState: true,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        taxableValuePaise: 85_714,
        cgstPaise: 2_143,
        sgstPaise: 2_143,
        igstPaise: 0,
        amountPaise: 90_000,
      }),
    ]);
    expect(invoice.totalPaise).toBe(90_000);
  });

  test('to another state it is IGST, and an odd paisa of tax is never lost', () => {
    const invoice = taxInvoiceFigures({
      items: [almonds],
      shippingPaise: 0,
      discountPaise: 0,
      intraState: false,
    });
    const [line] = invoice.lines;
    expect(line).toMatchObject({ taxableValuePaise: 29_762, igstPaise: 3_571, cgstPaise: 0 });
    expect((line?.taxableValuePaise ?? 0) + (line?.igstPaise ?? 0)).toBe(33_333);
  });

  test('discount and delivery lines: every line and the totals add up to the order total', () => {
    const subtotal = 90_000 + 33_333;
    const discount = Math.round(subtotal * 0.25);
    const shipping = 5_000;
    for (const intraState of [true, false]) {
      const invoice = taxInvoiceFigures({
        items: [kajuKatli, almonds],
        shippingPaise: shipping,
        discountPaise: discount,
        intraState,
      });
      const total = subtotal + shipping - discount;
      expect(invoice.totalPaise).toBe(total);
      expect(invoice.lines.map((line) => line.discountPaise)).toEqual([22_500, 8_333, 0]);
      for (const line of invoice.lines) {
        expect(line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(
          line.amountPaise,
        );
      }
      expect(
        invoice.taxableValuePaise + invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise,
      ).toBe(total);
      // Delivery is taxed with the main item (Kaju Katli, the larger amount) at its rate.
      expect(invoice.lines[2]).toMatchObject({
        description: DELIVERY_LINE,
        hsnCode: '21069099',
        gstRatePercent: 5,
        amountPaise: shipping,
      });
    }
  });

  test('many small lines still add up exactly', () => {
    const items = Array.from({ length: 7 }, (_, index) => ({
      ...kajuKatli,
      quantity: 1,
      unitPricePaise: 11_111 + index,
      totalPricePaise: 11_111 + index,
      gstRatePercent: [0, 5, 12, 18, 28, 40, 5][index] ?? 5,
    }));
    const subtotal = items.reduce((sum, item) => sum + item.totalPricePaise, 0);
    const invoice = taxInvoiceFigures({
      items,
      shippingPaise: 5_000,
      discountPaise: 1_234,
      intraState: true,
    });
    expect(invoice.totalPaise).toBe(subtotal + 5_000 - 1_234);
    expect(invoice.lines.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(1_234);
  });
});

describe('the place of supply and the tax split', () => {
  const shop = 'Delhi';
  const split = (order: { state: string; billingState: string | null }) =>
    isIntraState(shop, placeOfSupply(order)) ? 'CGST + SGST' : 'IGST';

  test('a person’s order is supplied where it is delivered', () => {
    expect(placeOfSupply({ state: 'Delhi', billingState: null })).toBe('Delhi');
    expect(split({ state: 'Delhi', billingState: null })).toBe('CGST + SGST');
    expect(split({ state: 'Karnataka', billingState: null })).toBe('IGST');
  });

  test('a business buyer’s order is supplied where the buyer is, wherever it is delivered', () => {
    expect(placeOfSupply({ state: 'Karnataka', billingState: 'Delhi' })).toBe('Delhi');
    expect(split({ state: 'Karnataka', billingState: 'Delhi' })).toBe('CGST + SGST');
    expect(split({ state: 'Delhi', billingState: 'Maharashtra' })).toBe('IGST');
  });

  test('a shop with no state set is taxed as inter-state', () => {
    expect(isIntraState('', '')).toBe(false);
    expect(isIntraState('', 'Delhi')).toBe(false);
  });
});
