/**
 * The accounts this browser has signed in to (their ids, the latest first), in a signed cookie
 * kept for a year: someone else's failed sign-ins never slow this browser's (sign-in-limit.ts).
 */
import type { Config } from '#server/config.ts';
import { KNOWN_DEVICE, signedCookie } from './signed-cookie.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;
/** A shared family computer signs in to a few accounts; more than this is not remembered. */
const ACCOUNTS_REMEMBERED = 5;
const deviceCookie = signedCookie(KNOWN_DEVICE, ONE_YEAR);

export async function readKnownAccounts(request: Request, config: Config): Promise<string[]> {
  const value = await deviceCookie.read(request, config);
  return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
}

/** The cookie after `userId` signed in on this browser. */
export function knownAccountsCookie(userId: string, known: readonly string[], config: Config) {
  const accounts = [userId, ...known.filter((id) => id !== userId)].slice(0, ACCOUNTS_REMEMBERED);
  return deviceCookie.write(accounts, config);
}
