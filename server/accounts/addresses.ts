/** Saved delivery addresses: always exactly one default once there is any; only the owner's. */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '#core/app-error.ts';
import type { AddressAction, AddressInput } from '#core/address-input.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { addresses } from '#server/db/schema/accounts.ts';
import { recordActivity } from './activity.ts';

export type SavedAddress = typeof addresses.$inferSelect;

const NOT_YOURS = 'That address could not be found.';

export async function listAddresses(db: Db, userId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
}

export async function countAddresses(db: Db, userId: string) {
  const [row] = await db
    .select({ addresses: count() })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.addresses ?? 0;
}

async function ownAddress(tx: Transaction, userId: string, addressId: string) {
  // Not even an id: it cannot be one of the customer's addresses.
  if (!z.uuid().safeParse(addressId).success) throw new AppError('NOT_FOUND', NOT_YOURS);
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .for('update');
  if (!address) throw new AppError('NOT_FOUND', NOT_YOURS);
  return address;
}

/** The first address a customer saves becomes the default. */
export async function addAddress(db: Db, userId: string, input: AddressInput) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    const [saved] = await tx
      .insert(addresses)
      .values({ ...input, userId, isDefault: !existing })
      .returning();
    await recordActivity(tx, userId, {
      type: 'address',
      title: 'Address Added',
      description: `${input.title}: ${input.fullAddress}, ${input.city} ${input.pincode}`,
      status: 'completed',
    });
    return saved;
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  input: AddressInput,
) {
  return db.transaction(async (tx) => {
    await ownAddress(tx, userId, addressId);
    const [saved] = await tx
      .update(addresses)
      .set(input)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning();
    await recordActivity(tx, userId, {
      type: 'address',
      title: 'Address Updated',
      description: `${input.title}: ${input.fullAddress}, ${input.city} ${input.pincode}`,
      status: 'completed',
    });
    return saved;
  });
}

/** The default address cannot be deleted: another must become the default first. */
export async function deleteAddress(db: Db, userId: string, addressId: string) {
  await db.transaction(async (tx) => {
    const address = await ownAddress(tx, userId, addressId);
    if (address.isDefault) {
      throw new AppError(
        'CONFLICT',
        'The default address cannot be deleted. Make another address the default first.',
      );
    }
    await tx.delete(addresses).where(eq(addresses.id, address.id));
    await recordActivity(tx, userId, {
      type: 'address',
      title: 'Address Deleted',
      description: `${address.title}: ${address.fullAddress}, ${address.city}`,
      status: 'completed',
    });
  });
}

export async function setDefaultAddress(db: Db, userId: string, addressId: string) {
  await db.transaction(async (tx) => {
    const address = await ownAddress(tx, userId, addressId);
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, addressId)));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
    await recordActivity(tx, userId, {
      type: 'address',
      title: 'Default Address Changed',
      description: `${address.title} is now the default delivery address.`,
      status: 'completed',
    });
  });
}

/** What the Saved Addresses page asked for, done for this customer only. */
export async function changeAddresses(db: Db, userId: string, action: AddressAction) {
  switch (action.intent) {
    case 'add':
      return addAddress(db, userId, addressFields(action));
    case 'update':
      return updateAddress(db, userId, action.addressId, addressFields(action));
    case 'delete':
      return deleteAddress(db, userId, action.addressId);
    case 'set-default':
      return setDefaultAddress(db, userId, action.addressId);
  }
}

const addressFields = (action: AddressInput): AddressInput => ({
  title: action.title,
  fullAddress: action.fullAddress,
  city: action.city,
  state: action.state,
  pincode: action.pincode,
  phone: action.phone,
});
