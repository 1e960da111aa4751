import { roleInShop } from '#core/second-factor.ts';
import { isStaffRole, type Role, type StaffRole } from '#core/staff-roles.ts';
import { sharedReads, type SharedReads } from '#server/db/shared-reads.ts';
import type { Auth } from './auth.ts';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  /** A customer's, or the staff role they hold (core/staff-roles.ts). */
  role: Role;
  /** An authenticator app's code is asked at each sign-in (better-auth's two-factor plugin). */
  twoFactorEnabled: boolean;
  /** This browser's session, among the account's signed-in devices. */
  sessionId: string;
  /**
   * An owner's or manager's role while they have no second factor: until they set one up they
   * are a customer everywhere, and the admin area sends them to set it up.
   */
  roleAwaitingSecondFactor?: StaffRole;
}

/** The session checks of one shop's accounts, made with them (createAuth), never by a module. */
export interface SessionChecks {
  /**
   * Each page request's answer, so its layout and its page (and the admin gate) check the
   * session once: React Router hands them all the request as it came. Not a form's: its action
   * may change the customer (a new name) before the page's loaders run on the same request, so
   * those read the session again.
   */
  byPageRequest: WeakMap<Request, Promise<CurrentUser | null>>;
  /**
   * Checks under way, by the cookies they were asked with: the pages of one customer rendered at
   * once share the one check under way (shared-reads.ts) rather than each reading the session.
   */
  underWay: SharedReads<string, CurrentUser | null>;
}

export function sessionChecks(): SessionChecks {
  return { byPageRequest: new WeakMap(), underWay: sharedReads() };
}

/** The signed-in customer of this request, or null; the session is checked in the database. */
export function getCurrentUser(auth: Auth, request: Request): Promise<CurrentUser | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return sharedCheck(auth, request);
  const { byPageRequest } = auth.sessionChecks;
  let user = byPageRequest.get(request);
  if (!user) {
    user = sharedCheck(auth, request);
    byPageRequest.set(request, user);
  }
  return user;
}

function sharedCheck(auth: Auth, request: Request): Promise<CurrentUser | null> {
  const cookies = request.headers.get('Cookie') ?? '';
  if (!cookies.includes('session_token')) return Promise.resolve(null);
  return auth.sessionChecks.underWay.read(cookies, () => readCurrentUser(auth, request));
}

async function readCurrentUser(auth: Auth, request: Request): Promise<CurrentUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, name, email } = session.user;
  const { role, twoFactorEnabled } = session.user as { role?: string; twoFactorEnabled?: boolean };
  const user = {
    id,
    name,
    email,
    twoFactorEnabled: twoFactorEnabled === true,
    sessionId: session.session.id,
    role: roleInShop(role, twoFactorEnabled === true),
  };
  if (isStaffRole(role) && user.role !== role) return { ...user, roleAwaitingSecondFactor: role };
  return user;
}
