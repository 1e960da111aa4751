/**
 * The shop's first administrator comes from configuration or the command line, never a default.
 * Either way the change is in the activity log, written in its own transaction.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { recordAudit } from '#server/staff/audit-log.ts';
import type { Auth } from './auth.ts';
import { log } from '#server/log/log.ts';

type MadeBy = 'ADMIN_EMAIL at start' | 'npm run admin:create';

/** The account by e-mail, locked for the change. */
async function accountFor(tx: Transaction, email: string) {
  const [account] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .for('update');
  return account;
}

async function makeOwner(
  tx: Transaction,
  account: NonNullable<Awaited<ReturnType<typeof accountFor>>>,
  by: MadeBy,
) {
  await tx
    .update(users)
    .set({ role: 'owner', emailVerified: true })
    .where(eq(users.id, account.id));
  if (account.role === 'owner') return;
  // Nobody is signed in at start or at the command line: the entry is the account's own.
  await recordAudit(
    tx,
    { id: account.id, role: 'owner' },
    {
      kind: 'staff.made-owner',
      subject: `${account.name} <${account.email}>`,
      before: { role: account.role },
      after: { role: 'owner', by },
    },
  );
}

/**
 * `npm run admin:create`: makes an existing account a verified owner, whoever else is one (run
 * by whoever holds the server); false when there is no such account.
 */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const account = await accountFor(tx, email);
    if (!account) return false;
    await makeOwner(tx, account, 'npm run admin:create');
    return true;
  });
}

export type StartPromotion = 'made-owner' | 'owner-already' | 'another-owner' | 'no-account';

/**
 * ADMIN_EMAIL at start: its account is made the owner only while the shop has no owner at all,
 * so a restart never undoes what an owner chose since (making that account a manager, say).
 */
export async function promoteAtStart(db: Db, email: string): Promise<StartPromotion> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'owner'))
      .for('update');
    const account = await accountFor(tx, email);
    if (account?.role === 'owner') return 'owner-already';
    if (owners.length > 0) return 'another-owner';
    if (!account) return 'no-account';
    await makeOwner(tx, account, 'ADMIN_EMAIL at start');
    return 'made-owner';
  });
}

export const notMadeOwnerAtStart = (email: string) =>
  `ADMIN_EMAIL names ${email}, but the shop has an owner already and that account is not one: ` +
  'it was not made owner at start. Owners change roles on the Staff page; to make it an owner ' +
  'anyway, run npm run admin:create -- <email>. ADMIN_EMAIL is only needed for the first owner.';

/** Creates (or promotes) the owner named by ADMIN_EMAIL and ADMIN_PASSWORD, while there is none. */
export async function ensureConfiguredAdmin(db: Db, auth: Auth, config: Config) {
  if (!config.admin) return;
  const { email, password } = config.admin;
  let outcome = await promoteAtStart(db, email);
  if (outcome === 'no-account') {
    await auth.api.signUpEmail({ body: { name: 'Shop Admin', email, password } });
    outcome = await promoteAtStart(db, email);
    log.info(`Created the owner account ${email}.`);
  } else if (outcome === 'made-owner') {
    log.info(`${email} is now the shop's owner (ADMIN_EMAIL).`);
  }
  if (outcome === 'another-owner') log.warn(notMadeOwnerAtStart(email));
}
