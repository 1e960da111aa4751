/** Tells an account's holder that someone keeps failing to sign in to it (sign-in-limit.ts). */
import { eq } from 'drizzle-orm';
import { AUTH_PATH, pageUrl } from '#core/paths.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { enqueueJob } from '#server/jobs/job-queue.ts';
import { failedSignInsEmail } from '#server/mail/account-emails.ts';
import { shopSender } from '#server/mail/compose-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';

export const FAILED_SIGN_INS_JOB = 'failed-sign-ins-email';

export function queueFailedSignInsNotice(db: Db, email: string) {
  return enqueueJob(db, FAILED_SIGN_INS_JOB, { email: email.toLowerCase() });
}

/** Sent only to an account that exists, at its own verified address. */
export async function sendFailedSignInsNotice(
  services: { db: Db; mailer: Mailer; config: { appUrl: string } },
  payload: Record<string, unknown>,
) {
  const { db, mailer, config } = services;
  const email = typeof payload.email === 'string' ? payload.email : '';
  const [account] = await db
    .select({ email: users.email, name: users.name, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!account?.verified) return;
  const shop = shopSender(await getStoreSettings(db));
  await mailer.send(
    failedSignInsEmail(shop, account.email, account.name, pageUrl(config.appUrl, AUTH_PATH)),
  );
}
