/**
 * A sign-in finished by an e-mailed link: while others' failures slow an account
 * (sign-in-limit.ts), a right password from a browser whose turn it is not is answered like a
 * wrong one, and the holder is e-mailed a link that finishes it. The link is single use, lives
 * 15 minutes, and works only in the browser that gave the password (a nonce in its cookie); the
 * database keeps only the hashes of both, in better-auth's verifications table.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { and, eq, gt } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { AUTH_PATH, pageUrl } from '#core/paths.ts';
import type { Db } from '#server/db/client.ts';
import { verifications } from '#server/db/schema/auth.ts';
import { headersWithAddress } from '#server/http/client-address.ts';
import { log } from '#server/log/log.ts';
import { signInLinkEmail } from '#server/mail/account-emails.ts';
import { shopSender } from '#server/mail/compose-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import type { Auth } from './auth.ts';

export const SIGN_IN_LINK_MINUTES = 15;
/** The query parameter of /auth that carries the link's token. */
export const SIGN_IN_LINK_PARAM = 'link';

export const LINK_USED_OR_EXPIRED =
  'This sign-in link has expired or was used already. Please sign in again.';
export const LINK_OTHER_BROWSER =
  'This sign-in link works only in the browser where your password was typed. Please open it there, or sign in again here.';

const IDENTIFIER_PREFIX = 'halwai-sign-in-link:';
const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');
const identifierOf = (token: string) => `${IDENTIFIER_PREFIX}${hashOf(token)}`;

/** A new browser's nonce: the link it is e-mailed works only with it. */
export const newBrowserNonce = () => randomBytes(24).toString('base64url');

interface StoredLink {
  userId: string;
  /** The hash of the nonce of the browser that gave the password. */
  browser: string;
  /** The shop's page to go to once signed in. */
  afterwards: string;
}

/**
 * Stores a link for `account` and e-mails it. The e-mail is not waited for: a right password is
 * answered as soon as a wrong one would be, so the answer's time says nothing either.
 */
export async function emailSignInLink(
  services: { db: Db; mailer: Mailer; appUrl: string },
  account: { id: string; name: string; email: string },
  from: { browserNonce: string; afterwards: string },
) {
  const { db, mailer, appUrl } = services;
  const token = randomBytes(32).toString('base64url');
  const stored: StoredLink = {
    userId: account.id,
    browser: hashOf(from.browserNonce),
    afterwards: from.afterwards,
  };
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: JSON.stringify(stored),
    expiresAt: new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60 * 1000),
  });
  const url = `${pageUrl(appUrl, AUTH_PATH)}?${SIGN_IN_LINK_PARAM}=${token}`;
  const shop = shopSender(await getStoreSettings(db));
  const message = signInLinkEmail(shop, account.email, account.name, url, SIGN_IN_LINK_MINUTES);
  mailer.send(message).catch((error: unknown) => {
    log.error({ err: error }, 'The sign-in link could not be e-mailed');
  });
}

export type OpenedLink =
  | { kind: 'signed-in'; headers: Headers; userId: string; afterwards: string }
  | { kind: 'second-factor'; headers: Headers; afterwards: string };

/**
 * Opens a link in the browser carrying `browserNonce`: the password step finished as a right
 * password finishes it (the session, or the second factor next). Refuses with UNAUTHORIZED a
 * link that is unknown, expired or used, and one opened in another browser (which leaves it for
 * the right browser: a mail program that looks at links first does not use it up).
 */
export async function openSignInLink(input: {
  db: Db;
  auth: Auth;
  token: string;
  browserNonce: string | undefined;
  address: string;
  requestHeaders: Headers;
}): Promise<OpenedLink> {
  const { db, auth } = input;
  const identifier = identifierOf(input.token);
  const [row] = await db
    .select({ id: verifications.id, value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())));
  const link = row && readStoredLink(row.value);
  if (!row || !link) throw new AppError('UNAUTHORIZED', LINK_USED_OR_EXPIRED);
  if (!input.browserNonce || hashOf(input.browserNonce) !== link.browser) {
    throw new AppError('UNAUTHORIZED', LINK_OTHER_BROWSER);
  }
  // Used up in one statement: of two opening it at once, one gets it.
  const [used] = await db
    .delete(verifications)
    .where(eq(verifications.id, row.id))
    .returning({ id: verifications.id });
  if (!used) throw new AppError('UNAUTHORIZED', LINK_USED_OR_EXPIRED);
  try {
    const { headers, response } = await auth.api.finishPasswordStep({
      body: { userId: link.userId },
      headers: headersWithAddress(input.requestHeaders, input.address),
      returnHeaders: true,
    });
    if (response.twoFactorRedirect) {
      return { kind: 'second-factor', headers, afterwards: link.afterwards };
    }
    return { kind: 'signed-in', headers, userId: response.userId, afterwards: link.afterwards };
  } catch (error) {
    // The account is gone, or no longer verified, since the link was sent.
    if (error instanceof APIError) throw new AppError('UNAUTHORIZED', LINK_USED_OR_EXPIRED);
    throw error;
  }
}

function readStoredLink(value: string): StoredLink | undefined {
  try {
    const parsed = JSON.parse(value) as Partial<StoredLink>;
    const { userId, browser, afterwards } = parsed;
    if (typeof userId !== 'string' || typeof browser !== 'string') return undefined;
    return { userId, browser, afterwards: typeof afterwards === 'string' ? afterwards : '/' };
  } catch {
    return undefined;
  }
}
