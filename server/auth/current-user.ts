import type { Auth } from './auth.ts';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
}

/** Each request's answer, so its layout and its page (and the admin gate) check the session once. */
const answered = new WeakMap<Request, Promise<CurrentUser | null>>();

/** The signed-in customer of this request, or null; the session is checked in the database. */
export function getCurrentUser(auth: Auth, request: Request): Promise<CurrentUser | null> {
  let user = answered.get(request);
  if (!user) {
    user = readCurrentUser(auth, request);
    answered.set(request, user);
  }
  return user;
}

async function readCurrentUser(auth: Auth, request: Request): Promise<CurrentUser | null> {
  if (!request.headers.get('Cookie')?.includes('session_token')) return null;
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, name, email } = session.user;
  const role = (session.user as { role?: string }).role === 'admin' ? 'admin' : 'customer';
  return { id, name, email, role };
}
