/** One closed counter day: its Z report as the cashier printed it, to read or print again. */
import { Link, data } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { ZReport } from '#app/components/counter/z-report.tsx';
import { PrintButton } from '#app/components/print-button.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { Icon } from '#app/components/ui/icons.tsx';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { zReportView } from '#app/lib/counter-day-view.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { COUNTER_DAYS_PATH } from '#core/paths.ts';
import { readCounterClosing } from '#server/counter/counter-closings.ts';
import type { Route } from './+types/counter-day';

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  // A closing not found is answered 404 by the shop's refusal wrapper (server/http/app-errors.ts).
  const closing = await readCounterClosing(context.db, staff, params.closingId);
  return data(
    { report: zReportView(closing), paperWidthMm: closing.paperWidthMm },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Z report | Counter days | Admin');

export default function AdminCounterDay({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <div>
      <nav aria-label="Counter days" className="mb-4 flex flex-wrap gap-3 print:hidden">
        <Link className={buttonClass({ variant: 'outline', size: 'sm' })} to={COUNTER_DAYS_PATH}>
          <Icon name="arrow-left" aria-hidden />
          Back to counter days
        </Link>
        <PrintButton />
      </nav>
      <h1 className="mb-4 font-display text-3xl font-bold text-maroon-800 print:hidden">
        Z report: {report.counterName}, {report.day}
      </h1>
      <ZReport report={report} paperWidthMm={loaderData.paperWidthMm} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Z report" title="Error loading the Z report" />;
}
