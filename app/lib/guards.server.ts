/** Guards for loaders and actions: each throws a redirect (or the 404 page) when it refuses. */
import { data, redirect, type AppLoadContext } from 'react-router';
import { getCurrentUser, type CurrentUser } from '#server/auth/current-user.ts';

export function pathOf(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export async function requireUser(context: AppLoadContext, request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(context.auth, request);
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(pathOf(request))}`);
  return user;
}

export async function requireAnonymous(context: AppLoadContext, request: Request) {
  if (await getCurrentUser(context.auth, request)) throw redirect('/');
}

/** Anyone but an admin sees the 404 page: the admin area does not announce itself. */
export async function requireAdmin(
  context: AppLoadContext,
  request: Request,
): Promise<CurrentUser> {
  const user = await getCurrentUser(context.auth, request);
  if (user?.role !== 'admin') throw data(null, { status: 404 });
  return user;
}
