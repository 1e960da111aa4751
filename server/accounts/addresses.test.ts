import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { homeAddress, insertCustomer, officeAddress } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { listActivity } from './activity.ts';
import {
  addAddress,
  changeAddresses,
  countAddresses,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './addresses.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

const home = homeAddress;
const office = officeAddress;

const defaults = async (userId: string) =>
  (await listAddresses(db, userId))
    .filter((address) => address.isDefault)
    .map((address) => address.title);

describe('saved addresses', () => {
  test('the first address becomes the default; the next one does not', async () => {
    const customer = await insertCustomer(db, 'Meera');
    const first = await addAddress(db, customer, home);
    const second = await addAddress(db, customer, office);
    expect(first).toMatchObject({ title: 'Home', isDefault: true, userId: customer });
    expect(second).toMatchObject({ title: 'Office', isDefault: false });
    expect(await countAddresses(db, customer)).toBe(2);
    expect((await listAddresses(db, customer)).map((address) => address.title)).toEqual([
      'Home',
      'Office',
    ]);
  });

  test('setting a default leaves exactly one default', async () => {
    const customer = await insertCustomer(db, 'Arjun');
    await addAddress(db, customer, home);
    const officeAddress = await addAddress(db, customer, office);
    await setDefaultAddress(db, customer, officeAddress?.id ?? '');
    expect(await defaults(customer)).toEqual(['Office']);
    // Setting the default that already is the default changes nothing.
    await setDefaultAddress(db, customer, officeAddress?.id ?? '');
    expect(await defaults(customer)).toEqual(['Office']);
  });

  test('an update changes the fields and keeps the default where it was', async () => {
    const customer = await insertCustomer(db, 'Fatima');
    const saved = await addAddress(db, customer, home);
    await updateAddress(db, customer, saved?.id ?? '', { ...home, city: 'Gurugram' });
    expect(await listAddresses(db, customer)).toMatchObject([
      { title: 'Home', city: 'Gurugram', isDefault: true },
    ]);
  });

  test('the default address cannot be deleted; another one can', async () => {
    const customer = await insertCustomer(db, 'Gurpreet');
    const homeAddress = await addAddress(db, customer, home);
    const officeAddress = await addAddress(db, customer, office);
    await expect(deleteAddress(db, customer, homeAddress?.id ?? '')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await deleteAddress(db, customer, officeAddress?.id ?? '');
    expect((await listAddresses(db, customer)).map((address) => address.title)).toEqual(['Home']);
  });

  test('each change is written to the activity history', async () => {
    const customer = await insertCustomer(db, 'Priya');
    const homeAddress = await addAddress(db, customer, home);
    const officeAddress = await addAddress(db, customer, office);
    await updateAddress(db, customer, officeAddress?.id ?? '', { ...office, title: 'Work' });
    await setDefaultAddress(db, customer, officeAddress?.id ?? '');
    await deleteAddress(db, customer, homeAddress?.id ?? '');
    const activity = await listActivity(db, customer, { type: 'address' });
    expect(activity.map((event) => event.title).sort()).toEqual(
      [
        'Address Added',
        'Address Added',
        'Address Deleted',
        'Address Updated',
        'Default Address Changed',
      ].sort(),
    );
    expect(activity.every((event) => event.type === 'address')).toBe(true);
  });
});

describe("one customer cannot touch another's addresses", () => {
  test('B can neither read, update, delete nor make default the address of A', async () => {
    const customerA = await insertCustomer(db, 'Asha');
    const customerB = await insertCustomer(db, 'Bilal');
    const homeOfA = await addAddress(db, customerA, home);
    const officeOfA = await addAddress(db, customerA, office);
    const before = await listAddresses(db, customerA);
    const notFound = { code: 'NOT_FOUND' };

    expect(await listAddresses(db, customerB)).toEqual([]);
    expect(await countAddresses(db, customerB)).toBe(0);
    await expect(
      updateAddress(db, customerB, homeOfA?.id ?? '', { ...home, city: 'Pune' }),
    ).rejects.toMatchObject(notFound);
    await expect(deleteAddress(db, customerB, officeOfA?.id ?? '')).rejects.toMatchObject(notFound);
    await expect(setDefaultAddress(db, customerB, officeOfA?.id ?? '')).rejects.toMatchObject(
      notFound,
    );
    // Not even an id: no address of anyone's.
    await expect(
      changeAddresses(db, customerB, { intent: 'delete', addressId: 'not-an-id' }),
    ).rejects.toMatchObject(notFound);

    expect(await listAddresses(db, customerA)).toEqual(before);
    expect(await listActivity(db, customerB)).toEqual([]);
  });
});
