/** Addresses of the customer's pages that routes redirect to and components link or post to. */
export const ADDRESSES_PATH = '/dashboard/addresses';
export const PROFILE_PATH = '/dashboard/profile';

/** An order number may hold characters a path cannot, so it is encoded. */
export const orderPath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;

/** The riders' sheet for an India calendar day ('2026-11-26'). */
export const deliveriesPath = (day: string) => `/admin/deliveries/${day}`;

/** A product's page on the storefront. */
export const productPath = (productId: string) => `/product/${productId}`;

/** An order's tax invoice, as a page to print and as a PDF. */
export const invoicePath = (orderNumber: string) => `${orderPath(orderNumber)}/invoice`;
export const invoicePdfPath = (orderNumber: string) => `${invoicePath(orderNumber)}.pdf`;

/** Where an order paid online is paid: after checkout, and from 'Pay now'. */
export const payPath = (orderNumber: string) => `${orderPath(orderNumber)}/pay`;
