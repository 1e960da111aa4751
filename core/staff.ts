/**
 * A staff invitation's terms and messages, apart from the staff forms' schemas (staff-input.ts),
 * so the joining page shows them without carrying zod to the browser.
 */

/** An invitation's link works this long. */
export const INVITATION_HOURS = 48;

export const INVITATION_NOT_VALID =
  'This invitation has expired, was withdrawn or was already used. Please ask the shop’s owner for a new one.';
