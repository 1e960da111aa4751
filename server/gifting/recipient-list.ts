/**
 * The buyer's list of people to send the cart to (core/gift-recipients.ts has the rules): the
 * page's view of it, rows added or changed by hand, a spreadsheet uploaded in its place, and the
 * template to start one from. Rows from a file are kept as typed, each shown with what is wrong;
 * a row typed by hand is kept only once it reads well and can be delivered.
 */
import { and, count, eq, max, sql } from 'drizzle-orm';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError, fieldsRefused } from '#core/app-error.ts';
import { deliveryPromiseText } from '#core/delivery-promise.ts';
import { planDeliveries } from '#core/gift-delivery-plan.ts';
import { checkRecipientRow } from '#core/gift-recipient-row.ts';
import {
  boxesInAll,
  checkRecipientList,
  firstListProblem,
  type RecipientField,
  type RecipientRowText,
} from '#core/gift-recipients.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { MOST_RECIPIENTS } from '#core/recipient-list.ts';
import { readRecipientTable, recipientTemplateHeadings } from '#core/recipient-table.ts';
import { hasControlCharacter } from '#core/validation.ts';
import { loadCustomersCart } from '#server/cart/load-cart.ts';
import type { Db } from '#server/db/client.ts';
import { giftRecipients } from '#server/db/schema/gifting.ts';
import { readDeliveryRules } from '#server/delivery/delivery-rules.ts';
import { choicesByZone } from '#server/delivery/delivery-slots.ts';
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import type { Shopper } from '#server/orders/checkout.ts';
import { giftProductsOf, readRecipientRows } from './recipient-rows.ts';

/** The cart's products as the list offers them; none for an empty cart. */
async function cartProducts(db: Db, shopper: Shopper) {
  const cart = await loadCustomersCart(db, shopper.userId, shopper.browserCartId);
  return { cart, products: giftProductsOf(cart.lines) };
}

/**
 * Everything the recipient list's page shows: each row with its refusals beside its fields and
 * when its parcel arrives, the boxes of each product going out in all, the slots a row may
 * choose, and the first thing in the way of checkout (null once the list can be ordered).
 */
export async function prepareRecipientList(db: Db, shopper: Shopper, now = new Date()) {
  const { cart, products } = await cartProducts(db, shopper);
  if (products.length === 0) return { cart: null };
  const rows = await readRecipientRows(db, shopper.userId);
  const { zones, calendar } = await readDeliveryRules(db, now);
  const check = checkRecipientList({
    rows,
    products,
    zones,
    calendar,
    cashOnDelivery: false,
    now,
  });
  const planned = new Map(check.deliveries.map((delivery) => [delivery.position, delivery]));
  const today = indiaDayKey(now);
  const boxes = boxesInAll(check.recipients);
  return {
    cart: { lines: cart.lines },
    products,
    rows: rows.map((row) => {
      const delivery = planned.get(row.position);
      return {
        ...row,
        errors: check.rowErrors.get(row.position) ?? {},
        delivery: delivery
          ? deliveryPromiseText({
              zone: delivery.zone,
              slot: delivery.slot && {
                day: delivery.slot.deliveryDate,
                label: delivery.slot.deliverySlot,
              },
              today,
            })
          : null,
      };
    }),
    boxesInAll: products.map((product) => ({
      ...product,
      boxes: boxes.get(product.variantId) ?? 0,
    })),
    problem: firstListProblem(rows, check),
    /** The days and slots of the first zone with slots: what a row may choose from. */
    slotDays: Object.values(choicesByZone(calendar, zones, now))[0] ?? null,
  };
}

export type RecipientRowFields = Omit<RecipientRowText, 'position'>;

/** A row as the recipient form posts it (core/recipient-list-input.ts): `position` null adds one. */
export interface RecipientRowInput extends RecipientRowFields {
  position: number | null;
}

/**
 * Adds a row typed by hand (`position` null) or changes one: kept only when it reads well and
 * its parcel can be delivered; otherwise refused with what is wrong, by field. A row's slot is
 * checked for room with the whole list, when the list is shown.
 */
export async function saveRecipient(
  db: Db,
  shopper: Shopper,
  input: RecipientRowInput,
  now = new Date(),
): Promise<{ position: number }> {
  const { position, ...fields } = input;
  const { products } = await cartProducts(db, shopper);
  if (products.length === 0) {
    throw new AppError('CART_EMPTY', 'Please add items to your cart first.');
  }
  const checked = checkRecipientRow({ ...fields, position: position ?? 0 }, products);
  if (!checked.ok) throw fieldsRefused(checked.fieldErrors);
  const { zones, calendar } = await readDeliveryRules(db, now);
  const plan = planDeliveries({
    recipients: [checked.recipient],
    products,
    zones,
    calendar,
    cashOnDelivery: false,
    now,
  });
  if (plan.problems.length > 0) {
    const fieldErrors: Partial<Record<RecipientField, string>> = {};
    for (const problem of plan.problems) fieldErrors[problem.field] ??= problem.message;
    throw fieldsRefused(fieldErrors);
  }
  const values = rowValues(fields);
  if (position === null) {
    return db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(giftRecipients.position), rows: count() })
        .from(giftRecipients)
        .where(eq(giftRecipients.userId, shopper.userId));
      refuseLongList(last?.rows ?? 0);
      const next = (last?.position ?? 0) + 1;
      await tx.insert(giftRecipients).values({ userId: shopper.userId, position: next, ...values });
      return { position: next };
    });
  }
  const changed = await db
    .update(giftRecipients)
    .set(values)
    .where(ownRow(shopper.userId, position))
    .returning({ position: giftRecipients.position });
  if (changed.length === 0) throw ROW_GONE;
  return { position };
}

const ROW_GONE = new AppError(
  'NOT_FOUND',
  'That recipient is no longer on your list. Please look at the list again.',
);

function refuseLongList(rows: number) {
  if (rows < MOST_RECIPIENTS) return;
  throw new AppError(
    'INVALID_INPUT',
    `One order goes to at most ${MOST_RECIPIENTS} people. Please place a second order for the rest.`,
  );
}

function ownRow(userId: string, position: number) {
  return and(eq(giftRecipients.userId, userId), eq(giftRecipients.position, position));
}

/** A row's fields as stored: every text trimmed of the spaces around it, quantities as typed. */
function rowValues(fields: RecipientRowFields) {
  return {
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    address: fields.address.trim(),
    city: fields.city.trim(),
    state: fields.state.trim(),
    pincode: fields.pincode.trim(),
    giftMessage: fields.giftMessage.trim(),
    quantities: Object.fromEntries(
      Object.entries(fields.quantities).map(([variantId, typed]) => [variantId, typed.trim()]),
    ),
    deliverySlot: fields.deliverySlot.trim(),
  };
}

/** Takes a row off the list; the rows below move up, so the rows stay numbered 1, 2, 3 … */
export async function removeRecipient(db: Db, userId: string, position: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(giftRecipients)
      .where(ownRow(userId, position))
      .returning({ id: giftRecipients.id });
    if (removed.length === 0) throw ROW_GONE;
    await renumber(tx, userId);
  });
}

async function renumber(db: Pick<Db, 'execute'>, userId: string) {
  await db.execute(sql`
    update ${giftRecipients} as row set position = numbered.position
    from (select id, row_number() over (order by position) as position
          from ${giftRecipients} where user_id = ${userId}) as numbered
    where row.id = numbered.id and row.position <> numbered.position`);
}

/** Empties the list: the cart goes back to being sent to one address. */
export async function clearRecipientList(db: Db, userId: string): Promise<void> {
  await db.delete(giftRecipients).where(eq(giftRecipients.userId, userId));
}

/** One day and slot for every parcel of the list ('' for the earliest with room for each). */
export async function chooseSlotForAll(db: Db, userId: string, slotChoice: string) {
  await db
    .update(giftRecipients)
    .set({ deliverySlot: slotChoice.trim() })
    .where(eq(giftRecipients.userId, userId));
}

/**
 * Puts an uploaded spreadsheet (CSV) in the list's place, each line a row as typed. A file that
 * cannot be read as a whole (not CSV, a column neither an address's nor a cart product's, no
 * rows, too many) is refused with why, beside the file field, and the list is left as it was.
 */
export async function uploadRecipientFile(
  db: Db,
  shopper: Shopper,
  file: { name: string; text: string },
): Promise<{ rows: number }> {
  if (!/\.(csv|txt)$/i.test(file.name)) {
    throw new AppError(
      'INVALID_INPUT',
      'Please upload the list as a CSV file: in your spreadsheet, choose Save As (or Download) and “CSV”.',
      { field: 'file' },
    );
  }
  const { products } = await cartProducts(db, shopper);
  if (products.length === 0) {
    throw new AppError('CART_EMPTY', 'Please add items to your cart first.');
  }
  const lines = readCsv(file.text);
  refuseHiddenCharacters(lines);
  const table = readRecipientTable(lines, products);
  if (!table.ok) throw new AppError('INVALID_INPUT', table.message, { field: 'file' });
  await db.transaction(async (tx) => {
    await tx.delete(giftRecipients).where(eq(giftRecipients.userId, shopper.userId));
    await tx.insert(giftRecipients).values(
      table.rows.map((row, index) => ({
        userId: shopper.userId,
        position: index + 1,
        ...rowValues({ ...row, deliverySlot: '' }),
      })),
    );
  });
  return { rows: table.rows.length };
}

/** A spreadsheet saved as CSV: commas or semicolons, quoted cells, a BOM, any line ends. */
function readCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line =
      'lines' in error && typeof error.lines === 'number' ? ` (line ${error.lines})` : '';
    throw new AppError(
      'INVALID_INPUT',
      `This file could not be read as CSV${line}. Please save it from your spreadsheet as “CSV (comma delimited)” and upload it again.`,
      { field: 'file' },
    );
  }
}

/**
 * A cell with a control character (a NUL, say) cannot be kept as text (PostgreSQL refuses it):
 * the file is refused, naming the row to type again. Tabs and line ends in a quoted cell are text.
 */
function refuseHiddenCharacters(lines: readonly string[][]) {
  const at = lines.findIndex((cells) => cells.some(hasControlCharacter));
  if (at === -1) return;
  throw new AppError(
    'INVALID_INPUT',
    `Row ${at + 1} of this file has a hidden character (a control character) that cannot be saved. Please type that row again in your spreadsheet, save it as CSV and upload it again.`,
    { field: 'file' },
  );
}

/** The template: the address columns and one per product of the customer's cart. */
export async function recipientTemplate(db: Db, shopper: Shopper): Promise<string> {
  const { products } = await cartProducts(db, shopper);
  return spreadsheetCsv([recipientTemplateHeadings(products)]);
}
