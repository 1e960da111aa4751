import type { Auth } from './auth.ts';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
}

/** Each request's answer, so its layout and its page (and the admin gate) check the session once. */
const answered = new WeakMap<Request, Promise<CurrentUser | null>>();

/**
 * Checks of a session under way, by the cookies they were asked with. React Router hands each
 * loader of a page its own copy of the request, and a page's loaders run at once: they share the
 * one check under way rather than each reading the session. A check asked for once this one is
 * answered reads the session again.
 */
const underWay = new WeakMap<Auth, Map<string, Promise<CurrentUser | null>>>();

/** The signed-in customer of this request, or null; the session is checked in the database. */
export function getCurrentUser(auth: Auth, request: Request): Promise<CurrentUser | null> {
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
  let checks = underWay.get(auth);
  if (!checks) {
    checks = new Map();
    underWay.set(auth, checks);
  }
  let check = checks.get(cookies);
  if (!check) {
    const started = readCurrentUser(auth, request);
    check = started.finally(() => checks.delete(cookies));
    checks.set(cookies, check);
  }
  return check;
}

async function readCurrentUser(auth: Auth, request: Request): Promise<CurrentUser | null> {
  if (!request.headers.get('Cookie')?.includes('session_token')) return null;
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, name, email } = session.user;
  const role = (session.user as { role?: string }).role === 'admin' ? 'admin' : 'customer';
  return { id, name, email, role };
}
