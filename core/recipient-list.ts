/**
 * The recipient list's size and its form's field names, apart from its schema
 * (recipient-list-input.ts) and rules (gift-recipients.ts), so the page shows them without
 * carrying zod to the browser.
 */
import type { PostedFields } from './posted-rows.ts';

/** The most people one order goes to. */
export const MOST_RECIPIENTS = 300;

/** A row's boxes of each product: posted as `boxes.<variant id>`. */
export const boxesField = (variantId: string) => `boxes.${variantId}`;

export function postedBoxes(fields: PostedFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) =>
      name.startsWith('boxes.') && typeof value === 'string'
        ? [[name.slice('boxes.'.length), value]]
        : [],
    ),
  );
}
