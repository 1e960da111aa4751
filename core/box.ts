/**
 * The box builder's form: its fields and its limit, apart from its schema (box-input.ts), so the
 * builder's page names them without carrying zod to the browser.
 */
import type { BoxShare } from './assorted-box.ts';
import { isRecordId } from './record-id.ts';

const SHARE_FIELD = 'share.';

/** The builder's field for a sweet's share: `share.<product id>`, its grams. */
export const shareField = (productId: string) => `${SHARE_FIELD}${productId}`;

/** The most boxes of one filling a customer adds at once. */
export const BOXES_AT_ONCE_MOST = 20;

/**
 * The shares a builder's form chose, by its `share.<product id>` fields (none chosen: 0 or
 * empty); null when a share is not a whole number of grams or names no product id (a form not
 * sent by the page).
 */
export function boxSharesOf(fields: Readonly<Record<string, string>>): BoxShare[] | null {
  const shares: BoxShare[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith(SHARE_FIELD)) continue;
    if (value === '' || value === '0') continue;
    const productId = name.slice(SHARE_FIELD.length);
    if (!/^\d{1,6}$/.test(value) || !isRecordId(productId)) return null;
    shares.push({ productId, grams: Number(value) });
  }
  return shares;
}
