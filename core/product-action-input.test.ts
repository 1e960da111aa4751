import { describe, expect, test } from 'vitest';
import { parseFields } from './validation.ts';
import { productActionSchema, productFormOf } from './product-action-input.ts';

const dialog = {
  intent: 'save',
  productId: '',
  name: 'Kaju Katli',
  category: 'mithai',
  occasions: ['Diwali', 'Wedding'],
  isActive: 'on',
  defaultVariant: '0',
  'variants.0.weight': '500g',
  'variants.0.price': '450',
  'variants.0.stock': '40',
  stockKg: '20',
};

describe("the products page's posts", () => {
  test('the dialog gives a new product with every occasion ticked, and no image when none was chosen', () => {
    const read = parseFields(productActionSchema, dialog);
    if (!read.ok) throw new Error(JSON.stringify(read.fieldErrors));
    expect(read.value).toMatchObject({
      intent: 'save',
      productId: null,
      image: undefined,
      product: {
        name: 'Kaju Katli',
        occasions: ['Diwali', 'Wedding'],
        isActive: true,
        stockGrams: 20_000,
        variants: [{ weight: '500g', pricePaise: 45_000, stockQuantity: 0, isDefault: true }],
      },
    });
  });

  test('an edit keeps its product id, and the chosen photo comes with it', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'katli.png', { type: 'image/png' });
    const read = parseFields(productActionSchema, { ...dialog, productId: 'p-1', image: photo });
    expect(read.ok && read.value.intent === 'save' && read.value).toMatchObject({
      productId: 'p-1',
      image: photo,
    });
  });

  test('an empty text where the photo would be is no photo', () => {
    const read = parseFields(productActionSchema, { ...dialog, image: '' });
    expect(read.ok && read.value.intent === 'save' && read.value.image).toBeUndefined();
  });

  test("the dialog's mistakes come back beside the fields they are about", () => {
    const read = parseFields(productActionSchema, {
      ...dialog,
      name: ' ',
      'variants.0.price': '-20',
    });
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        name: 'Please enter the product name.',
        'variants.0.price': 'The price cannot be negative.',
      },
    });
  });

  test('the switch posts the state it moves to', () => {
    const read = parseFields(productActionSchema, {
      intent: 'toggle-active',
      productId: 'p-1',
      isActive: 'off',
    });
    expect(read).toEqual({
      ok: true,
      value: { intent: 'toggle-active', productId: 'p-1', isActive: false },
    });
    expect(parseFields(productActionSchema, { intent: 'toggle-active', productId: 'p-1' })).toEqual(
      {
        ok: false,
        fieldErrors: { isActive: 'Please choose whether the product is shown in the shop.' },
      },
    );
  });

  test("a switch's answer belongs to the switch, anything else to the dialog", () => {
    expect(productFormOf({ intent: 'toggle-active' })).toBe('switch');
    expect(productFormOf({ intent: 'save' })).toBe('dialog');
  });
});
