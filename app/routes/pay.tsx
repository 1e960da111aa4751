import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  RazorpayCheckout,
  type RazorpayCheckoutOptions,
} from '#app/components/payments/razorpay-checkout.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { orderPath } from '#core/paths.ts';
import type { AppLoadContext } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import type { Toast } from '#core/action-answer.ts';
import { isAppError } from '#core/app-error.ts';
import { formatRupees } from '#core/money.ts';
import { payActionSchema, type PayRequest } from '#core/pay-input.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import {
  confirmRazorpayPayment,
  confirmStripeReturn,
  getOrderToPay,
  prepareRazorpayCheckout,
  stripeCheckoutUrl,
} from '#server/payments/online-payment.ts';
import type { Route } from './+types/pay';

const paidToast = (orderNumber: string): Toast => ({
  title: 'Payment successful',
  description: `Thank you! Order #${orderNumber} is paid.`,
});

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const { razorpay, stripe } = context.config.payments;
  const order = await getOrderToPay(context.db, user.id, params.orderNumber);
  const headers = { 'Cache-Control': PRIVATE_PAGE_CACHE };

  // Back from Stripe's hosted checkout: Stripe's record of the session decides.
  const sessionId = url.searchParams.get('session_id');
  let notice: string | null = null;
  if (sessionId && order.paymentMethod === 'stripe' && stripe) {
    const outcome = await confirmStripeReturn(context.db, stripe, order, sessionId);
    if (outcome !== 'unpaid') {
      return redirectWithToast(orderPath(order.orderNumber), paidToast(order.orderNumber), context);
    }
    notice = 'Your payment has not been completed yet. You can try again.';
  }
  if (!order.awaitsPayment) throw redirect(orderPath(order.orderNumber));

  const view = {
    orderNumber: order.orderNumber,
    totalPaise: order.totalPaise,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
  let razorpayCheckout: RazorpayCheckoutOptions | null = null;
  let problem: string | null = null;
  if (order.paymentMethod === 'razorpay' && razorpay) {
    try {
      razorpayCheckout = {
        ...(await prepareRazorpayCheckout(context.db, razorpay, order)),
        checkoutScriptUrl: razorpay.checkoutScriptUrl,
      };
    } catch (error) {
      if (!isAppError(error)) throw error;
      problem = error.message;
    }
  }
  const available = order.paymentMethod === 'razorpay' ? Boolean(razorpay) : Boolean(stripe);
  if (!available) {
    problem = `${paymentMethodLabels[order.paymentMethod]} is not available at the moment. Please contact us to pay for this order.`;
  }
  return data({ order: view, razorpayCheckout, notice, problem }, { headers });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, `Pay for order ${params.orderNumber}`) },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const user = await requireUser({ context, request, url });
  const form = await readForm(request, payActionSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Payment not accepted' }, () =>
    pay(context, user.id, params.orderNumber, form.value),
  );
}

async function pay(
  context: AppLoadContext,
  userId: string,
  orderNumber: string,
  request: PayRequest,
) {
  const { razorpay, stripe } = context.config.payments;
  const order = await getOrderToPay(context.db, userId, orderNumber);
  if (request.intent === 'razorpay' && razorpay && order.paymentMethod === 'razorpay') {
    await confirmRazorpayPayment(context.db, razorpay, order, {
      razorpayPaymentId: request.razorpay_payment_id,
      signature: request.razorpay_signature,
    });
    return redirectWithToast(orderPath(orderNumber), paidToast(orderNumber), context);
  }
  if (request.intent === 'stripe' && stripe && order.paymentMethod === 'stripe') {
    if (!order.awaitsPayment) return redirect(orderPath(orderNumber), 303);
    const url = await stripeCheckoutUrl(context.db, stripe, order, context.config.appUrl);
    return redirect(url, 303);
  }
  return redirect(orderPath(orderNumber), 303);
}

export default function PayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, razorpayCheckout, notice, problem } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const amount = formatRupees(order.totalPaise);
  const method = paymentMethodLabels[order.paymentMethod];
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
        {(actionData?.toast || notice) && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {actionData?.toast
              ? `${actionData.toast.title}: ${actionData.toast.description ?? ''}`
              : notice}
          </p>
        )}
        <div className="mt-6">
          {problem ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          ) : razorpayCheckout ? (
            <RazorpayCheckout
              options={razorpayCheckout}
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
