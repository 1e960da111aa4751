/**
 * The owner invites someone to the staff by e-mail with a role. The link carries a random token
 * (only its SHA-256 is kept); it works for 48 hours, once, unless the owner withdraws it. Whoever
 * opens it chooses their name and password and is signed in with that role; an account that
 * already had the address keeps its orders and takes the role, and its other sessions end.
 * Joining is a sign-in (with its limits), so it sits with the accounts, above the staff area's
 * permissions and activity log.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { pageUrl } from '#core/paths.ts';
import { INVITATION_HOURS, INVITATION_NOT_VALID } from '#core/staff.ts';
import { staffRoleLabels, type StaffRole } from '#core/staff-roles.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { PasswordWork } from '#server/auth/password-work.ts';
import { accountSlowed, TOO_MANY_TRIES } from '#server/auth/sign-in.ts';
import { signInSucceeded, takeSignInTry } from '#server/auth/sign-in-limit.ts';
import { headersWithAddress } from '#server/http/client-address.ts';
import type { Db } from '#server/db/client.ts';
import { accounts, sessions, users } from '#server/db/schema/auth.ts';
import { staffInvitations } from '#server/db/schema/staff.ts';
import { shopSender } from '#server/mail/compose-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { staffInvitationEmail } from '#server/mail/staff-emails.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

export const JOIN_STAFF_PATH = '/staff/join';

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Still usable: neither used, withdrawn nor expired. */
const usable = () =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, sql`now()`),
  );

export async function inviteStaff(
  db: Db,
  actor: Actor,
  invitation: { email: string; role: StaffRole },
  services: { mailer: Mailer; appUrl: string },
) {
  assertMay(actor, 'staff');
  const email = invitation.email.toLowerCase();
  const [member] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  if (member && member.role !== 'customer') {
    throw new AppError(
      'CONFLICT',
      `${email} is already on the staff as ${staffRoleLabels[member.role]}: change their role below.`,
      { field: 'email' },
    );
  }
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // A new invitation replaces any earlier one to the same address.
    await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(sql`lower(${staffInvitations.email}) = ${email}`, usable()));
    await tx.insert(staffInvitations).values({
      email,
      role: invitation.role,
      tokenHash: tokenHashOf(token),
      invitedBy: actor.id,
      expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
    });
    await recordAudit(tx, actor, {
      kind: 'staff.invited',
      subject: email,
      after: { role: invitation.role },
    });
  });
  const settings = await getStoreSettings(db);
  const link = pageUrl(services.appUrl, `${JOIN_STAFF_PATH}?token=${token}`);
  await services.mailer.send(
    staffInvitationEmail(shopSender(settings), email, staffRoleLabels[invitation.role], link),
  );
}

/** The invitations still waiting to be used, oldest first. */
export async function waitingInvitations(db: Db, actor: Actor) {
  assertMay(actor, 'staff');
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(usable())
    .orderBy(asc(staffInvitations.createdAt));
}

export async function revokeInvitation(db: Db, actor: Actor, invitationId: string) {
  assertMay(actor, 'staff');
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffInvitations.id, invitationId), usable()))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!revoked) throw new AppError('NOT_FOUND', 'That invitation is no longer waiting.');
    await recordAudit(tx, actor, {
      kind: 'staff.invitation-withdrawn',
      subject: revoked.email,
      before: { role: revoked.role },
    });
    return revoked.email;
  });
}

/** What the link's page shows: to whom and as what; undefined once it cannot be used. */
export async function invitationFor(db: Db, token: string) {
  const [found] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHashOf(token)), usable()));
  return found;
}

/**
 * Uses the invitation: the account made (or, for an address that has one, given the role, the
 * name and the new password, its sessions ended), its e-mail taken as verified since the link
 * reached it. One transaction, the invitation locked, so a link opened twice makes one account.
 * The password is hashed (a second of work) only for a link that can still be used, and only
 * within the sign-in limits for its address and account: a made-up link costs one lookup.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; fullName: string; password: string; address?: string },
  passwords: PasswordWork,
): Promise<{ email: string; role: StaffRole }> {
  const waiting = await invitationFor(db, input.token);
  if (!waiting) throw new AppError('NOT_FOUND', INVITATION_NOT_VALID);
  const address = input.address ?? '';
  const attempt = await takeSignInTry(db, { email: waiting.email, address, knownDevice: false });
  if (!attempt.allowed) {
    const message = attempt.reason === 'account' ? accountSlowed(attempt.waitMs) : TOO_MANY_TRIES;
    throw new AppError('RATE_LIMITED', message);
  }
  const passwordHash = await passwords.hash(input.password);
  const joined = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.tokenHash, tokenHashOf(input.token)), usable()))
      .for('update');
    if (!invitation) throw new AppError('NOT_FOUND', INVITATION_NOT_VALID);
    const { email, role } = invitation;
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    const userId = existing?.id ?? randomUUID();
    if (existing) {
      await tx
        .update(users)
        .set({ name: input.fullName, role, emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      const changed = await tx
        .update(accounts)
        .set({ password: passwordHash, updatedAt: sql`now()` })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
        .returning({ id: accounts.id });
      if (changed.length === 0) await insertPasswordAccount(tx, userId, passwordHash);
    } else {
      await tx
        .insert(users)
        .values({ id: userId, name: input.fullName, email, role, emailVerified: true });
      await insertPasswordAccount(tx, userId, passwordHash);
    }
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(staffInvitations.id, invitation.id));
    const member = { id: userId, role, address: input.address };
    await recordAudit(tx, member, { kind: 'staff.joined', subject: email, after: { role } });
    return { email, role };
  });
  await signInSucceeded(db, attempt);
  return joined;
}

/** The e-mail-and-password sign-in better-auth reads: its 'credential' account. */
function insertPasswordAccount(tx: Pick<Db, 'insert'>, userId: string, passwordHash: string) {
  return tx.insert(accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  });
}

/** Uses the invitation and signs the new staff member in: their session cookie, and their role. */
export async function joinStaff(
  db: Db,
  auth: Auth,
  input: { token: string; fullName: string; password: string; address: string },
  requestHeaders: Headers,
) {
  const { email, role } = await acceptInvitation(db, input, auth.passwords);
  const { headers } = await auth.api.signInEmail({
    body: { email, password: input.password },
    headers: headersWithAddress(requestHeaders, input.address),
    returnHeaders: true,
  });
  return { headers, role };
}
