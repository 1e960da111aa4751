import { sharedReads } from '#server/db/shared-reads.ts';
import type { Auth } from './auth.ts';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
}

/**
 * Each page request's answer, so its layout and its page (and the admin gate) check the session
 * once: React Router hands them all the request as it came. Not a form's: its action may change
 * the customer (a new name) before the page's loaders run on the same request, so those read the
 * session again.
 */
const answered = new WeakMap<Request, Promise<CurrentUser | null>>();

/**
 * Checks of a session under way, by the cookies they were asked with. React Router hands each
 * loader of a page its own copy of the request, and a page's loaders run at once: they share the
 * one check under way (shared-reads.ts) rather than each reading the session.
 */
const sessionChecks = new WeakMap<
  Auth,
  ReturnType<typeof sharedReads<string, CurrentUser | null>>
>();

/** The signed-in customer of this request, or null; the session is checked in the database. */
export function getCurrentUser(auth: Auth, request: Request): Promise<CurrentUser | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return sharedCheck(auth, request);
  let user = answered.get(request);
  if (!user) {
    user = sharedCheck(auth, request);
    answered.set(request, user);
  }
  return user;
}

function sharedCheck(auth: Auth, request: Request): Promise<CurrentUser | null> {
  const cookies = request.headers.get('Cookie') ?? '';
  if (!cookies.includes('session_token')) return Promise.resolve(null);
  let checks = sessionChecks.get(auth);
  if (!checks) {
    checks = sharedReads();
    sessionChecks.set(auth, checks);
  }
  return checks.read(cookies, () => readCurrentUser(auth, request));
}

async function readCurrentUser(auth: Auth, request: Request): Promise<CurrentUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, name, email } = session.user;
  const role = (session.user as { role?: string }).role === 'admin' ? 'admin' : 'customer';
  return { id, name, email, role };
}
