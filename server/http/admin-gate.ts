/**
 * The admin area's outer door. Its pages answer anyone whose role may not open them with the
 * 404 page (their loaders call `requireStaff`); its data requests (`*.data`) and its actions
 * answer 403 here, before React Router runs a loader, so no figure is ever computed for anyone
 * else. Which role may open or post to which page is core/admin-pages.ts's table.
 *
 * The door reads the path as the router will: each segment percent-decoded and the letters in
 * any case, so `/ADMIN/orders.data` and `/%61dmin/orders.data` meet it like `/admin/orders.data`.
 */
import type { MiddlewareHandler } from 'hono';
import { mayUseAdminPage } from '#core/admin-pages.ts';
import { SET_UP_FIRST } from '#core/second-factor.ts';
import { isStaffRole, NOT_YOURS_TO_DO } from '#core/staff-roles.ts';
import type { CurrentUser } from '#server/auth/current-user.ts';

const ADMIN_AREA = /^\/admin(?:\/|\.data$|$)/i;
const READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

export const ADMIN_ONLY = 'Only the shop’s admin can see this.';

/** The path as React Router matches it: each segment decoded, an encoded `/` kept as `%2F`. */
export function routedPath(pathname: string) {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return pathname; // the router, too, matches a path it cannot decode as it came
  }
}

export function isAdminPath(pathname: string) {
  return ADMIN_AREA.test(routedPath(pathname));
}

/** The signed-in user of a request, or null: the accounts' check, handed in by server/compose/. */
export type CurrentUserOf = (request: Request) => Promise<CurrentUser | null>;

export function adminGate(currentUserOf: CurrentUserOf): MiddlewareHandler {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (!isAdminPath(pathname)) return next();
    // React Router takes a request as data when its path, as sent, ends in `.data`.
    const isPage = READS.has(c.req.method) && !pathname.endsWith('.data');
    if (isPage) return next();
    const user = await currentUserOf(c.req.raw);
    if (user?.roleAwaitingSecondFactor) return c.text(SET_UP_FIRST, 403);
    if (!isStaffRole(user?.role)) return c.text(ADMIN_ONLY, 403);
    const pagePath = routedPath(pathname).replace(/\.data$/, '');
    const use = READS.has(c.req.method) ? 'read' : 'write';
    if (!mayUseAdminPage(user?.role, pagePath, use)) return c.text(NOT_YOURS_TO_DO, 403);
    return next();
  };
}
