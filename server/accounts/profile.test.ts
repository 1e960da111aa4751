import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ProfileInput } from '#core/address-input.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { listActivity } from './activity.ts';
import { getProfile, saveProfile } from './profile.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

async function insertCustomer(name: string) {
  const id = randomUUID();
  const email = `${id}@example.com`;
  await db.insert(users).values({ id, name, email, emailVerified: true });
  return { id, email };
}

const meera: ProfileInput = {
  fullName: 'Meera Sharma',
  phone: '9876543210',
  address: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110024',
};

describe('the profile', () => {
  test('before anything is saved, the name is the one given at sign-up', async () => {
    const customer = await insertCustomer('Meera S');
    expect(await getProfile(db, customer.id)).toMatchObject({
      email: customer.email,
      fullName: 'Meera S',
      phone: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
    });
  });

  test('what is saved is read back, and saving again replaces it', async () => {
    const customer = await insertCustomer('Meera S');
    await saveProfile(db, customer.id, meera);
    expect(await getProfile(db, customer.id)).toMatchObject(meera);
    await saveProfile(db, customer.id, { ...meera, city: 'Jaipur', state: 'Rajasthan' });
    expect(await getProfile(db, customer.id)).toMatchObject({
      ...meera,
      city: 'Jaipur',
      state: 'Rajasthan',
    });
  });

  test('an unknown customer has no profile', async () => {
    expect(await getProfile(db, randomUUID())).toBeUndefined();
  });

  test('saving writes a Profile Updated entry to the activity history', async () => {
    const customer = await insertCustomer('Arjun Rao');
    await saveProfile(db, customer.id, { ...meera, fullName: 'Arjun Rao' });
    expect(await listActivity(db, customer.id)).toMatchObject([
      { type: 'profile', title: 'Profile Updated', status: 'completed' },
    ]);
  });
});

describe("one customer cannot see another's profile", () => {
  test("B reads only B's own profile after A saved theirs", async () => {
    const customerA = await insertCustomer('Asha');
    const customerB = await insertCustomer('Bilal Khan');
    await saveProfile(db, customerA.id, meera);
    expect(await getProfile(db, customerB.id)).toMatchObject({
      email: customerB.email,
      fullName: 'Bilal Khan',
      phone: '',
      city: '',
      pincode: '',
    });
    expect(await listActivity(db, customerB.id)).toEqual([]);
    expect(await getProfile(db, customerA.id)).toMatchObject({ email: customerA.email, ...meera });
  });
});
