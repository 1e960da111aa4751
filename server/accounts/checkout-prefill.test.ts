import { beforeAll, expect, test } from 'vitest';
import { addAddress } from '#server/accounts/addresses.ts';
import { saveProfile } from '#server/accounts/profile.ts';
import type { Db } from '#server/db/client.ts';
import { insertCustomer, officeAddress } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { checkoutPrefill } from './checkout-prefill.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

const office = officeAddress;

test('the form starts from the profile and the account e-mail', async () => {
  const asha = await insertCustomer(db, 'Asha Verma');
  await saveProfile(db, asha, {
    fullName: 'Asha Verma',
    phone: '9876543210',
    address: '14 Lajpat Nagar II',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110024',
  });
  const { prefill } = await checkoutPrefill(db, asha);
  expect(prefill).toEqual({
    fullName: 'Asha Verma',
    email: `${asha}@example.com`,
    phone: '9876543210',
    address: '14 Lajpat Nagar II',
    city: 'New Delhi',
    state: 'Delhi',
    pincode: '110024',
  });
});

test('a picked saved address fills the delivery fields; without a profile address the default does', async () => {
  const ravi = await insertCustomer(db, 'Ravi Iyer');
  const saved = await addAddress(db, ravi, office);
  const byDefault = await checkoutPrefill(db, ravi);
  expect(byDefault.prefill).toMatchObject({
    fullName: 'Ravi Iyer',
    city: 'Mumbai',
    phone: '8123456789',
  });
  expect(byDefault.chosenAddressId).toBe(saved?.id);
  const picked = await checkoutPrefill(db, ravi, saved?.id);
  expect(picked.prefill.address).toBe('3rd Floor, Bandra Kurla Complex');
});

test("another customer's address id fills nothing", async () => {
  const asha = await insertCustomer(db, 'Asha');
  const theirs = await addAddress(db, asha, office);
  const bilal = await insertCustomer(db, 'Bilal');
  const { prefill, savedAddresses, chosenAddressId } = await checkoutPrefill(db, bilal, theirs?.id);
  expect(prefill).toMatchObject({ address: '', city: '', phone: '', pincode: '' });
  expect(savedAddresses).toEqual([]);
  expect(chosenAddressId).toBeNull();
});
