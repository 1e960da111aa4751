/** The customer's profile; until they save one, the name is the one they signed up with. */
import { eq, sql } from 'drizzle-orm';
import type { ProfileInput } from '#core/address-input.ts';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/accounts.ts';
import { users } from '#server/db/schema/auth.ts';
import { recordActivity } from './activity.ts';

export async function getProfile(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user, profile } = row;
  return {
    email: user.email,
    memberSince: user.createdAt,
    fullName: profile?.fullName || user.name,
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    pincode: profile?.pincode ?? '',
  };
}
export type Profile = NonNullable<Awaited<ReturnType<typeof getProfile>>>;

export async function saveProfile(db: Db, userId: string, input: ProfileInput) {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, ...input })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...input, updatedAt: sql`now()` } });
    await recordActivity(tx, userId, {
      type: 'profile',
      title: 'Profile Updated',
      description: 'Your profile information was updated.',
      status: 'completed',
    });
  });
}
