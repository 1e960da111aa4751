import { useId, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { BoxSummary } from '#app/components/boxes/box-summary.tsx';
import { BoxSweetChoices } from '#app/components/boxes/box-sweet-choices.tsx';
import { answer, answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { builderSweets, chosenBox, gramSteps } from '#app/lib/box-view.ts';
import { publicPageHeaders, PUBLIC_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { AppError } from '#core/app-error.ts';
import { FEWEST_KINDS } from '#core/assorted-box.ts';
import { boxSharesOf, shareField } from '#core/box.ts';
import { boxOrderSchema } from '#core/box-input.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { boxPath, BOXES_PATH } from '#core/box-contents.ts';
import { isRecordId } from '#core/record-id.ts';
import { gramsText } from '#core/sweet-stock.ts';
import { addBoxToCart } from '#server/boxes/box-cart.ts';
import { boxForBuilder } from '#server/boxes/box-types.ts';
import { cartIdCookie, readCartId } from '#server/http/cart-cookie.ts';
import type { Route } from './+types/box';

export async function loader({ params, context }: Route.LoaderArgs) {
  const box = await boxForBuilder(context.db, params.id);
  if (!box) throw data(null, { status: 404 });
  return data(
    {
      box: {
        ...box,
        sweets: builderSweets(box, box.sweets),
      },
      canonicalUrl: `${context.config.appUrl}${boxPath(box.productId)}`,
    },
    { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE } },
  );
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData ? `${loaderData.box.name}: Build Your Own Box` : 'Build Your Own Box',
    description: loaderData?.box.description || 'Choose the sweets for your own assorted box.',
    canonicalUrl: loaderData?.canonicalUrl ?? BOXES_PATH,
  });

/** Every field the builder posts (a share for each sweet, and the quantity), kept as typed. */
const builderFields = z.record(z.string(), z.unknown());

export async function action({ request, context, params }: Route.ActionArgs) {
  // An address naming no box's id names no box to fill.
  if (!isRecordId(params.id)) throw data(null, { status: 404 });
  const form = await readForm(request, builderFields);
  if (!form.ok) return form.answer;
  // A refusal sends back every share as chosen, so a page without JavaScript loses none.
  const values = form.fields;
  const quantity = boxOrderSchema.safeParse(form.fields);
  if (!quantity.success) {
    const fieldErrors: ActionAnswer['fieldErrors'] = {
      quantity: quantity.error.issues[0]?.message,
    };
    return answer({ fieldErrors, values }, 400);
  }
  const { db, config } = context;
  const cartId = await readCartId(request, config);
  const headers = new Headers();
  return answerRefusals({ headers, values }, async () => {
    const shares = boxSharesOf(form.fields);
    if (!shares) {
      throw new AppError('INVALID_INPUT', 'Please choose the sweets again.', { field: 'shares' });
    }
    const visitor = { address: context.clientAddress, perMinute: config.visitorWritesPerMinute };
    const change = await addBoxToCart(
      db,
      cartId,
      { boxProductId: params.id, shares, quantity: quantity.data.quantity },
      visitor,
    );
    if (change.cartId !== cartId) {
      headers.append('Set-Cookie', await cartIdCookie(change.cartId, config));
    }
    const added = `${change.productName} added to cart!`;
    const toast = change.notice
      ? { title: added, description: change.notice, kind: 'warning' as const }
      : { title: added };
    return redirectWithToast('/cart', toast, context, headers);
  });
}

export default function BoxBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const { box } = loaderData;
  const typed = actionData?.values;
  const errors = actionData?.fieldErrors ?? {};
  const busy = useNavigation().state !== 'idle';
  const [grams, setGrams] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      box.sweets.map((sweet) => [
        sweet.productId,
        Number(typed?.[shareField(sweet.productId)] ?? 0),
      ]),
    ),
  );
  // The answer the shares were last changed after: its refusal is of a box no longer chosen.
  const [changedAfter, setChangedAfter] = useState<typeof actionData>();
  const sharesId = useId();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm">
        <Link to={BOXES_PATH} className="text-maroon-800 underline">
          All boxes
        </Link>
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold text-maroon-800">{box.name}</h1>
      <p className="mt-2 text-stone-800">
        {gramsText(box.sizeGrams)}: choose {FEWEST_KINDS} to {box.mostKinds} sweets, each in steps
        of {gramsText(box.stepGrams)}. Box {formatRupeesPlain(box.chargePaise)}.
      </p>
      {box.description && <p className="mt-1 text-stone-700">{box.description}</p>}
      <Form method="post" className="mt-8 grid gap-8 lg:grid-cols-3">
        <BoxSweetChoices
          id={sharesId}
          sweets={box.sweets}
          steps={gramSteps(box)}
          grams={grams}
          onChoose={(productId, chosen) => {
            setGrams((all) => ({ ...all, [productId]: chosen }));
            setChangedAfter(actionData);
          }}
          error={changedAfter === actionData ? undefined : errors.shares}
        />
        <BoxSummary
          sizeGrams={box.sizeGrams}
          chosen={chosenBox(box, box.sweets, grams)}
          quantity={typed?.quantity}
          error={errors.quantity}
          busy={busy}
        />
      </Form>
    </main>
  );
}
