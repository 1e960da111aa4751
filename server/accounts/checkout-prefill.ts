/** What the checkout form starts with: the customer's profile, or the saved address they pick. */
import { getProfile } from './profile.ts';
import { listAddresses } from './addresses.ts';
import type { Db } from '#server/db/client.ts';

export interface CheckoutPrefill {
  fullName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/**
 * The profile's details and the session's e-mail; a chosen saved address (only one of the
 * customer's own) replaces the delivery fields, and the default one fills them when the
 * profile has no address.
 */
export async function checkoutPrefill(db: Db, userId: string, chosenAddressId?: string | null) {
  const [profile, savedAddresses] = await Promise.all([
    getProfile(db, userId),
    listAddresses(db, userId),
  ]);
  const chosen =
    savedAddresses.find((address) => address.id === chosenAddressId) ??
    (profile?.address ? undefined : savedAddresses.find((address) => address.isDefault));
  const prefill: CheckoutPrefill = {
    fullName: profile?.fullName ?? '',
    email: profile?.email ?? '',
    phone: chosen?.phone ?? profile?.phone ?? '',
    address: chosen?.fullAddress ?? profile?.address ?? '',
    city: chosen?.city ?? profile?.city ?? '',
    state: chosen?.state ?? profile?.state ?? '',
    pincode: chosen?.pincode ?? profile?.pincode ?? '',
  };
  return { prefill, savedAddresses, chosenAddressId: chosen?.id ?? null };
}
