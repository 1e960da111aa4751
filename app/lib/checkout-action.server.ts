/**
 * The action both checkouts share (to one address, and to several people): the form checked by
 * the checkout schema, the order placed by the page's own service, and the answer every placed
 * or refused order gets, the form kept as typed.
 */
import type { AppLoadContext } from 'react-router';
import type { AppError } from '#core/app-error.ts';
import { checkoutSchema, type CheckoutInput } from '#core/checkout-input.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import { answerRefusals, readForm } from './action.server.ts';
import { answerPlacedOrder } from './order-placed.server.ts';

type Shopper = { userId: string; browserCartId: Awaited<ReturnType<typeof readCartId>> };

export async function placeOrderFromForm(
  { request, context }: { request: Request; context: AppLoadContext },
  userId: string,
  place: (
    shopper: Shopper,
    input: CheckoutInput,
  ) => Promise<{ order: { orderNumber: string }; cartId: string | undefined }>,
  titleOf: (refused: AppError) => string = () => 'Error placing order',
) {
  const form = await readForm(request, checkoutSchema);
  if (!form.ok) return form.answer;
  const shopper = { userId, browserCartId: await readCartId(request, context.config) };
  const headers = new Headers();
  const refusedAs = (refused: AppError) => ({
    title: titleOf(refused),
    values: form.fields,
    headers,
  });
  return answerRefusals(refusedAs, async () => {
    const placed = await place(shopper, form.value);
    const { paymentMethod } = form.value;
    const checkout = { browserCartId: shopper.browserCartId, paymentMethod };
    return await answerPlacedOrder(placed, checkout, context, headers);
  });
}
