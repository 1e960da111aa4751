/**
 * Accounts with better-auth: e-mail and password, verified e-mail, reset links, sessions in the
 * database, and a second factor (an authenticator app's code) through its two-factor plugin.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { SECOND_FACTOR_LOCK_AFTER } from '#core/second-factor.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#core/password.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  accounts,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '#server/db/schema/auth.ts';
import { CLIENT_ADDRESS_HEADER } from '#server/http/client-address.ts';
import { SHOP_COOKIE_PREFIX } from '#server/http/signed-cookie.ts';
import { sessionChecks } from './current-user.ts';
import { createPasswordWork, type PasswordWork } from './password-work.ts';
import { signInLinkPlugin } from './sign-in-link-plugin.ts';

const DAY = 24 * 60 * 60;

/** An account's e-mail address and name, as better-auth hands them over. */
interface Recipient {
  email: string;
  name: string;
}

/**
 * The e-mails better-auth asks the shop to send. They are the shop's (its name, its mail server),
 * so server/compose/shop-auth.ts assembles them and hands them in.
 */
export interface AccountEmails {
  sendPasswordReset: (to: Recipient, url: string) => Promise<void>;
  sendVerification: (to: Recipient, url: string) => Promise<void>;
}

/**
 * `passwords`: the shop's one gate for password work (password-work.ts), built at start; a test's
 * shop gets its own.
 */
export function createAuth({
  db,
  config,
  emails,
  passwords = createPasswordWork(),
}: {
  db: Db;
  config: Config;
  emails: AccountEmails;
  passwords?: PasswordWork;
}) {
  const betterAuthInstance = betterAuth({
    appName: 'Halwai',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    plugins: [
      // An authenticator app's code after the password, with one-time backup codes for a lost
      // phone. Five wrong codes end a sign-in's tries (the plugin's own limit); ten in a row,
      // over any sign-ins, lock the second factor for 15 minutes, backup codes too.
      twoFactor({
        accountLockout: { maxFailedAttempts: SECOND_FACTOR_LOCK_AFTER, durationSeconds: 15 * 60 },
      }),
      // A sign-in finished by an e-mailed link while the account is slowed (sign-in-link.ts).
      signInLinkPlugin(),
    ],
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: passwords.hash, verify: passwords.verify },
      sendResetPassword: ({ user, url }) => emails.sendPasswordReset(user, url),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: ({ user, url }) => emails.sendVerification(user, url),
    },
    session: {
      expiresIn: 30 * DAY,
      // Renewed at most once an hour while the customer keeps using the shop: also when the
      // signed-in devices page says each was last seen.
      updateAge: 60 * 60,
    },
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    advanced: {
      cookiePrefix: SHOP_COOKIE_PREFIX,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Set by the shop's server from the connection (or a trusted proxy), never by the client.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // A session and its user are read in one statement (schema/auth.ts relations).
      database: { joins: true },
    },
    // The shop sends no traces: no span is begun around each call.
    experimental: { instrumentation: { enabled: false } },
  });
  return Object.assign(betterAuthInstance, { sessionChecks: sessionChecks(), passwords });
}

export type Auth = ReturnType<typeof createAuth>;
