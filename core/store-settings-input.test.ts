import { describe, expect, test } from 'vitest';
import {
  COD_LIMIT_MESSAGES,
  STORE_PHONE_MESSAGE,
  storeSettingsSchema,
} from './store-settings-input.ts';
import { parseFields } from './validation.ts';
import { GSTIN_MESSAGES } from './gstin.ts';

/** The form as posted with every box ticked; tests change one field at a time. */
const posted = {
  storeName: '  Halwai  ',
  storeDescription: 'Traditional sweets since 1985.',
  email: 'Hello@Halwai.Example',
  phone: '+91 98765 43210',
  address: '12 Chandni Chowk, Delhi 110006',
  state: 'Delhi',
  gstin: '27AAPFU0939F1ZV',
  fssaiLicenceNumber: '10012011000123',
  emailNotifications: 'on',
  orderNotifications: 'on',
  lowStockAlerts: 'on',
  maintenanceMode: 'on',
  codLimit: '5000',
  giftOrderCashOnDelivery: 'on',
};

function parse(changes: Record<string, string | undefined>) {
  return parseFields(storeSettingsSchema, { ...posted, ...changes });
}

function errorFor(field: string, value: string | undefined) {
  const result = parse({ [field]: value });
  return result.ok ? undefined : (result.fieldErrors as Record<string, string>)[field];
}

test('a complete form is read into the settings, trimmed, with the e-mail in lower case', () => {
  const result = parse({});
  expect(result).toEqual({
    ok: true,
    value: {
      storeName: 'Halwai',
      storeDescription: 'Traditional sweets since 1985.',
      email: 'hello@halwai.example',
      phone: '+91 98765 43210',
      address: '12 Chandni Chowk, Delhi 110006',
      state: 'Delhi',
      gstin: '27AAPFU0939F1ZV',
      fssaiLicenceNumber: '10012011000123',
      emailNotifications: true,
      orderNotifications: true,
      lowStockAlerts: true,
      maintenanceMode: true,
      codLimit: 500_000,
      giftOrderCashOnDelivery: true,
    },
  });
});

test('an unticked switch is absent from the post and reads as off', () => {
  const result = parseFields(storeSettingsSchema, {
    storeName: 'Halwai',
    email: 'hello@halwai.example',
    phone: '011 2345 6789',
    emailNotifications: 'on',
    codLimit: '5000',
  });
  expect(result.ok && result.value).toMatchObject({
    emailNotifications: true,
    orderNotifications: false,
    lowStockAlerts: false,
    maintenanceMode: false,
    giftOrderCashOnDelivery: false,
    storeDescription: '',
    address: '',
    state: '',
    gstin: '',
    fssaiLicenceNumber: '',
  });
});

describe('the store name and texts', () => {
  test('the store name is required and kept to 80 characters', () => {
    expect(errorFor('storeName', '   ')).toBe('Please enter the store name.');
    expect(errorFor('storeName', undefined)).toBe('Please enter the store name.');
    expect(errorFor('storeName', 'x'.repeat(81))).toBe(
      'Please keep the store name to 80 characters.',
    );
  });

  test('the description and address have their limits', () => {
    expect(errorFor('storeDescription', 'x'.repeat(501))).toBe(
      'Please keep the description to 500 characters.',
    );
    expect(errorFor('address', 'x'.repeat(301))).toBe('Please keep the address to 300 characters.');
  });

  test('the e-mail must be an address', () => {
    expect(errorFor('email', 'halwai')).toBe(
      'Please enter a valid e-mail address, like name@example.com.',
    );
  });

  test('the state is one of India’s or none', () => {
    expect(errorFor('state', '')).toBeUndefined();
    expect(errorFor('state', 'Tamil Nadu')).toBeUndefined();
    expect(errorFor('state', 'Atlantis')).toBe('Please choose a state from the list.');
  });
});

describe('the phone', () => {
  test.each([
    '+91 98765 43210',
    '09876543210',
    '011-2345-6789',
    '+91-11-2345 6789',
    '2345 6789',
    '0091 11 2345 6789',
  ])('%s is a phone number a shop may give', (phone) => {
    expect(errorFor('phone', phone)).toBeUndefined();
  });

  test.each(['1234567', '+91 12345', '98765 43210 98765', 'call us', '98765O43210'])(
    '%s is refused with what is expected',
    (phone) => {
      expect(errorFor('phone', phone)).toBe(STORE_PHONE_MESSAGE);
    },
  );

  test('an empty phone asks for one; a written one keeps its grouping', () => {
    expect(errorFor('phone', ' ')).toBe('Please enter a phone number.');
    const result = parse({ phone: ' 011  2345 6789 ' });
    expect(result.ok && result.value.phone).toBe('011 2345 6789');
  });
});

test('the GSTIN is checked as core/gstin.ts checks it, and may be left empty', () => {
  expect(errorFor('gstin', '')).toBeUndefined();
  expect(errorFor('gstin', '27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checkCharacter);
  const result = parse({ gstin: ' 27aapfu0939f1zv ' });
  expect(result.ok && result.value.gstin).toBe('27AAPFU0939F1ZV');
});

describe('the FSSAI licence number', () => {
  test('is empty or exactly 14 digits', () => {
    expect(errorFor('fssaiLicenceNumber', '')).toBeUndefined();
    expect(errorFor('fssaiLicenceNumber', ' 10012011000123 ')).toBeUndefined();
    for (const number of ['1001201100012', '100120110001234', '1001201100012A']) {
      expect(errorFor('fssaiLicenceNumber', number)).toBe('An FSSAI licence number has 14 digits.');
    }
  });
});

describe('the Cash on Delivery limit', () => {
  function limitOf(text: string) {
    const result = parse({ codLimit: text });
    return result.ok ? result.value.codLimit : undefined;
  }

  test('rupees as typed are read into paise', () => {
    expect(limitOf('5000')).toBe(500_000);
    expect(limitOf(' 5000.50 ')).toBe(500_050);
    expect(limitOf('5000.5')).toBe(500_050);
    expect(limitOf('₹12,500')).toBe(1_250_000);
  });

  test('₹0 is allowed: it turns Cash on Delivery off', () => {
    expect(limitOf('0')).toBe(0);
  });

  test('empty, negative and non-numeric limits are refused with what to type', () => {
    expect(errorFor('codLimit', '')).toBe(COD_LIMIT_MESSAGES.required);
    expect(errorFor('codLimit', '  ')).toBe(COD_LIMIT_MESSAGES.required);
    expect(errorFor('codLimit', undefined)).toBe(COD_LIMIT_MESSAGES.required);
    expect(errorFor('codLimit', '-100')).toBe(COD_LIMIT_MESSAGES.negative);
    for (const text of ['five thousand', '5000.555', '5e3', '50 00', '.']) {
      expect(errorFor('codLimit', text)).toBe(COD_LIMIT_MESSAGES.shape);
    }
    expect(COD_LIMIT_MESSAGES.required).toBe(
      'Please enter the Cash on Delivery limit in rupees, like 5000.',
    );
  });

  test('₹2,00,000 or more is refused, naming the legal cash limit; just below is allowed', () => {
    expect(limitOf('199999.99')).toBe(19_999_999);
    for (const text of ['200000', '2,00,000.00', '250000', '99999999999999999999']) {
      expect(errorFor('codLimit', text)).toBe(
        'The Cash on Delivery limit must be below ₹2,00,000, the legal limit for a cash payment.',
      );
    }
  });
});
