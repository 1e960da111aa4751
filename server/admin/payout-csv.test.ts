import { describe, expect, test } from 'vitest';
import { payoutCsv } from './payout-csv.ts';
import type { PayoutTransaction } from './payouts.ts';

const BOM = '\uFEFF';
const HEADER =
  'Order #,Customer,Amount (INR),Payment Method,Status,Date,Sold at,Cash (INR),UPI (INR),Card (INR)';

function transaction(overrides: Partial<PayoutTransaction> = {}): PayoutTransaction {
  return {
    orderNumber: 'HW-000042',
    customerName: 'Asha Verma',
    totalPaise: 123450,
    paymentMethodLabel: 'Razorpay',
    status: 'Paid',
    // 19:05 UTC on 30 November is 00:35 on 1 December in India.
    createdAt: new Date('2026-11-30T19:05:00Z'),
    ...overrides,
  };
}

/** The customer cells of a file, one row per line (none of these names holds a line break). */
function customerCells(csv: string) {
  return csv
    .slice(BOM.length)
    .split('\r\n')
    .slice(1, -1)
    .map((row) => row.slice('HW-000042,'.length, row.indexOf(',1234.50,')));
}

describe('the payouts CSV', () => {
  test('a header row, then one row per transaction in rupees and India time', () => {
    expect(
      payoutCsv([
        transaction(),
        transaction({
          orderNumber: 'HW-000043',
          totalPaise: 5,
          status: 'Processing',
          paymentMethodLabel: 'Card',
        }),
      ]),
    ).toBe(
      `${BOM}${HEADER}\r\n` +
        'HW-000042,Asha Verma,1234.50,Razorpay,Paid,2026-12-01 00:35,Web,,,\r\n' +
        'HW-000043,Asha Verma,0.05,Card,Processing,2026-12-01 00:35,Web,,,\r\n',
    );
  });

  test('counter bills sit among the web orders by time, each with its counter and what each mode paid', () => {
    expect(
      payoutCsv(
        [transaction()],
        [
          {
            billNumber: 'HC1/26-27/0007',
            counterName: 'Front counter',
            buyerName: null,
            totalPaise: 63_000,
            byMode: { cash: 30_000, upi: 33_000, card: 0 },
            takenAt: new Date('2026-12-01T05:30:00Z'),
          },
        ],
      ),
    ).toBe(
      `${BOM}${HEADER}\r\n` +
        'HC1/26-27/0007,Counter customer,630.00,Cash + UPI,Paid,2026-12-01 11:00,Front counter,300.00,330.00,0.00\r\n' +
        'HW-000042,Asha Verma,1234.50,Razorpay,Paid,2026-12-01 00:35,Web,,,\r\n',
    );
  });

  test('no transactions is the header alone', () => {
    expect(payoutCsv([])).toBe(`${BOM}${HEADER}\r\n`);
  });

  test('commas, quotes and line breaks in a name are quoted', () => {
    const csv = payoutCsv([
      transaction({ customerName: 'Verma, Asha' }),
      transaction({ customerName: 'Asha "Ashu" Verma' }),
      transaction({ customerName: 'Asha\nVerma' }),
    ]);
    expect(csv).toBe(
      `${BOM}${HEADER}\r\n` +
        'HW-000042,"Verma, Asha",1234.50,Razorpay,Paid,2026-12-01 00:35,Web,,,\r\n' +
        'HW-000042,"Asha ""Ashu"" Verma",1234.50,Razorpay,Paid,2026-12-01 00:35,Web,,,\r\n' +
        'HW-000042,"Asha\nVerma",1234.50,Razorpay,Paid,2026-12-01 00:35,Web,,,\r\n',
    );
  });

  test('a name a spreadsheet would run as a formula comes out as text', () => {
    const names = [
      '=HYPERLINK("http://evil")',
      '+91 98765 43210',
      '-2',
      '@SUM(A1)',
      '\t=1+1',
      '＝1+1',
      'Asha = Verma',
    ];
    const cells = customerCells(
      payoutCsv(names.map((customerName) => transaction({ customerName }))),
    );
    expect(cells).toEqual([
      `"'=HYPERLINK(""http://evil"")"`,
      "'+91 98765 43210",
      "'-2",
      "'@SUM(A1)",
      "'\t=1+1",
      "'＝1+1",
      'Asha = Verma',
    ]);
    // What a spreadsheet reads: every such cell starts with the apostrophe that makes it text.
    for (const cell of cells.slice(0, -1)) expect(cell.replace(/^"/, '')).toMatch(/^'/);
  });

  test('a carriage return at the start is made text and quoted', () => {
    expect(payoutCsv([transaction({ customerName: '\r=1+1' })])).toContain(
      `HW-000042,"'\r=1+1",1234.50,`,
    );
  });
});
