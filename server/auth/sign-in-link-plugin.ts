/**
 * The two steps of a sign-in finished by an e-mailed link (sign-in-link.ts), as better-auth
 * endpoints so that the password is checked, and the session or the second factor begun, by
 * better-auth's own code. Both are server-only: no HTTP path reaches them (the router leaves
 * out SERVER_ONLY endpoints, and the shop answers 404 for /api/auth/* besides its two links).
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { z } from 'zod';

/** better-auth's two-factor plugin's cookie and its default life (plugins/two-factor). */
const TWO_FACTOR_COOKIE = 'two_factor';
const TWO_FACTOR_COOKIE_SECONDS = 600;

export const signInLinkPlugin = () =>
  ({
    id: 'halwai-sign-in-link',
    endpoints: {
      /**
       * Whether the password is the account's, as /sign-in/email checks it (an unknown e-mail
       * hashes the password all the same, so it takes as long), without signing in.
       */
      checkPasswordQuietly: createAuthEndpoint(
        '/halwai/sign-in-link/check-password',
        {
          method: 'POST',
          body: z.object({ email: z.string(), password: z.string() }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const { email, password } = ctx.body;
          const found = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase(), {
            includeAccounts: true,
          });
          const hash = found?.accounts.find(
            (account) => account.providerId === 'credential' && account.accountId === found.user.id,
          )?.password;
          if (!found || !hash) {
            await ctx.context.password.hash(password);
            return ctx.json({ account: null });
          }
          if (!(await ctx.context.password.verify({ hash, password }))) {
            return ctx.json({ account: null });
          }
          const { id, name, email: address, emailVerified } = found.user;
          return ctx.json({ account: { id, name, email: address, emailVerified } });
        },
      ),
      /**
       * The password step finished for `userId`, as /sign-in/email finishes it: a session and
       * its cookie, or, for an account with two-factor sign-in on, no session yet but the
       * two-factor plugin's cookie that carries the sign-in to its code (the same rows and cookie
       * its after-hook writes for /sign-in/email, which runs only on its own sign-in paths).
       */
      finishPasswordStep: createAuthEndpoint(
        '/halwai/sign-in-link/finish',
        {
          method: 'POST',
          body: z.object({ userId: z.string() }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user?.emailVerified) throw APIError.from('UNAUTHORIZED', NO_SIGN_IN);
          if ((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) {
            const twoFactor = ctx.context.getPlugin('two-factor') as {
              options?: { twoFactorCookieMaxAge?: number };
            } | null;
            const maxAge = twoFactor?.options?.twoFactorCookieMaxAge ?? TWO_FACTOR_COOKIE_SECONDS;
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + maxAge * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(
              cookie.name,
              identifier,
              ctx.context.secret,
              cookie.attributes,
            );
            return ctx.json({ twoFactorRedirect: true as const, userId: user.id });
          }
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw APIError.from('UNAUTHORIZED', NO_SIGN_IN);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ twoFactorRedirect: false as const, userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;

const NO_SIGN_IN = { code: 'SIGN_IN_LINK_REFUSED', message: 'This sign-in cannot be finished' };
