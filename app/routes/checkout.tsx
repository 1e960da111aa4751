import { useEffect } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  type ShouldRevalidateFunction,
} from 'react-router';
import { toast } from 'sonner';
import { CheckoutSummary } from '#app/components/checkout/checkout-summary.tsx';
import { PaymentMethodChoice } from '#app/components/checkout/payment-method-choice.tsx';
import { SavedAddressPicker } from '#app/components/checkout/saved-address-picker.tsx';
import {
  GiftMessageField,
  ShippingFields,
  type CheckoutValues,
} from '#app/components/checkout/shipping-fields.tsx';
import { EmptyCart } from '#app/components/empty-cart.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { AppError } from '#core/app-error.ts';
import { checkoutSchema, type CheckoutFields } from '#core/checkout-input.ts';
import { defaultPaymentMethod, paymentMethodLabels, paymentMethods } from '#core/payment.ts';
import { parseFields, type FieldErrors } from '#core/validation.ts';
import { getCurrentUser } from '#server/auth/current-user.ts';
import { loadCart } from '#server/cart/load-cart.ts';
import { mergeCartIntoCustomers } from '#server/cart/merge-carts.ts';
import { cartIdCookie, readCartId } from '#server/http/cart-cookie.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';
import { checkoutPrefill } from '#server/orders/checkout-prefill.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { sendOrderConfirmation } from '#server/orders/send-order-confirmation.ts';
import { availablePaymentMethods } from '#server/payments/available-methods.ts';
import type { Route } from './+types/checkout';

const CHECKOUT_PATH = '/checkout';

/** Visitors are sent to sign in first, and come back here afterwards. */
async function signInFirst(context: Route.LoaderArgs['context']) {
  const cookie = await toastHeader(
    {
      title: 'Please log in',
      description: 'You need to be logged in to place an order.',
      kind: 'error',
    },
    context.config,
  );
  return redirect(`/auth?redirectTo=${CHECKOUT_PATH}`, {
    status: 303,
    headers: { 'Set-Cookie': cookie },
  });
}

/** The customer's one cart, this browser's lines folded in; the cookie follows it. */
async function customerCart(
  request: Request,
  context: Route.LoaderArgs['context'],
  userId: string,
) {
  const browserCartId = await readCartId(request, context.config);
  const cartId = await mergeCartIntoCustomers(context.db, browserCartId, userId);
  const headers = new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE });
  if (cartId && cartId !== browserCartId) {
    headers.append('Set-Cookie', await cartIdCookie(cartId, context.config));
  }
  return { cartId, headers };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(context.auth, request);
  if (!user) {
    const visitorCart = await loadCart(context.db, await readCartId(request, context.config));
    if (visitorCart.lines.length > 0) throw await signInFirst(context);
    return data({ cart: null }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
  }
  const { cartId, headers } = await customerCart(request, context, user.id);
  const cart = await loadCart(context.db, cartId);
  if (cart.lines.length === 0) return data({ cart: null }, { headers });

  const chosenAddressId = new URL(request.url).searchParams.get('address');
  const prefill = await checkoutPrefill(context.db, user.id, chosenAddressId);
  const available = availablePaymentMethods();
  const { totals } = cart;
  return data(
    {
      cart: {
        lines: cart.lines,
        totals: {
          subtotalPaise: totals.subtotal,
          shippingPaise: totals.shipping,
          discountPaise: totals.discount,
          totalPaise: totals.total,
          promoCode: totals.promoCode,
        },
      },
      prefill: prefill.prefill,
      savedAddresses: prefill.savedAddresses,
      chosenAddressId: prefill.chosenAddressId,
      paymentOptions: paymentMethods.map((method) => ({
        method,
        available: available.includes(method),
      })),
      defaultPaymentMethod: defaultPaymentMethod(available),
      // One per form shown: the same form sent twice is the same order.
      idempotencyKey: crypto.randomUUID(),
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = () => [
  { title: 'Checkout | Halwai' },
  { name: 'robots', content: 'noindex' },
];

export interface CheckoutActionResult {
  fieldErrors?: FieldErrors<CheckoutFields>;
  /** What was typed, for the form shown again after a post without JavaScript. */
  values?: CheckoutValues;
  toast?: { title: string; description: string };
}

/** A refused order (cart emptied, stock gone) means the page's cart is out of date: read it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => ((actionResult as CheckoutActionResult | undefined)?.toast ? true : defaultShouldRevalidate);

const typedValues = (fields: Record<string, FormDataEntryValue>): CheckoutValues =>
  Object.fromEntries(
    Object.keys(checkoutSchema.shape).map((key) => [key, String(fields[key] ?? '')]),
  );

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser(context.auth, request);
  if (!user) throw await signInFirst(context);
  const fields = Object.fromEntries(await request.formData());
  const reply = (result: CheckoutActionResult, status: number, headers?: Headers) =>
    data(result, { status, headers });

  const parsed = parseFields(checkoutSchema, fields);
  if (!parsed.ok) {
    return reply({ fieldErrors: parsed.fieldErrors, values: typedValues(fields) }, 400);
  }
  const input = parsed.value;
  if (!availablePaymentMethods().includes(input.paymentMethod)) {
    const method = paymentMethodLabels[input.paymentMethod];
    return reply(
      {
        fieldErrors: { paymentMethod: `${method} is not available yet. Please choose another.` },
        values: typedValues(fields),
      },
      400,
    );
  }

  const { headers } = await customerCart(request, context, user.id);
  try {
    const order = await placeOrder(context.db, user.id, input);
    if (order.created) {
      sendOrderConfirmation(context, user.id, order.orderNumber).catch((error: unknown) => {
        console.error(`The confirmation of order ${order.orderNumber} was not sent:`, error);
      });
    }
    headers.append(
      'Set-Cookie',
      await toastHeader(
        {
          title: 'Order placed successfully!',
          description: `Your order #${order.orderNumber} has been placed.`,
        },
        context.config,
      ),
    );
    return redirect('/my-orders', { status: 303, headers });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const title = error.code === 'CART_EMPTY' ? 'Cart is empty' : 'Error placing order';
    return reply(
      { toast: { title, description: error.message }, values: typedValues(fields) },
      error.status,
      headers,
    );
  }
}

const staleForm = (message: string | undefined) =>
  message ? { title: 'Error placing order', description: message } : undefined;

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formAction === CHECKOUT_PATH;

  useEffect(() => {
    if (actionData?.toast) {
      toast.error(actionData.toast.title, { description: actionData.toast.description });
    }
  }, [actionData]);

  const problem = actionData?.toast ?? staleForm(actionData?.fieldErrors?.idempotencyKey);
  const refusal = problem && (
    <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
      <strong>{problem.title}:</strong> {problem.description}{' '}
      {loaderData.cart && (
        <Link to="/cart" className="font-semibold underline">
          Review your cart
        </Link>
      )}
    </p>
  );
  if (!loaderData.cart) {
    return (
      <>
        <EmptyCart continueTo="/category" />
        <div className="mx-auto max-w-xl px-4">{refusal}</div>
      </>
    );
  }
  const { cart } = loaderData;
  const values: CheckoutValues = { ...loaderData.prefill, ...actionData?.values };
  const errors = actionData?.fieldErrors ?? {};
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">Checkout</h1>
      {refusal}
      <Form method="post" action={CHECKOUT_PATH} noValidate className="mt-8">
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <ShippingFields
              values={values}
              errors={errors}
              addressKey={loaderData.chosenAddressId ?? 'profile'}
            >
              <SavedAddressPicker
                addresses={loaderData.savedAddresses}
                chosenId={loaderData.chosenAddressId}
              />
            </ShippingFields>
            <GiftMessageField defaultValue={values.giftMessage} error={errors.giftMessage} />
            <PaymentMethodChoice
              options={loaderData.paymentOptions}
              defaultMethod={loaderData.defaultPaymentMethod}
              error={errors.paymentMethod}
            />
          </div>
          <CheckoutSummary lines={cart.lines} totals={cart.totals} placing={placing} />
        </div>
      </Form>
    </main>
  );
}
