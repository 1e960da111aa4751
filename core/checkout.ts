/**
 * The checkout form's limits, apart from its schema (checkout-input.ts), so the form shows them
 * without carrying zod to the browser.
 */

/** The most characters of a gift message, on the checkout and on each recipient's parcel. */
export const GIFT_MESSAGE_MAX = 300;
