import { describe, expect, test } from 'vitest';
import { countedLine, weighedLine } from '#core/counter-bill.ts';
import { billShareLinks, receiptView, type ReceiptBill } from './counter-receipt-view.ts';

const sweet = {
  name: 'Kaju Katli',
  pricePerKgPaise: 90_000,
  gstRatePercent: 5,
  hsnCode: '21069099',
};
const bill: ReceiptBill = {
  billNumber: 'HC1/26-27/0001',
  takenAt: new Date('2026-11-28T10:00:00Z'),
  cashierName: 'Meena Cashier',
  shop: {
    name: 'Halwai',
    address: '12 Chandni Chowk, Delhi 110006',
    gstin: '07AAACH7409R1Z3',
    state: 'Delhi',
  },
  lines: [
    weighedLine(sweet, 350),
    countedLine(
      {
        name: 'Dry Fruit Gift Box (Box)',
        hsnCode: '0802',
        gstRatePercent: 12,
        unitPricePaise: 150_000,
      },
      1,
    ),
  ],
  discount: { paise: 0, reason: '' },
  buyer: null,
  payments: [
    { mode: 'cash', paise: 90_750 },
    { mode: 'upi', paise: 90_750 },
  ],
  changePaise: 9_250,
};

describe('a counter bill’s receipt', () => {
  test('prints each line with its HSN and rate, and the tax by rate in CGST and SGST', () => {
    const view = receiptView(bill);
    expect(view.lines).toEqual([
      {
        key: '0',
        description: 'Kaju Katli',
        detail: '350 g',
        tax: 'HSN 21069099 · GST 5%',
        amount: '₹315.00',
      },
      {
        key: '1',
        description: 'Dry Fruit Gift Box (Box)',
        detail: '1 × ₹1,500.00',
        tax: 'HSN 0802 · GST 12%',
        amount: '₹1,500.00',
      },
    ]);
    expect(view.intraState).toBe(true);
    expect(view.taxes).toEqual([
      {
        key: '21069099 5',
        label: 'HSN 21069099 @ 5%',
        taxable: '₹300.00',
        cgst: '₹7.50',
        sgst: '₹7.50',
        igst: '₹0.00',
      },
      {
        key: '0802 12',
        label: 'HSN 0802 @ 12%',
        taxable: '₹1,339.29',
        cgst: '₹80.36',
        sgst: '₹80.35',
        igst: '₹0.00',
      },
    ]);
    expect(view.total).toBe('₹1,815.00');
    expect(view.shop.registration).toBe('GSTIN: 07AAACH7409R1Z3');
    expect(view.title).toBe('Tax Invoice');
  });

  test('from a shop not registered under GST it is a bill of supply, with no tax on it', () => {
    const view = receiptView({ ...bill, shop: { ...bill.shop, gstin: '' } });
    expect(view.title).toBe('Bill of Supply');
    expect(view.shop.registration).toBe(
      'Not registered under GST: no GST is charged on this bill.',
    );
    expect(view.taxes).toEqual([]);
    expect(view.lines.map((line) => line.tax)).toEqual(['HSN 21069099', 'HSN 0802']);
    expect(view.thanks).toBe('Thank you!');
    expect(view.total).toBe('₹1,815.00');
  });

  test('shows the cash handed over and the change given', () => {
    const view = receiptView(bill);
    expect(view.payments).toEqual([
      { mode: 'Cash', amount: '₹1,000.00' },
      { mode: 'UPI', amount: '₹907.50' },
    ]);
    expect(view.change).toBe('₹92.50');
  });

  test('a business buyer makes it a B2B tax invoice, and a discount shows with its reason', () => {
    const view = receiptView({
      ...bill,
      buyer: { name: 'Sharma Traders', gstin: '07AAACH7409R1Z3', address: 'Karol Bagh' },
      discount: { paise: 1_500, reason: 'Regular customer' },
      payments: [{ mode: 'card', paise: 180_000 }],
      changePaise: 0,
    });
    expect(view.title).toBe('Tax Invoice (B2B)');
    expect(view.discount).toEqual({ amount: '−₹15.00', reason: 'Regular customer' });
    expect(view.linesTotal).toBe('₹1,815.00');
    expect(view.total).toBe('₹1,800.00');
    expect(view.change).toBeNull();
  });

  test('the share links carry the bill’s address on the shop’s site', () => {
    const links = billShareLinks('https://halwai.example/', 'key-1', 'HC1/26-27/0001', 'Halwai');
    expect(links.url).toBe('https://halwai.example/bills/key-1');
    expect(links.whatsApp).toBe(
      `https://wa.me/?text=${encodeURIComponent('Your bill HC1/26-27/0001 from Halwai: https://halwai.example/bills/key-1')}`,
    );
    expect(links.sms.startsWith('sms:?&body=Your%20bill%20HC1%2F26-27%2F0001')).toBe(true);
  });
});
