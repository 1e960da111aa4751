/**
 * The account pages' messages, apart from their schemas (account-input.ts), so a page shows them
 * without carrying zod to the browser.
 */

export const RESET_LINK_EXPIRED =
  'This reset link has expired or was already used. Please ask for a new one.';
