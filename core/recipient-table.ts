/**
 * The recipient list as a spreadsheet: the template's columns, and an uploaded file's rows read
 * back into the list's rows. Columns are found by their heading, in any order and any case; each
 * of the cart's products has a column of its own, headed as the cart names it, holding how many
 * boxes that row's recipient receives.
 */
import type { GiftProduct, RecipientRowText } from './gift-recipients.ts';
import { MOST_RECIPIENTS } from './recipient-list.ts';

/** The template's address columns, and which field of a row each fills. */
export const RECIPIENT_COLUMNS = [
  ['Name', 'name'],
  ['Phone', 'phone'],
  ['Address', 'address'],
  ['City', 'city'],
  ['State', 'state'],
  ['Pincode', 'pincode'],
  ['Gift message', 'giftMessage'],
] as const;

type AddressField = (typeof RECIPIENT_COLUMNS)[number][1];

/** The template's first line: the address columns, then one column per product of the cart. */
export function recipientTemplateHeadings(products: readonly GiftProduct[]): string[] {
  return [...RECIPIENT_COLUMNS.map(([heading]) => heading), ...products.map((p) => p.name)];
}

const headingKey = (heading: string) => heading.trim().replace(/\s+/g, ' ').toLowerCase();

export type RecipientTable =
  | { ok: true; rows: Omit<RecipientRowText, 'position' | 'deliverySlot'>[] }
  | { ok: false; message: string };

/**
 * The rows of an uploaded file (its lines as cells, the first the headings), or why the file as
 * a whole cannot be read: a missing or unknown column, no rows, or more than MOST_RECIPIENTS.
 * Lines with every cell empty are skipped.
 */
export function readRecipientTable(
  lines: readonly (readonly string[])[],
  products: readonly GiftProduct[],
): RecipientTable {
  const [headings, ...body] = lines;
  if (!headings)
    return { ok: false, message: 'The file is empty: please start from the template.' };
  const fieldAt = new Map<number, AddressField>();
  const variantAt = new Map<number, string>();
  for (const [index, heading] of headings.entries()) {
    const key = headingKey(heading);
    if (key === '') continue;
    const column = RECIPIENT_COLUMNS.find(([name]) => headingKey(name) === key);
    const product = products.find((candidate) => headingKey(candidate.name) === key);
    if (column) fieldAt.set(index, column[1]);
    else if (product) variantAt.set(index, product.variantId);
    else {
      return {
        ok: false,
        message: `The column ‘${heading.trim()}’ is neither an address column nor a product in your cart. Please start from the template, which has a column for each product in your cart.`,
      };
    }
  }
  const missing = RECIPIENT_COLUMNS.filter(
    ([, field]) => field !== 'giftMessage' && ![...fieldAt.values()].includes(field),
  ).map(([heading]) => heading);
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. Please start from the template.`,
    };
  }
  const filled = body.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) {
    return { ok: false, message: 'The file has no recipients: please add one per line.' };
  }
  if (filled.length > MOST_RECIPIENTS) {
    return {
      ok: false,
      message: `The file has ${filled.length} recipients; one order goes to at most ${MOST_RECIPIENTS}. Please split it into two orders.`,
    };
  }
  return {
    ok: true,
    rows: filled.map((cells) => {
      const row = {
        name: '',
        phone: '',
        address: '',
        city: '',
        state: '',
        pincode: '',
        giftMessage: '',
      };
      const quantities: Record<string, string> = {};
      for (const [index, field] of fieldAt) row[field] = (cells[index] ?? '').trim();
      for (const [index, variantId] of variantAt)
        quantities[variantId] = (cells[index] ?? '').trim();
      return { ...row, quantities };
    }),
  };
}
