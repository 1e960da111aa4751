import { describe, expect, test } from 'vitest';
import { addressSchema, profileSchema } from './address-input.ts';
import { parseFields } from './validation.ts';

const home = {
  title: 'Home',
  fullAddress: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110024',
  phone: '+91 98765 43210',
};

describe('address form', () => {
  test('accepts an Indian mobile with or without +91, keeping the 10 digits', () => {
    expect(parseFields(addressSchema, home)).toMatchObject({
      ok: true,
      value: { phone: '9876543210', state: 'Delhi' },
    });
    expect(parseFields(addressSchema, { ...home, phone: '7012345678' })).toMatchObject({
      ok: true,
    });
  });

  test('says which field is wrong, in words', () => {
    expect(parseFields(addressSchema, { ...home, phone: '123', pincode: '12' })).toEqual({
      ok: false,
      fieldErrors: {
        phone: 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
        pincode: 'Please enter a 6-digit pincode that does not start with 0.',
      },
    });
    expect(parseFields(addressSchema, { ...home, phone: '5123456789' })).toMatchObject({
      ok: false,
    });
    expect(parseFields(addressSchema, { ...home, pincode: '012345' })).toMatchObject({
      ok: false,
    });
    expect(parseFields(addressSchema, { ...home, state: 'Atlantis', title: ' ' })).toEqual({
      ok: false,
      fieldErrors: {
        title: 'Please enter a title, such as Home or Office.',
        state: 'Please choose a state.',
      },
    });
  });
});

describe('profile form', () => {
  test('leaves optional fields empty but checks what is filled in', () => {
    expect(
      parseFields(profileSchema, {
        fullName: 'Meera Sharma',
        phone: '',
        address: '',
        city: '',
        state: '',
        pincode: '',
      }),
    ).toMatchObject({ ok: true });
    expect(
      parseFields(profileSchema, {
        fullName: 'Meera Sharma',
        phone: '98765',
        address: '',
        city: '',
        state: '',
        pincode: '',
      }),
    ).toMatchObject({ ok: false, fieldErrors: { phone: expect.stringContaining('10-digit') } });
  });
});
