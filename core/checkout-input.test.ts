import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { businessBuyerOf } from './business-buyer.ts';
import { checkoutSchema } from './checkout-input.ts';
import { GSTIN_MESSAGES } from './gstin.ts';
import { parseFields } from './validation.ts';

const filled = {
  fullName: ' Asha Verma ',
  phone: '+91 98765 43210',
  email: 'Asha@Example.com',
  address: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110024',
  giftMessage: '',
  paymentMethod: 'cod',
  idempotencyKey: randomUUID(),
};

describe('the checkout form', () => {
  test('a well-filled form is cleaned: trimmed, phone as 10 digits, e-mail lower-case, no empty gift message', () => {
    const parsed = parseFields(checkoutSchema, filled);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        fullName: 'Asha Verma',
        phone: '9876543210',
        email: 'asha@example.com',
        giftMessage: null,
      },
    });
  });

  test("phone '123' and pincode '12' are refused beside their fields, in words", () => {
    const parsed = parseFields(checkoutSchema, { ...filled, phone: '123', pincode: '12' });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        phone: 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
        pincode: 'Please enter a 6-digit pincode that does not start with 0.',
      },
    });
  });

  test('every required field says what is missing', () => {
    const parsed = parseFields(checkoutSchema, { idempotencyKey: filled.idempotencyKey });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        fullName: 'Please enter your full name.',
        phone: 'Please enter a phone number.',
        email: 'Please enter your e-mail address.',
        address: 'Please enter the address.',
        city: 'Please enter the city.',
        state: 'Please choose a state.',
        pincode: 'Please enter a pincode.',
        paymentMethod: 'Please choose a payment method.',
      },
    });
  });

  test('price-like fields are not part of the form and are dropped', () => {
    const parsed = parseFields(checkoutSchema, { ...filled, totalPaise: '1', discount: '99' });
    expect(parsed.ok && Object.keys(parsed.value)).not.toContain('totalPaise');
    expect(parsed.ok && Object.keys(parsed.value)).not.toContain('discount');
  });

  test('an unknown payment method or a missing key is refused', () => {
    const parsed = parseFields(checkoutSchema, {
      ...filled,
      paymentMethod: 'paytm',
      idempotencyKey: 'again',
    });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        paymentMethod: 'Please choose a payment method.',
        idempotencyKey: 'This checkout form is out of date. Please reload the page and try again.',
      },
    });
  });
});

describe('a business buyer', () => {
  const business = {
    businessBuyer: 'on',
    businessName: 'Sharma Exports Pvt Ltd',
    gstin: '27aapfu0939f1zv',
    billingAddress: '5 Ranade Road, Dadar',
    billingCity: 'Mumbai',
    billingState: 'Maharashtra',
    billingPincode: '400028',
  };

  test('gives a business name, GSTIN and billing address, read as the invoice will print them', () => {
    const parsed = parseFields(checkoutSchema, { ...filled, ...business });
    expect(parsed.ok && businessBuyerOf(parsed.value)).toEqual({
      name: 'Sharma Exports Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      address: '5 Ranade Road, Dadar',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400028',
    });
  });

  test('a person leaves the box unticked and the business fields are not asked', () => {
    const parsed = parseFields(checkoutSchema, filled);
    expect(parsed.ok && businessBuyerOf(parsed.value)).toBeNull();
  });

  test('every missing part is named beside its field, with the rest of the form’s errors', () => {
    const parsed = parseFields(checkoutSchema, { ...filled, phone: '', businessBuyer: 'on' });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        phone: 'Please enter a phone number.',
        businessName: 'Please enter the business name.',
        gstin: 'Please enter the business’s GSTIN, like 27AAPFU0939F1ZV.',
        billingAddress: 'Please enter the billing address.',
        billingCity: 'Please enter the billing city.',
        billingState: 'Please choose a state.',
        billingPincode: 'Please enter a pincode.',
      },
    });
  });

  test('a wrong GSTIN says which part is wrong; its state must be the billing state', () => {
    const wrongCheck = parseFields(checkoutSchema, {
      ...filled,
      ...business,
      gstin: '27AAPFU0939F1ZW',
    });
    expect(wrongCheck.ok ? undefined : wrongCheck.fieldErrors.gstin).toBe(
      GSTIN_MESSAGES.checkCharacter,
    );
    const elsewhere = parseFields(checkoutSchema, {
      ...filled,
      ...business,
      billingState: 'Delhi',
    });
    expect(elsewhere.ok ? undefined : elsewhere.fieldErrors).toEqual({
      billingState:
        'This GSTIN is registered in Maharashtra: the billing address must be in Maharashtra.',
    });
  });
});
