/**
 * The kitchen: batches recorded as they are made (the sweet's stock rises with them), the batches
 * in stock and what expires tomorrow; the owner and managers correct a batch's kilograms and
 * write grams off.
 */
import { data, useNavigation } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import {
  AwaitingWriteOff,
  BatchesInStock,
  ExpiresTomorrow,
} from '#app/components/kitchen/batch-lists.tsx';
import { batchFormKey } from '#app/components/kitchen/batch-forms.tsx';
import { RecordBatchForm } from '#app/components/kitchen/record-batch-form.tsx';
import { redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { batchRow, bestBeforeText, bySweet } from '#app/lib/kitchen-view.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { kitchenActionSchema, madeAtForInput } from '#core/kitchen-batch-input.ts';
import { may } from '#core/staff-roles.ts';
import { gramsText } from '#core/sweet-stock.ts';
import { correctBatch } from '#server/kitchen/correct-batch.ts';
import { kitchenBatches } from '#server/kitchen/kitchen-batches-list.ts';
import { recordBatch } from '#server/kitchen/record-batch.ts';
import { writeOffBatch } from '#server/kitchen/write-off-batch.ts';
import type { Route } from './+types/kitchen';

const ADMIN_KITCHEN_PATH = '/admin/kitchen';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const now = new Date();
  const listed = await kitchenBatches(context.db, staff, indiaDayKey(now));
  return data(
    {
      sweets: listed.sweets.map(({ id, name }) => ({ id, name })),
      inStock: bySweet(listed.inStock),
      awaitingWriteOff: listed.awaitingWriteOff.map(batchRow),
      expiringTomorrow: listed.expiringTomorrow.map((sweet) => ({
        ...sweet,
        left: gramsText(sweet.grams),
      })),
      mayCorrect: may(staff.role, 'kitchenCorrections'),
      nowInput: madeAtForInput(now),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Kitchen | Admin');

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const back = (title: string, description: string) =>
    redirectWithToast(ADMIN_KITCHEN_PATH, { title, description }, context);
  const formOf = (fields: Record<string, string>) =>
    fields.intent === 'record' ? 'record' : batchFormKey(fields.intent ?? '', fields.batchId ?? '');
  return dispatchIntent(
    request,
    kitchenActionSchema,
    {
      async record(posted) {
        const recorded = await recordBatch(context.db, staff, {
          productId: posted.productId,
          grams: posted.kilograms,
          madeAt: posted.madeAt,
          costPaise: posted.cost,
        });
        const bestBefore = bestBeforeText(recorded.bestBeforeDay);
        return back(
          'Batch recorded',
          `${gramsText(posted.kilograms)} of ${recorded.name}, best before ${bestBefore}.`,
        );
      },
      async correct(posted) {
        const grams = posted.kilograms;
        const name = await correctBatch(context.db, staff, { batchId: posted.batchId, grams });
        return back('Batch corrected', `${name}: ${gramsText(grams)} made.`);
      },
      async 'write-off'(posted) {
        const name = await writeOffBatch(context.db, staff, posted);
        return back('Batch written off', `${gramsText(posted.grams)} of ${name}.`);
      },
    },
    {
      formOf,
      refusedAs: (_posted, form) => ({
        title: 'Error saving the batch',
        form: formOf(form.fields),
      }),
    },
  );
}

export default function AdminKitchen({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Kitchen</h1>
      <p className="mt-1 max-w-3xl text-stone-700">
        Record each batch as it is made: the sweet’s stock rises with it, and each batch keeps its
        own best-before, the day it was made plus the sweet’s shelf life.
      </p>
      <h2 className="mt-6 font-display text-xl font-semibold text-maroon-800">Record a batch</h2>
      <RecordBatchForm
        sweets={loaderData.sweets}
        nowInput={loaderData.nowInput}
        answer={actionData?.form === 'record' ? actionData : undefined}
        busy={busy}
      />
      <ExpiresTomorrow sweets={loaderData.expiringTomorrow} />
      <BatchesInStock
        sweets={loaderData.inStock}
        mayCorrect={loaderData.mayCorrect}
        answer={actionData}
        busy={busy}
      />
      <AwaitingWriteOff
        batches={loaderData.awaitingWriteOff}
        mayCorrect={loaderData.mayCorrect}
        busy={busy}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Kitchen" title="Error loading the kitchen" />;
}
