/**
 * The production sheet: for a day (tomorrow, India's, unless another is chosen), what the kitchen
 * makes of each sweet, printable on its own; below it, for the owner and managers, the festival
 * days and batch sizes it is worked out with.
 */
import { data, useNavigation } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { BatchSizesForm } from '#app/components/kitchen-sheet/batch-sizes-form.tsx';
import { DayPicker } from '#app/components/kitchen-sheet/day-picker.tsx';
import { FestivalDaysForm } from '#app/components/kitchen-sheet/festival-days-form.tsx';
import { SheetTable } from '#app/components/kitchen-sheet/sheet-table.tsx';
import { redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { kitchenSheetView } from '#app/lib/kitchen-sheet-view.ts';
import { addDays, indiaDayKey, isDayKey } from '#core/india-calendar.ts';
import { BATCH_SIZE_FORM, FESTIVAL_DAY_FORM } from '#core/kitchen-sheet.ts';
import { kitchenSheetActionSchema } from '#core/kitchen-sheet-input.ts';
import { may } from '#core/staff-roles.ts';
import {
  KITCHEN_PLANNING,
  listFestivalDays,
  markFestivalDay,
  removeFestivalDay,
} from '#server/kitchen/festival-days.ts';
import { setBatchSize } from '#server/kitchen/kitchen-sweets.ts';
import { productionSheet } from '#server/kitchen/production-sheet.ts';
import type { Route } from './+types/kitchen-sheet';

/** Marked days are listed from a little over a year ago: last year's festivals are the sheet's. */
const FESTIVAL_DAYS_LISTED_FROM = -380;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const today = indiaDayKey(new Date());
  const day = url.searchParams.get('day')?.trim() || addDays(today, 1);
  if (!isDayKey(day)) throw data('Please choose a real date for the sheet.', { status: 400 });
  const mayPlan = may(staff.role, KITCHEN_PLANNING);
  const [sheet, festivalDays] = await Promise.all([
    productionSheet(context.db, day),
    mayPlan ? listFestivalDays(context.db, addDays(today, FESTIVAL_DAYS_LISTED_FROM)) : [],
  ]);
  return data(kitchenSheetView(sheet, festivalDays, mayPlan), {
    headers: { 'Cache-Control': PRIVATE_PAGE_CACHE },
  });
}

/** The festival day and batch size forms post here, and come back to the same day's sheet. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const back = `${url.pathname}${url.search}`;
  const done = (title: string, description?: string) =>
    redirectWithToast(back, { title, description }, context);
  return dispatchIntent(
    request,
    kitchenSheetActionSchema,
    {
      async [FESTIVAL_DAY_FORM](posted) {
        await markFestivalDay(context.db, staff, { day: posted.day, name: posted.name });
        return done('Festival day marked', posted.name);
      },
      async 'remove-festival'(posted) {
        await removeFestivalDay(context.db, staff, posted.day);
        return done('Festival day removed');
      },
      async [BATCH_SIZE_FORM](posted) {
        await setBatchSize(context.db, staff, posted.productId, posted.batchKg);
        return done('Usual batch saved');
      },
    },
    {
      formOf: (fields) => fields.intent ?? '',
      refusedAs: (_posted, form) => ({
        title: 'Error saving the production sheet’s settings',
        form: form.fields.intent ?? '',
        values: form.fields,
      }),
    },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Production sheet | Admin');

export default function AdminKitchenSheet({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const answerOf = (form: string) => (actionData?.form === form ? actionData : undefined);
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800 print:hidden">
        Production sheet
      </h1>
      <DayPicker day={loaderData.day} />
      <SheetTable view={loaderData} />
      {loaderData.mayPlan && (
        <>
          <FestivalDaysForm
            festivalDays={loaderData.festivalDays}
            answer={answerOf(FESTIVAL_DAY_FORM)}
            busy={busy}
          />
          <BatchSizesForm rows={loaderData.rows} answer={answerOf(BATCH_SIZE_FORM)} busy={busy} />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Production sheet" title="Error loading the production sheet" />;
}
