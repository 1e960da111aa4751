import { describe, expect, test } from 'vitest';
import type { DeliveryZone } from './delivery-zones.ts';
import { checkRecipientRow, readState } from './gift-recipient-row.ts';
import {
  boxesInAll,
  checkRecipientList,
  firstListProblem,
  giftOrderLines,
  parcelsAt,
  rowLabel,
  type CheckedRecipient,
  type GiftProduct,
  type RecipientRowText,
} from './gift-recipients.ts';
import { readRecipientTable, recipientTemplateHeadings } from './recipient-table.ts';

const kajuKatli: GiftProduct = {
  variantId: 'kaju-500',
  name: 'Kaju Katli (500g)',
  productName: 'Kaju Katli',
  perishable: false,
};
const rasgulla: GiftProduct = {
  variantId: 'rasgulla-1kg',
  name: 'Rasgulla (1kg)',
  productName: 'Rasgulla',
  perishable: true,
};
const products = [kajuKatli, rasgulla];

const row = (changes: Partial<RecipientRowText> = {}): RecipientRowText => ({
  position: 1,
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  address: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'delhi',
  pincode: '110024',
  giftMessage: 'Happy Diwali!',
  quantities: { 'kaju-500': '2' },
  deliverySlot: '',
  ...changes,
});

describe('a recipient row', () => {
  test('is read as checkout reads an address, with the boxes it receives', () => {
    expect(checkRecipientRow(row(), products)).toEqual({
      ok: true,
      recipient: {
        position: 1,
        name: 'Asha Rao',
        phone: '9876543210',
        address: '14 Lajpat Nagar II',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110024',
        giftMessage: 'Happy Diwali!',
        items: [{ variantId: 'kaju-500', quantity: 2 }],
        deliverySlot: null,
      },
    });
  });

  test('says in words what is wrong beside each field', () => {
    const checked = checkRecipientRow(
      row({
        name: ' ',
        phone: '12345',
        state: 'Bombay',
        pincode: '01234',
        quantities: { 'kaju-500': '0', 'rasgulla-1kg': '' },
        deliverySlot: 'tomorrow',
      }),
      products,
    );
    expect(checked).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Please enter the recipient’s name.',
        phone: 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
        state:
          "'Bombay' is not one of India's states or union territories: please write it in full, like Maharashtra.",
        pincode: 'Please enter a 6-digit pincode that does not start with 0.',
        items: 'Please give this recipient at least one box.',
        deliverySlot: 'Please choose a delivery date and slot from the list.',
      },
    });
  });

  test('a number of boxes must be whole', () => {
    const checked = checkRecipientRow(row({ quantities: { 'kaju-500': '1.5' } }), products);
    expect(checked.ok ? undefined : checked.fieldErrors.items).toBe(
      'Please give the number of Kaju Katli (500g) as a whole number from 0 to 999.',
    );
  });

  test('is named by its number and its recipient', () => {
    expect(rowLabel({ position: 3, name: ' Asha Rao ' })).toBe('Row 3 (Asha Rao)');
    expect(rowLabel({ position: 4, name: '' })).toBe('Row 4');
  });

  test('a state is read in any case, with & for and', () => {
    expect(readState(' tamil  nadu ')).toBe('Tamil Nadu');
    expect(readState('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(readState('Bombay')).toBeUndefined();
  });
});

test('the order holds what the recipients receive, added up', () => {
  const recipients = [
    { items: [{ variantId: 'kaju-500', quantity: 2 }] },
    {
      items: [
        { variantId: 'kaju-500', quantity: 1 },
        { variantId: 'rasgulla-1kg', quantity: 1 },
      ],
    },
  ] as CheckedRecipient[];
  expect(boxesInAll(recipients)).toEqual(
    new Map([
      ['kaju-500', 3],
      ['rasgulla-1kg', 1],
    ]),
  );
});

describe('the recipient file', () => {
  test('the template has the address columns and one per product of the cart', () => {
    expect(recipientTemplateHeadings(products)).toEqual([
      'Name',
      'Phone',
      'Address',
      'City',
      'State',
      'Pincode',
      'Gift message',
      'Kaju Katli (500g)',
      'Rasgulla (1kg)',
    ]);
  });

  test('is read by its headings, in any order and case, skipping empty lines', () => {
    const table = readRecipientTable(
      [
        ['pincode', 'NAME', 'Phone', 'Address', 'City', 'State', 'kaju katli (500g)'],
        ['110024', ' Asha Rao ', '9876543210', '14 Lajpat Nagar', 'New Delhi', 'Delhi', '2'],
        ['', '', '', '', '', '', ''],
        ['400001', 'Ravi Iyer', '9812345678', '1 Marine Drive', 'Mumbai', 'Maharashtra'],
      ],
      products,
    );
    expect(table).toEqual({
      ok: true,
      rows: [
        {
          name: 'Asha Rao',
          phone: '9876543210',
          address: '14 Lajpat Nagar',
          city: 'New Delhi',
          state: 'Delhi',
          pincode: '110024',
          giftMessage: '',
          quantities: { 'kaju-500': '2' },
        },
        {
          name: 'Ravi Iyer',
          phone: '9812345678',
          address: '1 Marine Drive',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400001',
          giftMessage: '',
          quantities: { 'kaju-500': '' },
        },
      ],
    });
  });

  test('an unknown or missing column is refused as a whole, in words', () => {
    const headings = recipientTemplateHeadings(products);
    expect(readRecipientTable([[...headings, 'Barfi (1kg)'], ['x']], products)).toEqual({
      ok: false,
      message:
        'The column ‘Barfi (1kg)’ is neither an address column nor a product in your cart. Please start from the template, which has a column for each product in your cart.',
    });
    expect(readRecipientTable([['Name', 'Phone', 'Address', 'City'], ['x']], products)).toEqual({
      ok: false,
      message: 'The file has no State, Pincode columns. Please start from the template.',
    });
    expect(readRecipientTable([headings], products)).toEqual({
      ok: false,
      message: 'The file has no recipients: please add one per line.',
    });
  });

  test('holds at most 300 recipients', () => {
    const headings = recipientTemplateHeadings(products);
    const lines = Array.from({ length: 301 }, () => ['Asha']);
    expect(readRecipientTable([headings, ...lines], products)).toEqual({
      ok: false,
      message:
        'The file has 301 recipients; one order goes to at most 300. Please split it into two orders.',
    });
  });
});

describe('the whole list', () => {
  const zones: DeliveryZone[] = [
    {
      name: 'Everywhere',
      coverage: [{ kind: 'prefix', prefix: '1' }],
      perishables: true,
      cashOnDelivery: true,
      promise: { kind: 'business-days', fewestDays: 2, mostDays: 3 },
      slots: false,
    },
  ];
  const check = (rows: RecipientRowText[]) =>
    checkRecipientList({
      rows,
      products,
      zones,
      calendar: null,
      cashOnDelivery: false,
      now: new Date(),
    });

  test('is ready when every row reads well and every product goes to someone', () => {
    const rows = [row(), row({ position: 2, quantities: { 'rasgulla-1kg': '1' } })];
    const checked = check(rows);
    expect(checked.ready).toBe(true);
    expect(checked.deliveries).toHaveLength(2);
    expect(firstListProblem(rows, checked)).toBeNull();
  });

  test('names its first problem by row, and a product no one receives', () => {
    const rows = [row(), row({ position: 2, name: 'Ravi Iyer', pincode: '560001' })];
    const checked = check(rows);
    expect(checked.ready).toBe(false);
    expect(checked.rowErrors.get(2)).toEqual({ pincode: 'We do not deliver to pincode 560001.' });
    expect(firstListProblem(rows, checked)).toBe(
      'Row 2 (Ravi Iyer): We do not deliver to pincode 560001.',
    );
    const unsent = check([row()]);
    expect(firstListProblem([row()], unsent)).toBe(
      'No recipient receives Rasgulla (1kg). Please give it to someone, or remove it from your cart.',
    );
    expect(firstListProblem([], check([]))).toBe('Please add the people to send your cart to.');
  });
});

test('the order’s lines are what the recipients receive, added up, at the business price that reaches', () => {
  const rows = [
    {
      variantId: 'kaju-500',
      quantity: 1,
      unitPricePaise: 45_000,
      quantityTiers: [{ variantId: null, minQuantity: 25, percentOff: 5 }],
    },
  ];
  const recipients = Array.from({ length: 30 }, () => ({
    items: [{ variantId: 'kaju-500', quantity: 1 }],
  }));
  const [line] = giftOrderLines(rows, recipients);
  expect(line).toMatchObject({ quantity: 30, listPricePaise: 45_000, unitPricePaise: 42_750 });
  expect(parcelsAt(recipients.slice(0, 2), line ? [line] : [])).toEqual([
    [{ unitPricePaise: 42_750, quantity: 1 }],
    [{ unitPricePaise: 42_750, quantity: 1 }],
  ]);
});
