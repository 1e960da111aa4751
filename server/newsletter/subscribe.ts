import type { Db } from '#server/db/client.ts';
import { newsletterSubscribers } from '#server/db/schema/newsletter.ts';
import { countVisitorWrite, type VisitorLimit } from '#server/limits/visitor-writes.ts';

/** Adds a subscriber; a repeat sign-up is welcomed, not an error. Counted against the address. */
export async function subscribeToNewsletter(db: Db, email: string, visitor: VisitorLimit) {
  return db.transaction(async (tx) => {
    await countVisitorWrite(tx, 'newsletter', visitor);
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing()
      .returning({ email: newsletterSubscribers.email });
    return { alreadySubscribed: inserted.length === 0 };
  });
}
