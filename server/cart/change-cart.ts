/** The cart's rules: add (merging lines), set a quantity (0 removes), remove, and the promo code. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { variantName } from '#core/variant-label.ts';
import { capAtStock } from '#core/stock.ts';
import { inTransactionSlot, type Db, type Transaction } from '#server/db/client.ts';
import { cartLines, carts } from '#server/db/schema/cart.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';
import {
  currentQuantity,
  lockAndTouchCart,
  readVariant,
  refuseOffSale,
  writeQuantity,
} from './cart-line-writes.ts';
import {
  countVisitorWrite,
  visitorWriteCount,
  type VisitorLimit,
} from '#server/limits/visitor-writes.ts';

export interface CartChange {
  cartId: string;
  productName: string;
  /** Units of the variant now in the cart. */
  quantity: number;
  /** Said when the cart holds less than was asked for, because of stock. */
  notice?: string;
}

/** The browser's cart, locked; or a new one, made on the first add. */
export async function ensureCart(tx: Transaction, cartId: string | undefined) {
  if (cartId) {
    const locked = await lockAndTouchCart(tx, cartId);
    if (locked) return { id: locked, created: false };
  }
  const [created] = await tx.insert(carts).values({}).returning({ id: carts.id });
  if (!created) throw new Error('The cart was not created');
  return { id: created.id, created: true };
}

/**
 * Adds units of a variant: an existing line grows, a new one is appended; capped at stock.
 * With `visitor`, making a new cart counts against that address's limit (visitor-writes.ts).
 */
export async function addToCart(
  db: Db,
  cartId: string | undefined,
  variantId: string,
  quantity: number,
  visitor?: VisitorLimit,
): Promise<CartChange> {
  const added = cartId
    ? await addToKnownCart(db, cartId, variantId, quantity)
    : await addToNewCart(db, variantId, quantity, visitor);
  return added ?? addStepByStep(db, cartId, variantId, quantity, visitor);
}

/** The variant as a CTE of an add's statement: a row only while it can go into a cart. */
const addableVariant = (variantId: string) => sql`
  select ${productVariants.stockQuantity} as stock, ${products.name} as name,
    ${productVariants.weight} as weight
  from ${productVariants}
  join ${products} on ${products.id} = ${productVariants.productId}
  where ${productVariants.id} = ${variantId} and ${variantOnSale()}
    and ${productVariants.stockQuantity} > 0`;

type Added = { cartId: string; quantity: number; before: number; stock: number } & Named;

/** What an add's statement answers: the line as written, and the variant as it was read. */
const answerAdded = sql`returning cart_id as "cartId", quantity,
  (select stock from variant) as stock, (select name from variant) as name,
  (select weight from variant) as weight`;

/** Runs an add's statement; its rows are typed here, as the shop's Db type is driver-neutral. */
async function runAdd(db: Db, statement: SQL): Promise<Added | undefined> {
  const { rows } = (await inTransactionSlot(db, async () => db.execute(statement))) as {
    rows: Added[];
  };
  return rows[0];
}

/**
 * A visitor's first add, as one statement: the variant read, the address's count of new carts
 * taken (only for a variant that can be added), the cart made and its line written, in one round
 * trip; the counter's row, which every visitor behind one address shares, is held from its count
 * to the commit and no longer. Past the limit, or with the variant off sale or sold out, it makes
 * nothing and answers nothing, and `addStepByStep` says why (past the limit, the count has still
 * gone up by one: it stays past the limit either way).
 */
async function addToNewCart(
  db: Db,
  variantId: string,
  quantity: number,
  visitor: VisitorLimit | undefined,
): Promise<CartChange | undefined> {
  const counted = visitor
    ? sql`, counted as (${visitorWriteCount('cart', visitor, Date.now(), sql`from variant`)})`
    : sql``;
  const withinLimit = visitor
    ? sql`where (select count from counted) <= ${visitor.perMinute}`
    : sql``;
  const line = await runAdd(
    db,
    sql`
    with variant as (${addableVariant(variantId)})${counted},
    cart as (
      insert into ${carts} (id) select gen_random_uuid() from variant ${withinLimit} returning id
    )
    insert into ${cartLines} (cart_id, variant_id, quantity)
    select cart.id, ${variantId}, least(${quantity}::int, variant.stock) from cart, variant
    ${answerAdded}`,
  );
  if (!line) return undefined;
  const notice =
    line.quantity < quantity ? stockNotice(line, line.stock, line.quantity) : undefined;
  return { cartId: line.cartId, productName: line.name, quantity: line.quantity, notice };
}

/**
 * The common add, to a cart the browser already has, as one statement: no transaction, one round
 * trip. It touches and so locks the cart (one change at a time to a cart, as in `ensureCart`),
 * so it runs in a transaction's slot; and the line's new quantity is computed from the row as it
 * is when written, so adds at once each count. It answers nothing, and changes nothing, when any
 * rule would refuse or the cart is gone; then `addStepByStep` finds which and says so.
 */
async function addToKnownCart(
  db: Db,
  cartId: string,
  variantId: string,
  quantity: number,
): Promise<CartChange | undefined> {
  const line = await runAdd(
    db,
    sql`
    with cart as (
      update ${carts} set updated_at = now() where ${carts.id} = ${cartId} returning ${carts.id}
    ), variant as (${addableVariant(variantId)}), before as (
      select ${cartLines.quantity} as quantity from ${cartLines}
      where ${cartLines.cartId} = ${cartId} and ${cartLines.variantId} = ${variantId}
    )
    insert into ${cartLines} (cart_id, variant_id, quantity)
    select cart.id, ${variantId}, least(${quantity}::int, variant.stock) from cart, variant
    on conflict (cart_id, variant_id) do update
      set quantity = least(${cartLines.quantity} + ${quantity}::int, (select stock from variant))
      where ${cartLines.quantity} < (select stock from variant)
    ${answerAdded}, coalesce((select quantity from before), 0) as before`,
  );
  if (!line) return undefined;
  // `before` is the line as the statement began; an add at the same moment (a double click) may
  // have grown it since, which changes only whether the notice below is said.
  const wanted = line.before + quantity;
  return {
    cartId,
    productName: line.name,
    quantity: line.quantity,
    notice: line.quantity < wanted ? stockNotice(line, line.stock, line.quantity) : undefined,
  };
}

type Named = { name: string; weight: string };

const stockNotice = (variant: Named, stock: number, kept: number) =>
  `Only ${stock} of ${variantName(variant)} in stock: your cart now has ${kept}.`;

/** The add that makes a cart, or finds why the one-statement add could not be made. */
async function addStepByStep(
  db: Db,
  cartId: string | undefined,
  variantId: string,
  quantity: number,
  visitor?: VisitorLimit,
): Promise<CartChange> {
  // Read before the transaction, as it is read without a lock anyway: the transaction then holds
  // its connection only for the cart's own statements.
  const variant = await readVariant(db, variantId);
  refuseOffSale(variant);
  if (variant.stockQuantity === 0) {
    throw new AppError('OUT_OF_STOCK', `${variantName(variant)} is out of stock.`);
  }
  return db.transaction(async (tx) => {
    const { id, created } = await ensureCart(tx, cartId);
    const existing = created ? 0 : await currentQuantity(tx, id, variantId);
    if (existing >= variant.stockQuantity) {
      throw new AppError(
        'OUT_OF_STOCK',
        `Only ${variant.stockQuantity} of ${variantName(variant)} in stock, and all of them are already in your cart.`,
      );
    }
    const wanted = existing + quantity;
    const kept = capAtStock(wanted, variant.stockQuantity);
    await writeQuantity(tx, id, variantId, kept);
    // A new cart is a new row, so it counts against the visitor's address. Counted last: every
    // visitor behind one address (a mobile network's) updates the same counter, and its row stays
    // locked only from here to the commit.
    if (created && visitor) await countVisitorWrite(tx, 'cart', visitor);
    return {
      cartId: id,
      productName: variant.name,
      quantity: kept,
      notice: kept < wanted ? stockNotice(variant, variant.stockQuantity, kept) : undefined,
    };
  });
}

/** Sets a line's quantity; 0 or less removes it, more than the stock is capped at the stock. */
export async function setCartLineQuantity(
  db: Db,
  cartId: string,
  variantId: string,
  quantity: number,
): Promise<CartChange> {
  return db.transaction(async (tx) => {
    await lockAndTouchCart(tx, cartId);
    const variant = await readVariant(tx, variantId);
    if (quantity <= 0) {
      await writeQuantity(tx, cartId, variantId, 0);
      return { cartId, productName: variant.name, quantity: 0 };
    }
    refuseOffSale({ onSale: variant.onSale || variant.boxOnSale });
    if ((await currentQuantity(tx, cartId, variantId)) === 0) {
      throw new AppError('NOT_FOUND', 'That item is no longer in your cart.');
    }
    const kept = capAtStock(quantity, variant.stockQuantity);
    await writeQuantity(tx, cartId, variantId, kept);
    return {
      cartId,
      productName: variant.name,
      quantity: kept,
      notice: kept < quantity ? stockNotice(variant, variant.stockQuantity, kept) : undefined,
    };
  });
}

export async function removeCartLine(db: Db, cartId: string, variantId: string) {
  await db
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
}

/** Keeps the code with the cart as typed; whether it gives a discount is decided when pricing. */
export async function setCartPromoCode(db: Db, cartId: string, code: string) {
  await db
    .update(carts)
    .set({ promoCode: code === '' ? null : code, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
