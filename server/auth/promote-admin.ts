/** The shop's first administrator comes from configuration or the command line, never a default. */
import { eq } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { Auth } from './auth.ts';
import { log } from '#server/log/log.ts';

/** Makes an existing account a verified admin; false when there is no such account. */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ role: 'owner', emailVerified: true })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  return promoted.length > 0;
}

/** Creates (or promotes) the owner named by ADMIN_EMAIL and ADMIN_PASSWORD at start. */
export async function ensureConfiguredAdmin(db: Db, auth: Auth, config: Config) {
  if (!config.admin) return;
  const { email, password } = config.admin;
  if (!(await promoteToAdmin(db, email))) {
    await auth.api.signUpEmail({ body: { name: 'Shop Admin', email, password } });
    await promoteToAdmin(db, email);
    log.info(`Created the owner account ${email}.`);
  }
}
