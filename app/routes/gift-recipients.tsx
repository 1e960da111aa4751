import { useEffect, useId } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { EmptyCart } from '#app/components/empty-cart.tsx';
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { RecipientForm } from '#app/components/gifting/recipient-form.tsx';
import { RecipientTable } from '#app/components/gifting/recipient-table.tsx';
import { SlotSelect } from '#app/components/gifting/slot-select.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import { answer, answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { showToast } from '#app/lib/toast.ts';
import type { ActionAnswer, Toast } from '#core/action-answer.ts';
import { MOST_RECIPIENTS } from '#core/gift-recipients.ts';
import { GIFT_CHECKOUT_PATH, GIFT_RECIPIENTS_PATH, GIFT_TEMPLATE_PATH } from '#core/paths.ts';
import { boxesField, postedBoxes, recipientListActionSchema } from '#core/recipient-list-input.ts';
import {
  chooseSlotForAll,
  clearRecipientList,
  prepareRecipientList,
  removeRecipient,
  saveRecipient,
  uploadRecipientFile,
} from '#server/gifting/recipient-list.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import type { Route } from './+types/gift-recipients';

const PLEASE_LOG_IN: Toast = {
  title: 'Please log in',
  description: 'You need to be logged in to send your cart to several people.',
  kind: 'error',
};

async function shopperOf({ context, request, url }: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser({ context, request, url }, { toast: PLEASE_LOG_IN });
  return { userId: user.id, browserCartId: await readCartId(request, context.config) };
}

export async function loader(args: Route.LoaderArgs) {
  const shopper = await shopperOf(args);
  const list = await prepareRecipientList(args.context.db, shopper);
  const headers = { 'Cache-Control': PRIVATE_PAGE_CACHE };
  if (!list.cart) return data({ list: null, edited: null }, { headers });
  const editing = Number(args.url.searchParams.get('edit'));
  const row = list.rows.find((candidate) => candidate.position === editing);
  // A row being changed starts from what it holds, with what is wrong with it beside its fields.
  const edited = row
    ? {
        position: row.position,
        errors: row.errors,
        values: {
          name: row.name,
          phone: row.phone,
          address: row.address,
          city: row.city,
          state: row.state,
          pincode: row.pincode,
          giftMessage: row.giftMessage,
          deliverySlot: row.deliverySlot,
          ...Object.fromEntries(
            list.products.map((product) => [
              boxesField(product.variantId),
              row.quantities[product.variantId] ?? '',
            ]),
          ),
        },
      }
    : null;
  const { products, rows, boxesInAll, problem, slotDays } = list;
  return data({ list: { products, rows, boxesInAll, problem, slotDays }, edited }, { headers });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Send to several people') },
  { name: 'robots', content: 'noindex' },
];

export async function action(args: Route.ActionArgs) {
  const shopper = await shopperOf(args);
  const { context } = args;
  const form = await readForm(args.request, recipientListActionSchema, (fields) =>
    fields.intent === 'save' ? 'row' : (fields.intent ?? ''),
  );
  if (!form.ok) return form.answer;
  const input = form.value;
  const back = (toast: Toast, to = GIFT_RECIPIENTS_PATH) => redirectWithToast(to, toast, context);
  return answerRefusals({ title: 'Your recipient list', form: input.intent }, async () => {
    switch (input.intent) {
      case 'upload': {
        const { rows } = await uploadRecipientFile(context.db, shopper, {
          name: input.file.name,
          text: await input.file.text(),
        });
        return back({
          title: `${rows} recipient${rows === 1 ? '' : 's'} read from ${input.file.name}`,
          description: 'A row with a mistake says what to change.',
        });
      }
      case 'save': {
        const { position } = input;
        const saved = await saveRecipient(context.db, shopper, position, {
          name: input.name,
          phone: input.phone,
          address: input.address,
          city: input.city,
          state: input.state,
          pincode: input.pincode,
          giftMessage: input.giftMessage,
          deliverySlot: input.deliverySlot,
          quantities: postedBoxes(form.fields),
        });
        if (!saved.saved) {
          const refused: ActionAnswer = {
            form: 'row',
            fieldErrors: saved.fieldErrors,
            values: form.fields,
          };
          return answer(refused, 400);
        }
        return back({
          title: position === null ? 'Recipient added' : `Row ${saved.position} saved`,
        });
      }
      case 'remove':
        await removeRecipient(context.db, shopper.userId, input.position);
        return back({ title: `Row ${input.position} removed` });
      case 'slot-for-all':
        await chooseSlotForAll(context.db, shopper.userId, input.deliverySlot);
        return back({ title: 'Delivery slot set for every recipient' });
      case 'clear':
        await clearRecipientList(context.db, shopper.userId);
        return back({ title: 'Your cart will go to one address' }, '/cart');
    }
  });
}

export default function GiftRecipients({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const fileId = useId();

  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  const { list, edited } = loaderData;
  if (!list) return <EmptyCart continueTo="/category" />;
  const rowAnswer = actionData?.form === 'row' ? actionData : undefined;
  const fileError = actionData?.form === 'upload' ? actionData.fieldErrors?.file : undefined;
  const position = rowAnswer
    ? Number(rowAnswer.values?.position) || null
    : (edited?.position ?? null);
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <div>
        <h1 className="font-display text-4xl font-bold text-maroon-800">Send to several people</h1>
        <p className="mt-2 max-w-3xl text-stone-700">
          Each person gets a parcel of their own with its gift message: for Diwali gifts to your
          team, clients or family. You pay once, and a business gets one GST invoice in its name.
        </p>
      </div>

      <section aria-labelledby="recipients" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="recipients" className="font-display text-2xl font-bold text-maroon-800">
            Your recipients ({list.rows.length})
          </h2>
          <p className="text-sm text-stone-700">
            In all:{' '}
            {list.boxesInAll.map((product) => `${product.boxes} × ${product.name}`).join(', ')}
          </p>
        </div>
        {list.rows.length > 0 && (
          <RecipientTable rows={list.rows} products={list.products} busy={busy} />
        )}
        {list.problem ? (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
            {list.problem}
          </p>
        ) : (
          <Link
            to={GIFT_CHECKOUT_PATH}
            className={buttonClass({ variant: 'festival', size: 'lg' })}
          >
            Continue to Checkout
          </Link>
        )}
        {list.rows.length > 0 && list.slotDays && (
          <Form
            method="post"
            action={GIFT_RECIPIENTS_PATH}
            className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
          >
            <input type="hidden" name="intent" value="slot-for-all" />
            <div className="min-w-64 flex-1">
              <SlotSelect
                name="deliverySlot"
                label="One delivery slot for everyone our riders deliver to"
                days={list.slotDays}
                defaultValue=""
              />
            </div>
            <Button type="submit" variant="outline" disabled={busy}>
              Apply to All
            </Button>
          </Form>
        )}
      </section>

      <section aria-labelledby="upload" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="upload" className="font-display text-xl font-bold text-maroon-800">
          Upload a spreadsheet
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          Start from the template: one line per person, with a column for each product in your cart
          saying how many boxes they receive. Save it as CSV and upload it here; it takes the list’s
          place. Up to {MOST_RECIPIENTS} people.
        </p>
        <a
          href={GIFT_TEMPLATE_PATH}
          download="recipients-template.csv"
          className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}
        >
          Download the Template
        </a>
        <Form
          method="post"
          action={GIFT_RECIPIENTS_PATH}
          encType="multipart/form-data"
          className="mt-4 flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="intent" value="upload" />
          <div>
            <label htmlFor={fileId} className="block text-sm font-medium text-stone-800">
              Recipient list (CSV)
            </label>
            <input
              id={fileId}
              type="file"
              name="file"
              accept=".csv,text/csv"
              {...fieldErrorWiring(fileId, fileError)}
              className="mt-1 block text-sm"
            />
            <FieldError controlId={fileId} error={fileError} />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            Upload
          </Button>
        </Form>
      </section>

      <div id="recipient-form">
        <RecipientForm
          // A new row, or another row to change, starts the form again.
          key={position ?? 'new'}
          position={position}
          products={list.products}
          values={rowAnswer?.values ?? edited?.values ?? {}}
          errors={rowAnswer?.fieldErrors ?? edited?.errors ?? {}}
          slotDays={list.slotDays}
          busy={busy}
        />
      </div>

      <Form method="post" action={GIFT_RECIPIENTS_PATH}>
        <input type="hidden" name="intent" value="clear" />
        <Button type="submit" variant="link" disabled={busy}>
          Send to one address instead
        </Button>
      </Form>
    </main>
  );
}
