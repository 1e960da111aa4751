import { useEffect, useState } from 'react';
import { data, Form, useNavigation, type ShouldRevalidateFunction } from 'react-router';
import { BusinessBuyerFields } from '#app/components/checkout/business-buyer-fields.tsx';
import { CheckoutRefusal } from '#app/components/checkout/checkout-refusal.tsx';
import { CheckoutSummary } from '#app/components/checkout/checkout-summary.tsx';
import { DeliverySlotChoice } from '#app/components/checkout/delivery-slot-choice.tsx';
import { PaymentMethodChoice } from '#app/components/checkout/payment-method-choice.tsx';
import { SavedAddressPicker } from '#app/components/checkout/saved-address-picker.tsx';
import {
  GiftMessageField,
  ShippingFields,
  type CheckoutValues,
} from '#app/components/checkout/shipping-fields.tsx';
import { EmptyCart } from '#app/components/empty-cart.tsx';
import { PLEASE_LOG_IN_TO_ORDER } from '#app/lib/order-placed.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { placeOrderFromForm } from '#app/lib/checkout-action.server.ts';
import { checkoutChoices } from '#app/lib/checkout-choices.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { showToast } from '#app/lib/toast.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { deliveryPromiseText } from '#core/delivery-promise.ts';
import { chosenSlotOf, readSlotChoice } from '#core/delivery-slots.ts';
import { getCurrentUser } from '#server/auth/current-user.ts';
import { countCartLines } from '#server/cart/load-cart.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import { checkOut, prepareCheckout } from '#server/orders/checkout.ts';
import type { Route } from './+types/checkout';

const CHECKOUT_PATH = '/checkout';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const browserCartId = await readCartId(request, context.config);
  const user = await getCurrentUser(context.auth, request);
  const headers = { 'Cache-Control': PRIVATE_PAGE_CACHE };
  if (!user) {
    // A visitor with something in the cart signs in first; with nothing, sees the empty cart.
    if ((await countCartLines(context.db, browserCartId)) > 0) {
      await requireUser(
        { context, request, url },
        { returnTo: CHECKOUT_PATH, toast: PLEASE_LOG_IN_TO_ORDER },
      );
    }
    return data({ cart: null }, { headers });
  }
  const chosenAddressId = url.searchParams.get('address');
  const shopper = { userId: user.id, browserCartId };
  const checkout = await prepareCheckout(
    context.db,
    shopper,
    chosenAddressId,
    context.config.payments,
  );
  // The order's e-mails go to the account's own address, whatever is typed in the form.
  return data({ ...checkout, accountEmail: user.email }, { headers });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Checkout') },
  { name: 'robots', content: 'noindex' },
];

/** A refused order (cart emptied, stock gone) means the page's cart is out of date: read it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => ((actionResult as ActionAnswer | undefined)?.toast ? true : defaultShouldRevalidate);

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireUser(
    { context, request, url },
    { returnTo: CHECKOUT_PATH, toast: PLEASE_LOG_IN_TO_ORDER },
  );
  return placeOrderFromForm(
    { request, context },
    user.id,
    (shopper, input) => checkOut(context.db, shopper, input, context.config.payments),
    (refused) => (refused.code === 'CART_EMPTY' ? 'Cart is empty' : 'Error placing order'),
  );
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [typedPincode, setTypedPincode] = useState({ addressKey: '', pincode: '' });
  const [pickedSlot, setPickedSlot] = useState({ offerKey: '', value: '' });
  const placing = navigation.state !== 'idle' && navigation.formAction === CHECKOUT_PATH;

  useEffect(() => {
    if (actionData?.toast) showToast(actionData.toast);
  }, [actionData]);

  const refusal = <CheckoutRefusal answer={actionData} hasCart={Boolean(loaderData.cart)} />;
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
  const addressKey = loaderData.chosenAddressId ?? 'profile';
  // The pincode as typed: a picked address starts it again from that address.
  const typed = typedPincode.addressKey === addressKey ? typedPincode.pincode : undefined;
  const pincode = (typed ?? values.pincode ?? '').trim();
  const { zone, errors, paymentOptions, slotDays, chosenSlot, chosenMethod } = checkoutChoices(
    { ...loaderData, products: cart.lines },
    pincode,
    actionData,
  );
  // The slot offered first, until the customer picks another of the same offer.
  const slotOfferKey = `${zone?.name}-${chosenSlot}`;
  const pickedValue = pickedSlot.offerKey === slotOfferKey ? pickedSlot.value : chosenSlot;
  const deliveryPromise = deliveryPromiseText({
    zone,
    slot: slotDays ? chosenSlotOf(slotDays, readSlotChoice(pickedValue ?? undefined)) : null,
    today: loaderData.today,
  });
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">Checkout</h1>
      {refusal}
      <Form
        method="post"
        action={CHECKOUT_PATH}
        noValidate
        className="mt-8"
        onChange={(event) => {
          const field = event.target;
          if (field instanceof HTMLInputElement && field.name === 'pincode') {
            setTypedPincode({ addressKey, pincode: field.value });
          }
          if (field instanceof HTMLInputElement && field.name === 'deliverySlot') {
            setPickedSlot({ offerKey: slotOfferKey, value: field.value });
          }
        }}
      >
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        {/* The discount this page shows: if it is gone by the time the order is placed, the
            order is refused rather than charged more. */}
        <input type="hidden" name="shownPromoCode" value={cart.totals.promoCode ?? ''} />
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <ShippingFields
              values={values}
              errors={errors}
              addressKey={addressKey}
              accountEmail={loaderData.accountEmail}
            >
              <SavedAddressPicker
                addresses={loaderData.savedAddresses}
                chosenId={loaderData.chosenAddressId}
              />
            </ShippingFields>
            {slotDays && (
              <DeliverySlotChoice
                // A new pincode or answer starts the choice again from what is open.
                key={slotOfferKey}
                days={slotDays}
                chosen={chosenSlot}
                error={errors.deliverySlot}
              />
            )}
            <GiftMessageField defaultValue={values.giftMessage} error={errors.giftMessage} />
            {loaderData.businessInvoices && <BusinessBuyerFields values={values} errors={errors} />}
            <PaymentMethodChoice
              options={paymentOptions}
              defaultMethod={chosenMethod}
              error={errors.paymentMethod}
            />
          </div>
          <CheckoutSummary
            lines={cart.lines}
            totals={cart.totals}
            promoNote={cart.promoNote}
            deliveryPromise={deliveryPromise}
            placing={placing}
          />
        </div>
      </Form>
    </main>
  );
}
