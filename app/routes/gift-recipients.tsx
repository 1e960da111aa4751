import { useEffect } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { EmptyCart } from '#app/components/empty-cart.tsx';
import { RecipientForm } from '#app/components/gifting/recipient-form.tsx';
import { RecipientListSection } from '#app/components/gifting/recipient-list-section.tsx';
import { RecipientUpload } from '#app/components/gifting/recipient-upload.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { editedRow, recipientFormState } from '#app/lib/gift-recipients-view.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { showToast } from '#app/lib/toast.ts';
import type { Toast } from '#core/action-answer.ts';
import { GIFT_RECIPIENTS_PATH } from '#core/paths.ts';
import { postedBoxes } from '#core/recipient-list.ts';
import { recipientListActionSchema } from '#core/recipient-list-input.ts';
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
  const { products, rows, boxesInAll, problem, slotDays } = list;
  // A row being changed starts from what it holds, with what is wrong with it beside its fields.
  const edited = editedRow(rows, products, Number(args.url.searchParams.get('edit')));
  return data({ list: { products, rows, boxesInAll, problem, slotDays }, edited }, { headers });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Send to several people') },
  { name: 'robots', content: 'noindex' },
];

export async function action(args: Route.ActionArgs) {
  const shopper = await shopperOf(args);
  const { db } = args.context;
  const back = (toast: Toast, to = GIFT_RECIPIENTS_PATH) =>
    redirectWithToast(to, toast, args.context);
  const title = 'Your recipient list';
  return dispatchIntent(
    args.request,
    recipientListActionSchema,
    {
      async upload({ file }) {
        const text = await file.text();
        const { rows } = await uploadRecipientFile(db, shopper, { name: file.name, text });
        return back({
          title: `${rows} recipient${rows === 1 ? '' : 's'} read from ${file.name}`,
          description: 'A row with a mistake says what to change.',
        });
      },
      async save(row, form) {
        const quantities = postedBoxes(form.fields);
        const { position } = await saveRecipient(db, shopper, { ...row, quantities });
        return back({ title: row.position === null ? 'Recipient added' : `Row ${position} saved` });
      },
      async remove({ position }) {
        await removeRecipient(db, shopper.userId, position);
        return back({ title: `Row ${position} removed` });
      },
      async 'slot-for-all'({ deliverySlot }) {
        await chooseSlotForAll(db, shopper.userId, deliverySlot);
        return back({ title: 'Delivery slot set for every recipient' });
      },
      async clear() {
        await clearRecipientList(db, shopper.userId);
        return back({ title: 'Your cart will go to one address' }, '/cart');
      },
    },
    {
      formOf: (fields) => (fields.intent === 'save' ? 'row' : (fields.intent ?? '')),
      // A refused row is shown again as typed, each refusal beside its field.
      refusedAs: (posted, form) =>
        posted.intent === 'save'
          ? { title, form: 'row', values: form.fields }
          : { title, form: posted.intent },
    },
  );
}

export default function GiftRecipients({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';

  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  const { list, edited } = loaderData;
  if (!list) return <EmptyCart continueTo="/category" />;
  const rowForm = recipientFormState(actionData, edited);
  const fileError = actionData?.form === 'upload' ? actionData.fieldErrors?.file : undefined;
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <div>
        <h1 className="font-display text-4xl font-bold text-maroon-800">Send to several people</h1>
        <p className="mt-2 max-w-3xl text-stone-700">
          Each person gets a parcel of their own with its gift message: for Diwali gifts to your
          team, clients or family. You pay once, and a business gets one GST invoice in its name.
        </p>
      </div>
      <RecipientListSection list={list} busy={busy} />
      <RecipientUpload error={fileError} busy={busy} />
      <div id="recipient-form">
        <RecipientForm
          // A new row, or another row to change, starts the form again.
          key={rowForm.position ?? 'new'}
          position={rowForm.position}
          products={list.products}
          values={rowForm.values}
          errors={rowForm.errors}
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
