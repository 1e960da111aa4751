/** Guards for loaders and actions: each throws a redirect (or the 404 page) when it refuses. */
import { data, redirect, type AppLoadContext } from 'react-router';
import type { Toast } from '#core/action-answer.ts';
import { mayUseAdminPage } from '#core/admin-pages.ts';
import { SECOND_FACTOR_SETUP_PATH, SET_UP_FIRST } from '#core/second-factor.ts';
import { isStaffRole, NOT_YOURS_TO_DO, type StaffRole } from '#core/staff-roles.ts';
import { getCurrentUser, type CurrentUser } from '#server/auth/current-user.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';

/** What a loader or an action is called with: `url` is the page's, whatever the request's is. */
export interface RouteArgs {
  context: AppLoadContext;
  request: Request;
  /**
   * The address of the page asked for. React Router hands over the request as it came
   * (react-router.config.ts), so a navigation's data request ends in `.data`; `url` never does.
   */
  url: URL;
}

/**
 * The signed-in customer; anyone else is sent to sign in (303, so a post becomes a visit),
 * coming back to `returnTo` (by default the page asked for), with `toast` saying why.
 */
export async function requireUser(
  { context, request, url }: RouteArgs,
  options: { returnTo?: string; toast?: Toast } = {},
): Promise<CurrentUser> {
  const user = await getCurrentUser(context.auth, request);
  if (user) return user;
  const returnTo = options.returnTo ?? `${url.pathname}${url.search}`;
  const headers = new Headers();
  if (options.toast) headers.append('Set-Cookie', await toastHeader(options.toast, context.config));
  throw redirect(`/auth?redirectTo=${encodeURIComponent(returnTo)}`, { status: 303, headers });
}

export async function requireAnonymous(context: AppLoadContext, request: Request) {
  if (await getCurrentUser(context.auth, request)) throw redirect('/');
}

export const SIGNED_OUT = 'You are signed out: please sign in again.';

/**
 * The signed-in staff member whose role may open this admin page (or, for a post, use its
 * forms), as core/admin-pages.ts's table says; anyone else sees the 404 page: the admin area
 * does not announce itself. An owner or manager without a second factor is sent to set one up.
 * An endpoint a page's script calls (`refusedAs: 'json'`: the counter's queue) is refused in
 * JSON instead, 401 signed out and 403 otherwise, so the script can say why it keeps its work.
 */
export async function requireStaff(
  { context, request, url }: RouteArgs,
  { refusedAs = 'page' }: { refusedAs?: 'page' | 'json' } = {},
): Promise<StaffMember> {
  const user = await getCurrentUser(context.auth, request);
  const use = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
  if (refusedAs === 'json') {
    if (!user) throw data({ problem: SIGNED_OUT }, { status: 401 });
    if (user.roleAwaitingSecondFactor) throw data({ problem: SET_UP_FIRST }, { status: 403 });
    if (!isStaffRole(user.role) || !mayUseAdminPage(user.role, url.pathname, use)) {
      throw data({ problem: NOT_YOURS_TO_DO }, { status: 403 });
    }
    return { ...user, role: user.role, address: context.clientAddress };
  }
  // An owner or manager without a second factor sets it up before anything else.
  if (user?.roleAwaitingSecondFactor) throw redirect(SECOND_FACTOR_SETUP_PATH);
  if (!user || !isStaffRole(user.role) || !mayUseAdminPage(user.role, url.pathname, use)) {
    throw data(null, { status: 404 });
  }
  return { ...user, role: user.role, address: context.clientAddress };
}

export type StaffMember = CurrentUser & { role: StaffRole; address: string };
