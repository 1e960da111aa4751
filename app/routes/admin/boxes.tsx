import { data, Form, useNavigation } from 'react-router';
import { z } from 'zod';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_BOXES_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { FEWEST_KINDS } from '#core/assorted-box.ts';
import { BOX_KINDS_MOST, boxTypeSchema } from '#core/box-input.ts';
import { formatRupees } from '#core/money.ts';
import { rupeesForInput } from '#core/rupee-input.ts';
import { gramsText } from '#core/sweet-stock.ts';
import {
  boxSweetChoices,
  createBoxType,
  listBoxTypesForOwner,
  updateBoxType,
  type BoxSweetChoice,
  type OwnersBox,
} from '#server/boxes/box-types.ts';
import type { Route } from './+types/boxes';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const [boxes, sweets] = await Promise.all([
    listBoxTypesForOwner(context.db, staff),
    boxSweetChoices(context.db),
  ]);
  return data(
    {
      // The charge as its field shows it, worked out here: the page's code need not carry it.
      boxes: boxes.map(({ audited: _audited, ...box }) => ({
        ...box,
        chargeForInput: rupeesForInput(box.chargePaise),
      })),
      sweets: sweets.map(({ productId, name, pricePerKgPaise, perishable }) => ({
        productId,
        name,
        pricePerKgPaise,
        perishable,
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Assorted boxes | Admin');

/** Which box a form saves: a new one, or the one it names. */
const NEW_BOX = 'new';
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

type Sweet = Pick<BoxSweetChoice, 'productId' | 'name' | 'pricePerKgPaise' | 'perishable'>;
type Box = Omit<OwnersBox, 'audited'> & { chargeForInput: string };

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
        <BoxForm formId={NEW_BOX} sweets={sweets} answered={answerFor(NEW_BOX)} />
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
                  <span className="text-sm text-stone-700">{boxSummary(box)}</span>
                </summary>
                <BoxForm
                  formId={box.productId}
                  box={box}
                  sweets={sweets}
                  answered={answerFor(box.productId)}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A box in one line: '1 kg, up to 4 sweets in 250 g steps, ₹40 a box, 60 boxes left, on sale'. */
function boxSummary(box: Box) {
  return [
    gramsText(box.sizeGrams),
    `up to ${box.mostKinds} sweets in ${gramsText(box.stepGrams)} steps`,
    `${formatRupees(box.chargePaise)} a box`,
    `${box.emptyBoxes.toLocaleString('en-IN')} boxes left`,
    box.onSale ? 'on sale' : 'switched off',
    box.sweets.map((sweet) => sweet.name).join(', '),
  ].join(' · ');
}

function BoxForm({
  formId,
  box,
  sweets,
  answered,
}: {
  formId: string;
  box?: Box;
  sweets: readonly Sweet[];
  answered: ActionAnswer | undefined;
}) {
  const busy = useNavigation().state !== 'idle';
  const errors = answered?.fieldErrors ?? {};
  const typed = answered?.values;
  const value = (field: string, saved: string) => (typed ? (typed[field] ?? '') : saved);
  const chosen = new Set(
    typed ? (answered?.lists?.sweetIds ?? []) : (box?.sweets.map((sweet) => sweet.productId) ?? []),
  );
  const onSale = typed ? typed.onSale === 'on' : (box?.onSale ?? true);
  const sweetsId = `${formId}-sweets`;
  return (
    <Form method="post" className="mt-4 grid max-w-3xl gap-4 sm:grid-cols-2">
      <input type="hidden" name="boxProductId" value={formId} />
      <Field
        label="Name"
        name="name"
        defaultValue={value('name', box?.name ?? '')}
        error={errors.name}
        required
      />
      <Field
        label="Description"
        name="description"
        defaultValue={value('description', box?.description ?? '')}
        error={errors.description}
      />
      <Field
        label="Size (grams)"
        name="sizeGrams"
        inputMode="numeric"
        defaultValue={value('sizeGrams', box ? String(box.sizeGrams) : '1000')}
        error={errors.sizeGrams}
        required
      />
      <Field
        label={`Most sweets in it (${FEWEST_KINDS} to ${BOX_KINDS_MOST})`}
        name="mostKinds"
        inputMode="numeric"
        defaultValue={value('mostKinds', box ? String(box.mostKinds) : '4')}
        error={errors.mostKinds}
        required
      />
      <Field
        label="Step of a share (grams)"
        name="stepGrams"
        inputMode="numeric"
        hint="Customers choose each sweet in these steps."
        defaultValue={value('stepGrams', box ? String(box.stepGrams) : '250')}
        error={errors.stepGrams}
        required
      />
      <Field
        label="Box charge (₹)"
        name="charge"
        inputMode="decimal"
        hint="For the box itself, added to what it holds."
        defaultValue={value('charge', box?.chargeForInput ?? '')}
        error={errors.charge}
        required
      />
      <Field
        label="Empty boxes in stock"
        name="boxesInStock"
        inputMode="numeric"
        defaultValue={value('boxesInStock', box ? String(box.emptyBoxes) : '')}
        error={errors.boxesInStock}
        required
      />
      <div className="flex items-center gap-2 self-end pb-2">
        <input
          id={`${formId}-on-sale`}
          type="checkbox"
          name="onSale"
          defaultChecked={onSale}
          className="size-5"
        />
        <label htmlFor={`${formId}-on-sale`} className="text-sm font-medium text-stone-800">
          On sale
        </label>
      </div>
      <fieldset className="sm:col-span-2" {...fieldErrorWiring(sweetsId, errors.sweetIds)}>
        <legend className="text-sm font-medium text-stone-800">Sweets that may go in it</legend>
        {sweets.length === 0 ? (
          <p className="mt-1 text-sm text-stone-700">
            No sweet is on sale by weight yet: add weights (250g, 500g, 1kg) to a product first.
          </p>
        ) : (
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {sweets.map((sweet) => (
              <li key={sweet.productId} className="flex items-center gap-2">
                <input
                  id={`${formId}-${sweet.productId}`}
                  type="checkbox"
                  name="sweetIds"
                  value={sweet.productId}
                  defaultChecked={chosen.has(sweet.productId)}
                  className="size-5"
                />
                <label htmlFor={`${formId}-${sweet.productId}`} className="text-sm text-stone-800">
                  {sweet.name}{' '}
                  <span className="text-stone-600">
                    {formatRupees(sweet.pricePerKgPaise)}/kg{sweet.perishable ? ', perishable' : ''}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError controlId={sweetsId} error={errors.sweetIds} />
      </fieldset>
      <FieldError controlId={`${formId}-form`} error={errors.form} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="festival" size="sm" disabled={busy}>
          {box ? 'Save Box' : 'Add Box'}
        </Button>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Assorted boxes" title="Error loading the boxes" />;
}
