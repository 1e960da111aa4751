import { useEffect } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { BusinessBuyerFields } from '#app/components/checkout/business-buyer-fields.tsx';
import { CheckoutRefusal } from '#app/components/checkout/checkout-refusal.tsx';
import { CheckoutSummary } from '#app/components/checkout/checkout-summary.tsx';
import { PaymentMethodChoice } from '#app/components/checkout/payment-method-choice.tsx';
import { ShippingFields, type CheckoutValues } from '#app/components/checkout/shipping-fields.tsx';
import { EmptyCart } from '#app/components/empty-cart.tsx';
import { placeOrderFromForm } from '#app/lib/checkout-action.server.ts';
import { PLEASE_LOG_IN_TO_ORDER } from '#app/lib/order-placed.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { showToast } from '#app/lib/toast.ts';
import type { Toast } from '#core/action-answer.ts';
import { parcelsPromiseText } from '#core/delivery-promise.ts';
import { GIFT_CHECKOUT_PATH, GIFT_RECIPIENTS_PATH } from '#core/paths.ts';
import { TIERS_AND_PROMO_CODES } from '#core/quantity-tiers.ts';
import { prepareGiftCheckout, checkOutToRecipients } from '#server/gifting/gift-checkout.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';
import type { Route } from './+types/gift-checkout';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url }, { toast: PLEASE_LOG_IN_TO_ORDER });
  const shopper = { userId: user.id, browserCartId: await readCartId(request, context.config) };
  const checkout = await prepareGiftCheckout(context.db, shopper, context.config.payments);
  if (checkout.problem) {
    // Back to the list, which shows every row's problem beside it.
    const headers = new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE });
    const toast = { title: 'Your recipient list', description: checkout.problem, kind: 'error' };
    headers.append('Set-Cookie', await toastHeader(toast as Toast, context.config));
    throw redirect(GIFT_RECIPIENTS_PATH, { status: 303, headers });
  }
  const accountEmail = user.email;
  return data(
    checkout.order
      ? {
          ...checkout,
          order: {
            ...checkout.order,
            deliveryPromise: parcelsPromiseText(checkout.order.recipients),
          },
          accountEmail,
        }
      : { ...checkout, accountEmail },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Checkout: send to several people') },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireUser({ context, request, url }, { toast: PLEASE_LOG_IN_TO_ORDER });
  return placeOrderFromForm({ request, context }, user.id, (shopper, input) =>
    checkOutToRecipients(context.db, shopper, input, context.config.payments),
  );
}

export default function GiftCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formAction === GIFT_CHECKOUT_PATH;

  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  if (!loaderData.order) return <EmptyCart continueTo="/category" />;
  const { order } = loaderData;
  const values: CheckoutValues = { ...loaderData.prefill, ...actionData?.values };
  const errors: Partial<Record<string, string>> = actionData?.fieldErrors ?? {};
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">Checkout</h1>
      <p className="mt-2 text-stone-700">
        Sending to {order.recipients} {order.recipients === 1 ? 'person' : 'people'}, a parcel each.{' '}
        <Link to={GIFT_RECIPIENTS_PATH} className="font-semibold text-maroon-800 underline">
          Change the recipient list
        </Link>
      </p>
      <CheckoutRefusal answer={actionData} hasCart />
      {errors.recipients && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          <strong>Your recipient list:</strong> {errors.recipients}{' '}
          <Link to={GIFT_RECIPIENTS_PATH} className="font-semibold underline">
            Change it
          </Link>
        </p>
      )}
      <Form method="post" action={GIFT_CHECKOUT_PATH} noValidate className="mt-8">
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <input type="hidden" name="shownPromoCode" value={order.totals.promoCode ?? ''} />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <ShippingFields
              heading="Your Details"
              values={values}
              errors={errors}
              addressKey="buyer"
              accountEmail={loaderData.accountEmail}
            >
              <p className="mt-2 text-sm text-stone-700">
                Your own address, for the invoice. Each parcel goes to its recipient’s.
              </p>
            </ShippingFields>
            {loaderData.businessInvoices && <BusinessBuyerFields values={values} errors={errors} />}
            <PaymentMethodChoice
              options={loaderData.paymentOptions}
              defaultMethod={loaderData.defaultPaymentMethod}
              error={errors.paymentMethod}
            />
          </div>
          <div className="space-y-3">
            <CheckoutSummary
              lines={order.lines}
              totals={order.totals}
              promoNote={order.promoNote}
              deliveryPromise={order.deliveryPromise}
              placing={placing}
              parcels
            />
            <p className="text-sm text-stone-600">
              Delivery is charged per parcel, as for an order of its own. {TIERS_AND_PROMO_CODES}
            </p>
          </div>
        </div>
      </Form>
    </main>
  );
}
