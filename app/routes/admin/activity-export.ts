/** Export CSV: the audit log's entries the Activity page's filters match, as a file. */
import { requireStaff } from '#app/lib/guards.server.ts';
import { auditFilters, readAuditQuery } from '#app/lib/list-queries.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { auditCsv } from '#server/staff/audit-csv.ts';
import { auditEntriesForExport } from '#server/staff/audit-entries.ts';
import type { Route } from './+types/activity-export';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const filters = auditFilters(readAuditQuery(url.searchParams));
  const entries = await auditEntriesForExport(context.db, staff, filters);
  return new Response(auditCsv(entries), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="activity-${indiaDayKey(new Date())}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
