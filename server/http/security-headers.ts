/** Security headers for every response, with a per-response nonce for React Router's inline scripts. */
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
import type { PaymentProviders } from '#server/config.ts';

/** The page where an order is paid online: the only one that may reach a payment provider. */
const PAY_PAGE = /^\/orders\/[^/]+\/pay$/;

const originOf = (url: string) => new URL(url).origin;

export function securityHeaders(options: { https: boolean; payments: PaymentProviders }) {
  const everyPage = secureHeaders(headersWith(options.https, {}));
  const { razorpay, stripe } = options.payments;
  // Razorpay's checkout is its script opening its own frame from its API's origin; Stripe's is a
  // page the pay form's answer redirects to.
  const razorpayOrigins = razorpay
    ? [...new Set([originOf(razorpay.checkoutScriptUrl), originOf(razorpay.apiUrl)])]
    : [];
  const payPage = secureHeaders(
    headersWith(options.https, {
      scripts: razorpayOrigins,
      frames: razorpayOrigins,
      connections: razorpayOrigins,
      images: razorpayOrigins,
      formTargets: stripe ? [originOf(stripe.checkoutUrl)] : [],
      // Razorpay's checkout may ask the browser to pay (UPI, cards saved in the browser).
      payment: razorpay ? ['self', ...razorpayOrigins] : [],
    }),
  );
  const middleware: MiddlewareHandler = (c, next) =>
    PAY_PAGE.test(c.req.path) ? payPage(c, next) : everyPage(c, next);
  return middleware;
}

/** The policy, with the providers' checkout origins a page needs added to it. */
function headersWith(
  https: boolean,
  providers: {
    scripts?: string[];
    frames?: string[];
    connections?: string[];
    images?: string[];
    formTargets?: string[];
    payment?: string[];
  },
): SecureHeadersOptions {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...(providers.scripts ?? [])],
      // Toasts and Radix position themselves with inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...(providers.images ?? [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(providers.connections ?? [])],
      frameSrc: providers.frames?.length ? providers.frames : ["'none'"],
      formAction: ["'self'", ...(providers.formTargets ?? [])],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: https ? 'max-age=63072000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    // What the shop never uses is off for it and anything it frames; payment only on the pay page.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: providers.payment ?? [],
      usb: [],
      bluetooth: [],
      serial: [],
      hid: [],
      midi: [],
      displayCapture: [],
      browsingTopics: [],
    },
  };
}
