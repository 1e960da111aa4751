import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { AddressFields, addressFieldSpecs, formValue } from './address-fields.tsx';

test("a shopper's own address is offered the browser's autofill under the shop's labels", () => {
  expect(addressFieldSpecs()).toEqual([
    { part: 'address', name: 'address', label: 'Address', autoComplete: 'street-address' },
    { part: 'city', name: 'city', label: 'City', autoComplete: 'address-level2' },
    { part: 'state', name: 'state', label: 'State', autoComplete: 'address-level1' },
    { part: 'pincode', name: 'pincode', label: 'Pincode', autoComplete: 'postal-code' },
  ]);
});

test('a billing address has its own names, Billing labels and billing autofill', () => {
  const specs = addressFieldSpecs({
    labelPrefix: 'Billing',
    autoFill: 'billing',
    names: {
      address: 'billingAddress',
      city: 'billingCity',
      state: 'billingState',
      pincode: 'billingPincode',
    },
  });
  expect(specs.map(({ name, label, autoComplete }) => [name, label, autoComplete])).toEqual([
    ['billingAddress', 'Billing Address', 'billing street-address'],
    ['billingCity', 'Billing City', 'billing address-level2'],
    ['billingState', 'Billing State', 'billing address-level1'],
    ['billingPincode', 'Billing Pincode', 'billing postal-code'],
  ]);
});

test("a gift recipient's address is never filled in from the buyer's own", () => {
  const specs = addressFieldSpecs({ autoFill: 'off' });
  expect(specs.map((spec) => spec.autoComplete)).toEqual(['off', 'off', 'off', 'off']);
});

test("the account's address form names its street address Full Address", () => {
  const [address] = addressFieldSpecs({
    names: { address: 'fullAddress' },
    addressLabel: 'Full Address',
  });
  expect(address).toMatchObject({ name: 'fullAddress', label: 'Full Address' });
});

test('a saved or typed value is read by field name, and only when it is text', () => {
  const saved = { fullAddress: '14 Lajpat Nagar II', isDefault: true };
  expect(formValue(saved, 'fullAddress')).toBe('14 Lajpat Nagar II');
  expect(formValue(saved, 'isDefault')).toBeUndefined();
  expect(formValue(saved, 'city')).toBeUndefined();
});

test('each field shows what was typed and its error beside it, the state chosen in its list', () => {
  const html = renderToStaticMarkup(
    createElement(AddressFields, {
      values: { address: '3rd Floor, BKC', city: 'Mumbai', state: 'Maharashtra', pincode: '4000' },
      errors: { pincode: 'Enter a valid 6-digit pincode' },
      required: true,
    }),
  );
  expect(html).toContain('value="3rd Floor, BKC"');
  expect(html).toContain('<option value="Maharashtra" selected="">Maharashtra</option>');
  expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="pincode"/);
  expect(html).toMatch(
    /<p id="[^"]+-error" class="mt-1 text-sm text-red-700">Enter a valid 6-digit pincode<\/p>/,
  );
  expect(html.match(/required=""/g)).toHaveLength(4);
});
