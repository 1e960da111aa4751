import type { Db } from '#server/db/client.ts';
import { newsletterSubscribers } from '#server/db/schema.ts';

/** Adds a subscriber; a repeat sign-up is welcomed, not an error. */
export async function subscribeToNewsletter(db: Db, email: string) {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscribers.email });
  return { alreadySubscribed: inserted.length === 0 };
}
