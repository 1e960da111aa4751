/**
 * Starts local stand-ins for Razorpay and Stripe, to try online payments without keys or the
 * internet, and prints the settings that point the shop at them. Their checkouts are test
 * dialogs: nothing is charged. Ports: RAZORPAY_STAND_IN_PORT (4010), STRIPE_STAND_IN_PORT (4011);
 * webhooks go to the shop at APP_URL (http://localhost:3000).
 */
import { startRazorpayStandIn } from './stand-ins/razorpay-stand-in.ts';
import { startStripeStandIn } from './stand-ins/stripe-stand-in.ts';

const shopUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const [razorpay, stripe] = await Promise.all([
  startRazorpayStandIn({
    port: Number(process.env.RAZORPAY_STAND_IN_PORT ?? 4010),
    webhookUrl: `${shopUrl}/api/payments/razorpay/webhook`,
  }),
  startStripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? 4011),
    webhookUrl: `${shopUrl}/api/payments/stripe/webhook`,
  }),
]);

console.log(`Payment stand-ins are running. Start the shop with these settings:

RAZORPAY_KEY_ID=${razorpay.keyId}
RAZORPAY_KEY_SECRET=${razorpay.keySecret}
RAZORPAY_WEBHOOK_SECRET=${razorpay.webhookSecret}
RAZORPAY_API_URL=${razorpay.url}
RAZORPAY_CHECKOUT_URL=${razorpay.url}/v1/checkout.js
STRIPE_SECRET_KEY=${stripe.secretKey}
STRIPE_WEBHOOK_SECRET=${stripe.webhookSecret}
STRIPE_API_URL=${stripe.url}
STRIPE_CHECKOUT_URL=${stripe.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([razorpay.close(), stripe.close()]).then(() => process.exit(0));
  });
}
