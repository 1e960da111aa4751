import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  RazorpayCheckout,
  type RazorpayCheckoutOptions,
} from '#app/components/payments/razorpay-checkout.tsx';
import { StripeReturn } from '#app/components/payments/stripe-return.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answer, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { payAlert, payProblem } from '#app/lib/pay-view.ts';
import { orderPath } from '#core/paths.ts';
import { Icon } from '#app/components/ui/icons.tsx';
import type { ActionAnswer, Toast } from '#core/action-answer.ts';
import { formatRupees } from '#core/money.ts';
import { payActionSchema } from '#core/pay-input.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import {
  confirmRazorpayPayment,
  confirmStripeReturn,
  getOrderToPay,
  prepareRazorpayCheckout,
  stripeCheckoutUrl,
} from '#server/payments/online-payment.ts';
import type { Route } from './+types/pay';

/** What the page's action answers when it does not redirect. */
type PayAnswer = ActionAnswer & {
  /** Razorpay's checkout, to be opened at once. */
  razorpayCheckout?: RazorpayCheckoutOptions;
  /** Back from Stripe without having paid. */
  notice?: string;
};

const NOT_COMPLETED = 'Your payment has not been completed yet. You can try again.';

const paidToast = (orderNumber: string): Toast => ({
  title: 'Payment successful',
  description: `Thank you! Order #${orderNumber} is paid.`,
});

/**
 * Reads only: the order, and what its method needs. Razorpay's order is made when the customer
 * presses Pay (the action), and Stripe's return is confirmed by the page's POST or the webhook,
 * so a reload, a prefetch or a crawler changes nothing.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const { razorpay, stripe } = context.config.payments;
  const order = await getOrderToPay(context.db, user.id, params.orderNumber);
  const headers = { 'Cache-Control': PRIVATE_PAGE_CACHE };

  // Back from Stripe's hosted checkout: the page asks its action to confirm the session.
  const sessionId = url.searchParams.get('session_id');
  const stripeReturn = sessionId && order.paymentMethod === 'stripe' && stripe ? sessionId : null;
  if (!order.awaitsPayment && !stripeReturn) throw redirect(orderPath(order.orderNumber));

  const view = {
    orderNumber: order.orderNumber,
    totalPaise: order.totalPaise,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
  const razorpayScript =
    order.paymentMethod === 'razorpay' && razorpay ? razorpay.checkoutScriptUrl : null;
  const available = order.paymentMethod === 'razorpay' ? Boolean(razorpay) : Boolean(stripe);
  const problem = payProblem(paymentMethodLabels[order.paymentMethod], available);
  return data({ order: view, razorpayScript, stripeReturn, problem }, { headers });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, `Pay for order ${params.orderNumber}`) },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const user = await requireUser({ context, request, url });
  const { db, config } = context;
  const { razorpay, stripe } = config.payments;
  const { orderNumber } = params;
  const toOrder = () => redirect(orderPath(orderNumber), 303);
  const paid = () => redirectWithToast(orderPath(orderNumber), paidToast(orderNumber), context);
  const orderToPay = () => getOrderToPay(db, user.id, orderNumber);
  return dispatchIntent(
    request,
    payActionSchema,
    {
      async 'stripe-return'({ session_id }) {
        const order = await orderToPay();
        if (!stripe || order.paymentMethod !== 'stripe') return toOrder();
        const outcome = await confirmStripeReturn(db, stripe, order, session_id);
        if (outcome !== 'unpaid') return paid();
        if (!order.awaitsPayment) return toOrder();
        return answer<PayAnswer>({ notice: NOT_COMPLETED });
      },
      async razorpay(answered) {
        const order = await orderToPay();
        if (!razorpay || order.paymentMethod !== 'razorpay') return toOrder();
        await confirmRazorpayPayment(db, razorpay, order, {
          razorpayPaymentId: answered.razorpay_payment_id,
          signature: answered.razorpay_signature,
        });
        return paid();
      },
      async 'razorpay-checkout'() {
        const order = await orderToPay();
        if (!order.awaitsPayment || !razorpay || order.paymentMethod !== 'razorpay') {
          return toOrder();
        }
        const checkout = await prepareRazorpayCheckout(db, razorpay, order);
        return answer<PayAnswer>({ razorpayCheckout: checkout });
      },
      async stripe() {
        const order = await orderToPay();
        if (!order.awaitsPayment || !stripe || order.paymentMethod !== 'stripe') return toOrder();
        return redirect(await stripeCheckoutUrl(db, stripe, order, config.appUrl), 303);
      },
    },
    {
      // Razorpay's checkout that could not be opened is said as it is; a payment refused, titled.
      refusedAs: ({ intent }) => ({
        title: intent === 'razorpay-checkout' ? undefined : 'Payment not accepted',
        form: intent,
      }),
    },
  );
}

export default function PayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, razorpayScript, stripeReturn, problem } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const amount = formatRupees(order.totalPaise);
  const method = paymentMethodLabels[order.paymentMethod];
  const answered = actionData as PayAnswer | undefined;
  const alert = payAlert(answered);
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <Link
        to={orderPath(order.orderNumber)}
        className="inline-flex items-center gap-1 text-sm text-maroon-700 hover:underline"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden /> Order #{order.orderNumber}
      </Link>
      <h1 className="mt-4 font-display text-3xl font-bold text-maroon-800">
        Pay for order #{order.orderNumber}
      </h1>
      <section className="mt-6 rounded-xl bg-white p-6 shadow-sm" aria-labelledby="amount-due">
        <h2 id="amount-due" className="text-stone-700">
          Amount due
        </h2>
        <p className="mt-1 font-display text-3xl font-bold text-maroon-800">{amount}</p>
        <p className="mt-2 text-sm text-stone-700">
          {order.paymentStatus === 'failed' ? 'Your last payment attempt did not go through. ' : ''}
          You pay on {method}&apos;s secure page; your card or UPI details never reach us. An order
          that stays unpaid is cancelled after a while and its items go back on sale.
        </p>
        {alert && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {alert}
          </p>
        )}
        <div className="mt-6">
          {problem ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          ) : stripeReturn && !answered ? (
            <StripeReturn sessionId={stripeReturn} busy={busy} />
          ) : razorpayScript ? (
            <RazorpayCheckout
              checkoutScriptUrl={razorpayScript}
              label={`Pay ${amount} with Razorpay`}
              busy={busy}
            />
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="stripe" />
              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                {busy ? 'Opening Stripe...' : `Pay ${amount} with Stripe`}
              </Button>
            </Form>
          )}
        </div>
      </section>
    </main>
  );
}
