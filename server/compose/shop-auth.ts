/**
 * The shop's accounts (server/auth/auth.ts) assembled with what they send: the account e-mails,
 * signed with the shop's name from its settings and sent through its mailer.
 */
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { createAuth } from '#server/auth/auth.ts';
import type { PasswordWork } from '#server/auth/password-work.ts';
import { passwordResetEmail, verificationEmail } from '#server/mail/account-emails.ts';
import { shopSender } from '#server/mail/compose-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';

export function createShopAuth({
  db,
  config,
  mailer,
  passwords,
}: {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The shop's one gate for password work, built at start; a test's shop gets its own. */
  passwords?: PasswordWork;
}) {
  // Read at each e-mail, so a renamed shop signs its next one with the new name.
  const sender = async () => shopSender(await getStoreSettings(db));
  return createAuth({
    db,
    config,
    passwords,
    emails: {
      sendPasswordReset: async (user, url) => {
        await mailer.send(passwordResetEmail(await sender(), user.email, user.name, url));
      },
      sendVerification: async (user, url) => {
        await mailer.send(verificationEmail(await sender(), user.email, user.name, url));
      },
    },
  });
}
