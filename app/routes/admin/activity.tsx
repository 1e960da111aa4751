/** The owner's Activity page: the audit log, filtered by person, kind and days, and its CSV. */
import { data, useLocation } from 'react-router';
import { ActivityFilters, ActivityTable } from '#app/components/admin/activity-sections.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { Icon } from '#app/components/ui/icons.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_ACTIVITY_EXPORT_PATH } from '#app/lib/admin-paths.ts';
import { activityValuesText } from '#app/lib/activity-view.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { auditFilters, readAuditQuery, readPage } from '#app/lib/list-queries.ts';
import { auditKinds } from '#core/audit.ts';
import { formatShopDateTime } from '#core/date-format.ts';
import { staffRoleLabels, isStaffRole } from '#core/staff-roles.ts';
import { listAuditEntries } from '#server/staff/audit-entries.ts';
import type { Route } from './+types/activity';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const query = readAuditQuery(url.searchParams);
  const found = await listAuditEntries(context.db, staff, {
    ...auditFilters(query),
    page: readPage(url.searchParams),
  });
  return data(
    {
      query,
      total: found.total,
      page: found.page,
      pageCount: found.pageCount,
      people: found.people,
      entries: found.entries.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        when: formatShopDateTime(entry.at),
        who: entry.actorName,
        role: isStaffRole(entry.actorRole) ? staffRoleLabels[entry.actorRole] : 'Customer',
        email: entry.actorEmail,
        address: entry.address ?? '',
        what: auditKinds[entry.kind].label,
        subject: entry.subject,
        before: activityValuesText(entry.before),
        after: activityValuesText(entry.after),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Activity | Admin');

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">
          Activity ({loaderData.total})
        </h1>
        <a
          href={`${ADMIN_ACTIVITY_EXPORT_PATH}${search}`}
          download
          className={buttonClass({ variant: 'outline' })}
        >
          <Icon name="download" aria-hidden />
          Export CSV
        </a>
      </div>
      <p className="mt-1 text-stone-700">
        Every change the staff made, with who, when, from where, and the values before and after.
        Nobody can change or delete it.
      </p>
      <ActivityFilters query={loaderData.query} people={loaderData.people} />
      <ActivityTable entries={loaderData.entries} />
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Activity" title="Error loading activity" />;
}
