import { data } from 'react-router';
import { z } from 'zod';
import { BoxForm } from '#app/components/admin/box-form.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { NEW_BOX, boxSweetView, ownersBoxView } from '#app/lib/admin-boxes-view.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_BOXES_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { boxTypeSchema } from '#core/box-input.ts';
import {
  boxSweetChoices,
  createBoxType,
  listBoxTypesForOwner,
  updateBoxType,
} from '#server/boxes/box-types.ts';
import type { Route } from './+types/boxes';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const [boxes, sweets] = await Promise.all([
    listBoxTypesForOwner(context.db, staff),
    boxSweetChoices(context.db),
  ]);
  return data(
    { boxes: boxes.map(ownersBoxView), sweets: sweets.map(boxSweetView) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Assorted boxes | Admin');

const boxActionSchema = boxTypeSchema.and(
  z.object({ boxProductId: z.union([z.literal(NEW_BOX), z.uuid()]) }),
);

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const formOf = (fields: Record<string, string>) => fields.boxProductId ?? NEW_BOX;
  const form = await readForm(request, boxActionSchema, formOf, { lists: ['sweetIds'] });
  if (!form.ok) return form.answer;
  const { boxProductId, ...box } = form.value;
  const refusedAs = {
    title: 'Error saving the box',
    form: formOf(form.fields),
    values: form.fields,
    lists: form.lists,
  };
  return answerRefusals(refusedAs, async () => {
    if (boxProductId === NEW_BOX) {
      await createBoxType(context.db, staff, box);
      return redirectWithToast(
        ADMIN_BOXES_PATH,
        { title: 'Box added', description: box.name },
        context,
      );
    }
    await updateBoxType(context.db, staff, boxProductId, box);
    return redirectWithToast(
      ADMIN_BOXES_PATH,
      { title: 'Box saved', description: box.name },
      context,
    );
  });
}

export default function AdminBoxes({ loaderData, actionData }: Route.ComponentProps) {
  const { boxes, sweets } = loaderData;
  const answerFor = (form: string) => (actionData?.form === form ? actionData : undefined);
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Assorted boxes</h1>
      <p className="mt-1 max-w-3xl text-stone-700">
        Boxes your customers fill with sweets of their choice. Each share is priced at its
        sweet&rsquo;s price per kilogram, and the box charge is added. The grams come out of each
        sweet&rsquo;s stock when the order is placed. A box holding a perishable sweet goes only to
        zones that take perishables.
      </p>
      <details
        open={Boolean(answerFor(NEW_BOX))}
        className="mt-6 rounded-xl bg-white p-4 shadow-sm"
      >
        <summary className="cursor-pointer font-semibold text-maroon-800">Add a box</summary>
        <BoxForm formId={NEW_BOX} sweets={sweets} answer={answerFor(NEW_BOX)} />
      </details>
      {boxes.length === 0 ? (
        <p className="mt-6 text-stone-700">No boxes yet.</p>
      ) : (
        <ul aria-label="Boxes" className="mt-6 space-y-3">
          {boxes.map((box) => (
            <li key={box.productId}>
              <details
                open={Boolean(answerFor(box.productId))}
                className="rounded-xl bg-white p-4 shadow-sm"
              >
                <summary className="cursor-pointer">
                  <span className="font-semibold text-maroon-800">{box.name}</span>{' '}
                  <span className="text-sm text-stone-700">{box.summary}</span>
                </summary>
                <BoxForm
                  formId={box.productId}
                  box={box}
                  sweets={sweets}
                  answer={answerFor(box.productId)}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Assorted boxes" title="Error loading the boxes" />;
}
