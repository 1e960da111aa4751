/**
 * Addresses of the shop's pages, for the routes that redirect to them, the components that link
 * or post to them, and the e-mails and payment providers that send a customer back to them.
 */
export const ADDRESSES_PATH = '/dashboard/addresses';
export const PROFILE_PATH = '/dashboard/profile';

/** An order number may hold characters a path cannot, so it is encoded. */
export const orderPath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;

/** The riders' sheet for an India calendar day ('2026-11-26'). */
export const deliveriesPath = (day: string) => `/admin/deliveries/${day}`;

/** A product's page on the storefront. */
export const productPath = (productId: string) => `/product/${productId}`;
/** Where a buyer writes, changes or deletes their review of a product. */
export const productReviewPath = (productId: string) => `${productPath(productId)}/review`;

/** An order's tax invoice, as a page to print and as a PDF. */
export const invoicePath = (orderNumber: string) => `${orderPath(orderNumber)}/invoice`;
export const invoicePdfPath = (orderNumber: string) => `${invoicePath(orderNumber)}.pdf`;

/** Where an order paid online is paid: after checkout, and from 'Pay now'. */
export const payPath = (orderNumber: string) => `${orderPath(orderNumber)}/pay`;

/** Sign in, sign up, or ask for a link to choose a new password. */
export const AUTH_PATH = '/auth';

/** Where a password-reset e-mail's link lands, to choose a new password. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/** The owner's dashboard: the low-stock e-mail links to it. */
export const ADMIN_PATH = '/admin';

/** A page's full address, for a link that leaves the shop (an e-mail, a payment provider). */
export const pageUrl = (appUrl: string, path: string) => `${appUrl}${path}`;

/** The buyer's list of people to send the cart to, its checkout and its template. */
export const GIFT_RECIPIENTS_PATH = '/gift-recipients';
export const GIFT_CHECKOUT_PATH = '/checkout/gift';
export const GIFT_TEMPLATE_PATH = '/gift-recipients/template.csv';
/** An order's recipients and their parcels' status, as a spreadsheet. */
export const recipientsCsvPath = (orderNumber: string) =>
  `${orderPath(orderNumber)}/recipients.csv`;

/** Each parcel's delivery note of an order to several people, without prices, to print. */
export const deliveryNotesPath = (orderNumber: string) =>
  `${orderPath(orderNumber)}/delivery-notes`;

/** A cashier's own day at a counter, to see its bills and close it (the counter screen links here). */
export const counterDayPath = (counterId: string, day?: string) =>
  `/counter/day?counter=${encodeURIComponent(counterId)}${day ? `&day=${day}` : ''}`;

/** The counter days the owner reads, and one closing's Z report. */
export const COUNTER_DAYS_PATH = '/admin/counter-days';
export const counterClosingPath = (closingId: string) => `${COUNTER_DAYS_PATH}/${closingId}`;

/**
 * Where each payment provider sends its webhooks (set in its dashboard). Here, not beside their
 * handlers, so the HTTP plumbing that lets them past the maintenance door needs no payments code.
 */
export const RAZORPAY_WEBHOOK_PATH = '/api/payments/razorpay/webhook';
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';
