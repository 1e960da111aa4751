import { useId, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answer, answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { publicPageHeaders, PUBLIC_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { AppError } from '#core/app-error.ts';
import { boxPrice, boxSharesProblem, FEWEST_KINDS } from '#core/assorted-box.ts';
import { BOXES_AT_ONCE_MOST, boxOrderSchema, boxSharesOf, shareField } from '#core/box-input.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { boxPath, BOXES_PATH } from '#core/box-contents.ts';
import { smallProductImageUrl } from '#core/product-image.ts';
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
        // The most of each sweet the shop can put in one box now, in whole steps.
        sweets: box.sweets.map(({ stockGrams, imageUrl, ...sweet }) => ({
          ...sweet,
          imageUrl: smallProductImageUrl(imageUrl),
          mostGrams: Math.min(
            box.sizeGrams,
            Math.floor(stockGrams / box.stepGrams) * box.stepGrams,
          ),
        })),
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
  const shares = Object.entries(grams)
    .filter(([, chosen]) => chosen > 0)
    .map(([productId, chosen]) => ({ productId, grams: chosen }));
  const filled = shares.reduce((total, share) => total + share.grams, 0);
  const names = new Map(box.sweets.map((sweet) => [sweet.productId, sweet.name]));
  const rules = { ...box, productIds: box.sweets.map((sweet) => sweet.productId) };
  const problem = shares.length > 0 ? boxSharesProblem(rules, shares, names) : null;
  const price = boxPrice(rules, shares, box.sweets).totalPaise;
  const sharesId = useId();
  const quantityId = useId();
  const steps = Array.from(
    { length: box.sizeGrams / box.stepGrams },
    (_, index) => (index + 1) * box.stepGrams,
  );
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
        <fieldset className="lg:col-span-2" {...fieldErrorWiring(sharesId, errors.shares)}>
          <legend className="font-semibold text-maroon-800">Your sweets</legend>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {box.sweets.map((sweet) => {
              const field = shareField(sweet.productId);
              const selectId = `${sharesId}-${sweet.productId}`;
              return (
                <li key={sweet.productId} className="flex gap-3 rounded-xl bg-white p-3 shadow-sm">
                  <img
                    src={sweet.imageUrl}
                    alt=""
                    width={80}
                    height={80}
                    className="size-20 shrink-0 rounded-lg object-cover"
                  />
                  <div className="flex flex-col gap-1">
                    <label htmlFor={selectId} className="font-semibold text-stone-900">
                      {sweet.name}
                    </label>
                    <span className="text-sm text-stone-700">
                      {formatRupeesPlain(sweet.pricePerKgPaise)} a kg
                    </span>
                    {sweet.mostGrams === 0 ? (
                      <span className="text-sm font-semibold text-red-800">Out of Stock</span>
                    ) : (
                      <select
                        id={selectId}
                        name={field}
                        value={grams[sweet.productId] ?? 0}
                        onChange={(event) =>
                          setGrams((chosen) => ({
                            ...chosen,
                            [sweet.productId]: Number(event.target.value),
                          }))
                        }
                        className="rounded-md border border-stone-300 px-2 py-1 text-sm"
                      >
                        <option value={0}>None</option>
                        {steps
                          .filter((step) => step <= sweet.mostGrams)
                          .map((step) => (
                            <option key={step} value={step}>
                              {gramsText(step)}
                            </option>
                          ))}
                      </select>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <FieldError controlId={sharesId} error={errors.shares} className="mt-3" />
        </fieldset>
        <aside className="h-fit rounded-xl bg-white p-6 shadow-sm" aria-label="Your box">
          <h2 className="font-display text-2xl font-bold text-maroon-800">Your box</h2>
          <p className="mt-2 text-stone-800" aria-live="polite">
            {gramsText(filled)} of {gramsText(box.sizeGrams)} chosen
            {problem === null && shares.length > 0 && (
              <>
                : <strong>{formatRupeesPlain(price)}</strong> a box
              </>
            )}
          </p>
          {problem && <p className="mt-1 text-sm text-stone-700">{problem}</p>}
          <label htmlFor={quantityId} className="mt-4 block text-sm font-medium text-stone-800">
            Boxes
          </label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            min={1}
            max={BOXES_AT_ONCE_MOST}
            defaultValue={typed?.quantity ?? '1'}
            {...fieldErrorWiring(quantityId, errors.quantity)}
            className="mt-1 block w-24 rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700"
          />
          <FieldError controlId={quantityId} error={errors.quantity} />
          <Button type="submit" variant="festival" className="mt-4 w-full" disabled={busy}>
            Add Box to Cart
          </Button>
        </aside>
      </Form>
    </main>
  );
}
