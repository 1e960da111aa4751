import { describe, expect, test } from 'vitest';
import type { RecipientRowText } from '#core/gift-recipients.ts';
import { boxesInAllText, editedRow, recipientFormState } from './gift-recipients-view.ts';

const row: RecipientRowText & { errors: Partial<Record<string, string>> } = {
  position: 2,
  name: 'Asha Rao',
  phone: '98765 43210',
  address: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '11002',
  giftMessage: '',
  quantities: { 'kaju-500': '2' },
  deliverySlot: '',
  errors: { pincode: 'Please enter a 6-digit pincode that does not start with 0.' },
};
const products = [{ variantId: 'kaju-500' }, { variantId: 'rasgulla-1kg' }];

describe('a row opened for change', () => {
  test('starts from what it holds, each product’s boxes under its field name, its refusals beside', () => {
    expect(editedRow([row], products, 2)).toEqual({
      position: 2,
      errors: { pincode: 'Please enter a 6-digit pincode that does not start with 0.' },
      values: {
        name: 'Asha Rao',
        phone: '98765 43210',
        address: '14 Lajpat Nagar II',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '11002',
        giftMessage: '',
        deliverySlot: '',
        'boxes.kaju-500': '2',
        'boxes.rasgulla-1kg': '',
      },
    });
  });

  test('is none when the list no longer has that row', () => {
    expect(editedRow([row], products, 7)).toBeNull();
  });
});

describe('the recipient form', () => {
  const edited = editedRow([row], products, 2);

  test('shows a refused row as it was typed, with its errors, over the row being changed', () => {
    const answer = {
      form: 'row',
      values: { position: '', name: 'Ravi' },
      fieldErrors: { phone: 'Please enter a valid phone number.' },
    };
    expect(recipientFormState(answer, edited)).toEqual({
      position: null,
      values: { position: '', name: 'Ravi' },
      errors: { phone: 'Please enter a valid phone number.' },
    });
  });

  test('shows the row being changed when the answer belongs to another form', () => {
    const state = recipientFormState({ form: 'upload', fieldErrors: { file: 'No' } }, edited);
    expect(state.position).toBe(2);
    expect(state.values.name).toBe('Asha Rao');
  });

  test('is empty for a new recipient', () => {
    expect(recipientFormState(undefined, null)).toEqual({ position: null, values: {}, errors: {} });
  });
});

test('the boxes going out are said per product, in all', () => {
  expect(
    boxesInAllText([
      { name: 'Kaju Katli (500g)', boxes: 3 },
      { name: 'Rasgulla (1kg)', boxes: 0 },
    ]),
  ).toBe('3 × Kaju Katli (500g), 0 × Rasgulla (1kg)');
});
