import { describe, expect, test } from 'vitest';
import { productSlug, weightKey } from './product-defaults.ts';
import { readProductForm, readRupees } from './product-input.ts';

const kajuKatli = {
  name: ' Kaju Katli ',
  category: 'mithai',
  description: 'Cashew fudge with silver leaf.',
  ingredients: 'Cashews, sugar, ghee',
  shelfLifeDays: '15',
  storageNote: 'Keep in a cool, dry place',
  hsnCode: '21069099',
  gstRatePercent: '5',
  occasions: ['Diwali', 'Wedding'],
  isActive: 'on',
  stockKg: '12.5',
  defaultVariant: '1',
  'variants.0.weight': '250g',
  'variants.0.price': '225',
  'variants.0.stock': '40',
  'variants.1.weight': '500g',
  'variants.1.price': '112.50',
  'variants.1.stock': '0',
};

function errorsOf(fields: Record<string, string | string[]>) {
  const read = readProductForm(fields);
  if (read.ok) throw new Error('The form was accepted');
  return read.fieldErrors;
}

describe('the product form', () => {
  test('reads a product with its variants, prices in paise and the chosen default', () => {
    expect(readProductForm(kajuKatli)).toEqual({
      ok: true,
      value: {
        name: 'Kaju Katli',
        category: 'mithai',
        description: 'Cashew fudge with silver leaf.',
        ingredients: 'Cashews, sugar, ghee',
        shelfLifeDays: 15,
        storageNote: 'Keep in a cool, dry place',
        // Not sold at the counter until the owner gives it a code.
        counterCode: null,
        hsnCode: '21069099',
        gstRatePercent: 5,
        occasions: ['Diwali', 'Wedding'],
        isActive: true,
        // Left unticked: a dry sweet travels anywhere.
        perishable: false,
        // The weights share the sweet's stock, in grams; a weight's own stock field is not read.
        stockGrams: 12_500,
        variants: [
          { weight: '250g', pricePaise: 22500, stockQuantity: 0, isDefault: false },
          { weight: '500g', pricePaise: 11250, stockQuantity: 0, isDefault: true },
        ],
      },
    });
  });

  test('fills what the dialog may leave out: mithai, 5% GST, the usual HSN code, the first row', () => {
    const read = readProductForm({
      name: 'Badam Burfi',
      stockKg: '0',
      'variants.0.weight': '250g',
      'variants.0.price': '0',
      'variants.0.stock': '0',
    });
    expect(read).toMatchObject({
      ok: true,
      value: {
        category: 'mithai',
        gstRatePercent: 5,
        hsnCode: '21069099',
        occasions: [],
        isActive: false,
        // A shelf life not said is 0 days: no best-before date is given.
        shelfLifeDays: 0,
        storageNote: '',
        variants: [{ weight: '250g', pricePaise: 0, stockQuantity: 0, isDefault: true }],
      },
    });
    const almonds = readProductForm({ ...kajuKatli, category: 'dry_fruits', hsnCode: '' });
    expect(almonds).toMatchObject({ ok: true, value: { hsnCode: '0813' } });
    const oneOccasion = readProductForm({ ...kajuKatli, occasions: 'Holi' });
    expect(oneOccasion).toMatchObject({ ok: true, value: { occasions: ['Holi'] } });
  });

  test('prices are rupees with at most two decimals, never negative, read without float error', () => {
    expect(readRupees('112.50')).toEqual({ ok: true, paise: 11250 });
    expect(readRupees('0.29')).toEqual({ ok: true, paise: 29 });
    expect(readRupees('₹1,200.5')).toEqual({ ok: true, paise: 120050 });
    expect(readRupees('1.005')).toMatchObject({ ok: false });
    expect(errorsOf({ ...kajuKatli, 'variants.1.price': '1.005' })).toEqual({
      'variants.1.price': 'Please give the price with at most 2 decimals, like 112.50.',
    });
    expect(errorsOf({ ...kajuKatli, 'variants.0.price': '-1' })).toEqual({
      'variants.0.price': 'The price cannot be negative.',
    });
    expect(errorsOf({ ...kajuKatli, 'variants.0.price': 'four fifty' })).toEqual({
      'variants.0.price': 'Please enter the price in rupees, like 450 or 112.50.',
    });
  });

  test("a box's stock is a whole number, not negative", () => {
    const withBox = { ...kajuKatli, 'variants.0.weight': 'box' };
    expect(errorsOf({ ...withBox, 'variants.0.stock': '-1' })).toEqual({
      'variants.0.stock': 'Stock cannot be negative.',
    });
    expect(errorsOf({ ...withBox, 'variants.0.stock': '2.5' })).toEqual({
      'variants.0.stock': 'Please enter the stock as a whole number, like 40.',
    });
    expect(readProductForm({ ...withBox, 'variants.0.stock': '20' })).toMatchObject({
      ok: true,
      value: { variants: [{ weight: 'box', stockQuantity: 20 }, { weight: '500g' }] },
    });
  });

  test('a sweet sold by weight has its stock in kilograms, to the gram; one sold only in boxes has none', () => {
    expect(readProductForm({ ...kajuKatli, stockKg: '0.75' })).toMatchObject({
      ok: true,
      value: { stockGrams: 750 },
    });
    expect(errorsOf({ ...kajuKatli, stockKg: '' })).toEqual({
      stockKg: 'Please enter the stock in kilograms, like 12.5.',
    });
    expect(errorsOf({ ...kajuKatli, stockKg: '-2' })).toEqual({
      stockKg: 'Stock cannot be negative.',
    });
    expect(errorsOf({ ...kajuKatli, stockKg: '1.2345' })).toEqual({
      stockKg: 'Please enter the stock in kilograms, like 12.5 (at most 3 decimals).',
    });
    // Beside the other fields' errors too.
    expect(errorsOf({ ...kajuKatli, name: '', stockKg: 'lots' })).toEqual({
      name: 'Please enter the product name.',
      stockKg: 'Please enter the stock in kilograms, like 12.5 (at most 3 decimals).',
    });
    const hamper = {
      name: 'Diwali Hamper',
      'variants.0.weight': 'box',
      'variants.0.price': '1500',
      'variants.0.stock': '12',
    };
    expect(readProductForm(hamper)).toMatchObject({ ok: true, value: { stockGrams: 0 } });
  });

  test('a weight appears once per product, whatever its case and spaces', () => {
    expect(weightKey(' 500 G ')).toBe(weightKey('500g'));
    expect(errorsOf({ ...kajuKatli, 'variants.1.weight': '250 G' })).toEqual({
      'variants.1.weight': 'Each weight may appear only once.',
    });
  });

  test('each error is keyed by the name of its field', () => {
    expect(
      errorsOf({
        ...kajuKatli,
        name: ' ',
        category: 'sweets',
        hsnCode: '21A',
        gstRatePercent: '7',
        occasions: ['Christmas'],
        shelfLifeDays: '2 weeks',
        'variants.0.weight': '',
        'variants.1.price': '',
      }),
    ).toEqual({
      name: 'Please enter the product name.',
      category: 'Please choose a category.',
      hsnCode: 'Please enter an HSN code of 4, 6 or 8 digits.',
      gstRatePercent: 'Please choose a GST rate of 0, 5, 12, 18, 28 or 40%.',
      occasions: 'Please choose occasions from the list.',
      shelfLifeDays:
        'Please enter the shelf life in days, like 15 (at most 730), or leave it empty.',
      'variants.0.weight': 'Please enter the weight, like 500g.',
      'variants.1.price': 'Please enter a price.',
    });
    expect(errorsOf({ ...kajuKatli, name: 'K'.repeat(121) })).toEqual({
      name: 'Please keep the name to 120 characters.',
    });
  });

  test('one to ten variants, and the default must be one of them', () => {
    expect(errorsOf({ name: 'Barfi' })).toEqual({ variants: 'Please add at least one variant.' });
    const eleven: Record<string, string> = { name: 'Barfi', stockKg: '10' };
    for (let index = 0; index < 11; index += 1) {
      eleven[`variants.${index}.weight`] = `${(index + 1) * 100}g`;
      eleven[`variants.${index}.price`] = '100';
      eleven[`variants.${index}.stock`] = '1';
    }
    expect(errorsOf(eleven)).toEqual({ variants: 'A product can have at most 10 variants.' });
    expect(errorsOf({ ...kajuKatli, defaultVariant: '2' })).toEqual({
      defaultVariant: 'Please choose which variant is the default.',
    });
  });

  test('rows keep their own numbers when one in the middle was removed', () => {
    const rest = Object.fromEntries(
      Object.entries(kajuKatli).filter(([name]) => !name.startsWith('variants.1.')),
    );
    const fields = {
      ...rest,
      defaultVariant: '2',
      'variants.2.weight': 'box',
      'variants.2.price': '850',
      'variants.2.stock': 'x',
    };
    expect(errorsOf(fields)).toEqual({
      'variants.2.stock': 'Please enter the stock as a whole number, like 40.',
    });
    const read = readProductForm({ ...fields, 'variants.2.stock': '5' });
    expect(read.ok && read.value.variants.map((variant) => variant.isDefault)).toEqual([
      false,
      true,
    ]);
  });

  test('a counter code is digits as the scale prints them, read without its leading zeros', () => {
    const read = (counterCode: string) => readProductForm({ ...kajuKatli, counterCode });
    expect(read(' 0042 ')).toMatchObject({ ok: true, value: { counterCode: '42' } });
    expect(read('')).toMatchObject({ ok: true, value: { counterCode: null } });
    const digitsOnly =
      'Please give the counter code in digits, like 42, as the scale prints it; or leave it empty.';
    expect(errorsOf({ ...kajuKatli, counterCode: 'KK1' })).toEqual({ counterCode: digitsOnly });
    expect(errorsOf({ ...kajuKatli, counterCode: '1234567' })).toEqual({ counterCode: digitsOnly });
    expect(errorsOf({ ...kajuKatli, counterCode: '000' })).toEqual({
      counterCode: 'A counter code starts at 1.',
    });
  });

  test('slugs are URL-safe names', () => {
    expect(productSlug('Kaju Katli (Special)')).toBe('kaju-katli-special');
    expect(productSlug('Crème Brûlée Barfi')).toBe('creme-brulee-barfi');
    expect(productSlug('काजू कतली')).toBe('product');
  });
});
