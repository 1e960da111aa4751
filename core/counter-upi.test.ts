import { describe, expect, test } from 'vitest';
import { UPI_ID_MESSAGES, readUpiId, upiPayLink } from './counter-upi.ts';

const bill = {
  upiId: 'halwai@okaxis',
  payeeName: 'Halwai',
  billNumber: 'HC1/26-27/0001',
};

/** The link's values as a UPI app reads them back. */
const valuesOf = (link: string) => new URL(link.replace('upi://pay', 'https://upi.invalid/pay'));

describe('the UPI link', () => {
  test('names the shop, the amount in rupees, the bill number and INR, in that order', () => {
    expect(upiPayLink({ ...bill, paise: 12_345 })).toBe(
      'upi://pay?pa=halwai@okaxis&pn=Halwai&am=123.45&tn=HC1%2F26-27%2F0001&cu=INR',
    );
  });

  test.each([
    { paise: 1, am: '0.01' },
    { paise: 10, am: '0.10' },
    { paise: 100, am: '1.00' },
    { paise: 45_000, am: '450.00' },
    { paise: 1_00_000_00, am: '100000.00' },
    { paise: 2_50_000_99, am: '250000.99' },
  ])('$paise paise is am=$am, with two decimals from whole paise', ({ paise, am }) => {
    expect(valuesOf(upiPayLink({ ...bill, paise })).searchParams.get('am')).toBe(am);
  });

  test('amounts whose float sum would show noise are exact: 0.1 + 0.2 rupees is 0.30', () => {
    expect(upiPayLink({ ...bill, paise: 10 + 20 })).toContain('&am=0.30&');
  });

  test('spaces, & and # in the shop name are escaped, and read back as written', () => {
    const link = upiPayLink({ ...bill, payeeName: 'Sharma & Sons #1 Sweets', paise: 100 });
    expect(link).toContain('pn=Sharma%20%26%20Sons%20%231%20Sweets&');
    expect(link).not.toContain('+');
    expect(valuesOf(link).searchParams.get('pn')).toBe('Sharma & Sons #1 Sweets');
    expect(valuesOf(link).searchParams.get('am')).toBe('1.00');
  });

  test('a Hindi shop name is sent as UTF-8 and read back as written', () => {
    const link = upiPayLink({ ...bill, payeeName: 'हलवाई मिष्ठान भंडार', paise: 100 });
    expect(link).toMatch(/^upi:\/\/pay\?pa=halwai@okaxis&pn=(%[0-9A-F]{2})+/);
    expect(valuesOf(link).searchParams.get('pn')).toBe('हलवाई मिष्ठान भंडार');
  });

  test('the bill number is the note, read back whole', () => {
    const link = upiPayLink({ ...bill, paise: 100, billNumber: 'HC12/26-27/10000' });
    expect(valuesOf(link).searchParams.get('tn')).toBe('HC12/26-27/10000');
    expect(valuesOf(link).searchParams.get('cu')).toBe('INR');
  });

  test('no amount, a negative one or part of a paisa makes no link', () => {
    for (const paise of [0, -100, 10.5]) {
      expect(() => upiPayLink({ ...bill, paise })).toThrow(RangeError);
    }
  });
});

describe('the UPI ID in Settings', () => {
  test.each(['halwai@okaxis', '9876543210@ybl', 'sharma.sweets-1_a@paytm', 'ab@upi'])(
    '%s is a UPI ID',
    (upiId) => {
      expect(readUpiId(upiId)).toEqual({ ok: true, upiId });
    },
  );

  test('spaces around it are set aside and it is kept in lower case', () => {
    expect(readUpiId('  Halwai@OKAXIS ')).toEqual({ ok: true, upiId: 'halwai@okaxis' });
  });

  test('an empty UPI ID is asked for', () => {
    expect(readUpiId('  ')).toEqual({ ok: false, problem: 'required' });
    expect(UPI_ID_MESSAGES.required).toBe('Please enter the shop’s UPI ID, like halwai@okaxis.');
  });

  test.each(['halwai', 'halwai@', '@okaxis', 'a@okaxis', 'halwai@@okaxis', 'a@b@okaxis'])(
    '%s is refused: a name, @ and the bank’s handle',
    (text) => {
      expect(readUpiId(text)).toEqual({ ok: false, problem: 'shape' });
    },
  );

  test.each(['hal wai@okaxis', 'halwai#1@okaxis', 'हलवाई@okaxis', 'halwai+1@okaxis'])(
    '%s is refused for what is before the @',
    (text) => {
      expect(readUpiId(text)).toEqual({ ok: false, problem: 'name' });
    },
  );

  test.each(['halwai@ok axis', 'halwai@okaxis1', 'halwai@ok.axis', 'halwai@gmail.com'])(
    '%s is refused for the bank’s handle',
    (text) => {
      expect(readUpiId(text)).toEqual({ ok: false, problem: 'handle' });
      expect(UPI_ID_MESSAGES.handle).toBe(
        'After the @, a UPI ID has the bank’s handle in letters only, like okaxis or ybl.',
      );
    },
  );

  test('a UPI ID longer than 100 characters is refused', () => {
    expect(readUpiId(`${'a'.repeat(95)}@okaxis`)).toEqual({ ok: false, problem: 'long' });
  });
});
