/**
 * Saving the product dialog: a new product with its variants, or an edit that updates, adds,
 * deletes and retires variants. Each is one transaction; an edit holds the product's variants
 * locked as checkout does, so an order never interleaves with a change of its variants.
 */
import { queueBackInStockEmails } from '#server/catalog/stock-alerts.ts';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import {
  defaultProductImage,
  isDefaultProductImage,
  productSlug,
  weightKey,
  type ProductInput,
  type ProductVariantInput,
} from '#core/product-input.ts';
import { lockVariantsInIdOrder } from '#server/catalog/lock-variants.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { orderItems, productVariants, products, sweetStock } from '#server/db/schema.ts';
import { setSweetGrams } from '#server/catalog/sweet-stock.ts';
import { gramsOfWeight } from '#core/sweet-stock.ts';
import { announceStorefrontChange } from '#server/realtime/shop-events.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit, recordChange } from '#server/staff/audit-log.ts';
import { assertProductId, productNotFound } from './products.ts';
import { refuseDuplicateWeight } from './duplicate-weight.ts';
import { notABox } from '#server/boxes/box-product.ts';

/** The dialog's product; `imageUrl` when an image was uploaded with it (product-images.ts). */
export type SaveProductInput = ProductInput & { imageUrl?: string };

/** Product creations take their slugs one at a time, so two alike names get -2 and -3. */
const SLUG_LOCK = 7_305_2001;

/** Writes the product and its variants together: a variant refused leaves no product behind. */
export async function createProduct(
  db: Db,
  actor: Actor,
  input: SaveProductInput,
): Promise<{ id: string }> {
  assertMay(actor, 'products');
  const variants = withOneDefault(input.variants);
  try {
    return await db.transaction(async (tx) => {
      const [product] = await tx
        .insert(products)
        .values({
          ...productFields(input),
          slug: await freeSlug(tx, productSlug(input.name)),
          imageUrl: input.imageUrl ?? defaultProductImage(input.category),
        })
        .returning({ id: products.id, imageUrl: products.imageUrl });
      if (!product) throw new Error('The product was not created');
      await tx
        .insert(productVariants)
        .values(variants.map((variant) => ({ ...variant, productId: product.id })));
      if (sellsByWeight(variants)) await setSweetGrams(tx, product.id, input.stockGrams);
      await recordAudit(tx, actor, {
        kind: 'product.created',
        subject: input.name,
        after: {
          ...auditedProduct(productFields(input), variants, input.stockGrams),
          image: product.imageUrl,
        },
      });
      await announceStorefrontChange(tx);
      return { id: product.id };
    });
  } catch (error) {
    throw refuseDuplicateWeight(error, variants);
  }
}

/**
 * Saves an edit. Each variant of the form updates the variant of the same weight ('500 G' is
 * '500g'), bringing a retired one back, or is added; a variant the form no longer has is
 * deleted, unless past orders refer to it: then it is retired (kept for them, no longer sold),
 * and its weight is in `keptVariants`.
 */
export async function updateProduct(
  db: Db,
  actor: Actor,
  productId: string,
  input: SaveProductInput,
): Promise<{ keptVariants: string[] }> {
  assertMay(actor, 'products');
  assertProductId(productId);
  const wanted = withOneDefault(input.variants);
  try {
    return await db.transaction(async (tx) => {
      const current = await lockProduct(tx, productId);
      await tx
        .update(products)
        .set({
          ...productFields(input),
          imageUrl: nextImage(current, input),
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, productId));

      const existing = await lockProductVariants(tx, productId);
      const selling = existing.filter((variant) => variant.retiredAt === null);
      const [stockBefore] = await tx
        .select({ grams: sweetStock.grams })
        .from(sweetStock)
        .where(eq(sweetStock.productId, productId));
      await recordChange(tx, actor, {
        kind: 'product.updated',
        subject: input.name,
        before: {
          ...auditedProduct(current.fields, selling, stockBefore?.grams ?? 0),
          image: current.imageUrl,
        },
        after: {
          ...auditedProduct(productFields(input), wanted, input.stockGrams),
          image: nextImage(current, input),
        },
      });
      const byWeight = new Map(existing.map((variant) => [weightKey(variant.weight), variant]));
      const kept = new Set(wanted.map((variant) => weightKey(variant.weight)));
      const removed = existing.filter(
        (variant) => variant.retiredAt === null && !kept.has(weightKey(variant.weight)),
      );

      // Defaults are cleared first: the database allows one per product after every statement.
      await tx
        .update(productVariants)
        .set({ isDefault: false })
        .where(and(eq(productVariants.productId, productId), eq(productVariants.isDefault, true)));
      for (const variant of removed) await removeVariant(tx, variant);
      for (const variant of wanted) {
        const match = byWeight.get(weightKey(variant.weight));
        if (match) {
          await tx
            .update(productVariants)
            .set({ ...variant, retiredAt: null })
            .where(eq(productVariants.id, match.id));
        } else {
          await tx.insert(productVariants).values({ ...variant, productId });
        }
      }
      if (sellsByWeight(wanted)) await setSweetGrams(tx, productId, input.stockGrams);
      // A sold-out weight restocked: those waiting for it hear of it once.
      await queueBackInStockEmails(
        tx,
        existing.map((variant) => variant.id),
      );
      await announceStorefrontChange(tx);
      return {
        keptVariants: removed
          .filter((variant) => variant.onOrders)
          .map((variant) => variant.weight),
      };
    });
  } catch (error) {
    throw refuseDuplicateWeight(error, wanted);
  }
}

/** The product's own columns, as the dialog sets them. */
function productFields(input: SaveProductInput) {
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    ingredients: input.ingredients,
    shelfLifeDays: input.shelfLifeDays,
    storageNote: input.storageNote,
    hsnCode: input.hsnCode,
    gstRatePercent: input.gstRatePercent,
    occasions: input.occasions,
    isActive: input.isActive,
    perishable: input.perishable,
  };
}

/**
 * Exactly one default: the one the form marks (the first marked, if a caller marked several),
 * else the first variant. A product always has at least one variant.
 */
function withOneDefault(
  variants: readonly ProductVariantInput[],
): Array<ProductVariantInput & { grams: number | null }> {
  if (variants.length === 0) {
    throw new AppError('INVALID_INPUT', 'Please add at least one variant.', { field: 'variants' });
  }
  const chosen = Math.max(
    0,
    variants.findIndex((variant) => variant.isDefault),
  );
  return variants.map((variant, position) => ({
    weight: variant.weight,
    grams: gramsOfWeight(variant.weight),
    pricePaise: variant.pricePaise,
    stockQuantity: variant.stockQuantity,
    isDefault: position === chosen,
  }));
}

/** Whether any of the variants is a weight, taking its stock from the sweet's grams. */
const sellsByWeight = (variants: ReadonlyArray<{ weight: string }>) =>
  variants.some((variant) => gramsOfWeight(variant.weight) !== null);

/** The first free of `kaju-katli`, `kaju-katli-2`, `kaju-katli-3`, … */
export async function freeSlug(tx: Transaction, base: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK})`);
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  let number = 2;
  while (used.has(`${base}-${number}`)) number += 1;
  return `${base}-${number}`;
}

/** The product's columns the dialog sets, as productFields writes them. */
const dialogColumns = {
  name: products.name,
  category: products.category,
  description: products.description,
  ingredients: products.ingredients,
  shelfLifeDays: products.shelfLifeDays,
  storageNote: products.storageNote,
  hsnCode: products.hsnCode,
  gstRatePercent: products.gstRatePercent,
  occasions: products.occasions,
  isActive: products.isActive,
  perishable: products.perishable,
};

/**
 * Locks the product against another edit of it. NO KEY UPDATE, because checkout takes a key
 * share on the product when it writes an order item, and must not wait for this lock while
 * holding the variants this edit waits for.
 */
async function lockProduct(tx: Transaction, productId: string) {
  const [product] = await tx
    .select({ imageUrl: products.imageUrl, fields: dialogColumns })
    .from(products)
    .where(and(eq(products.id, productId), notABox()))
    .for('no key update');
  if (!product) throw productNotFound();
  return product;
}

/**
 * All the product's variants, retired too, locked in id order as checkout locks them; then,
 * in a statement of its own, which of them orders refer to. Its own statement, because a
 * statement sees only what was committed when it began: the lock may have waited for a
 * checkout that has just written an order item for one of them.
 */
async function lockProductVariants(tx: Transaction, productId: string) {
  const variants = await lockVariantsInIdOrder(
    tx
      .select({
        id: productVariants.id,
        weight: productVariants.weight,
        pricePaise: productVariants.pricePaise,
        stockQuantity: productVariants.stockQuantity,
        isDefault: productVariants.isDefault,
        retiredAt: productVariants.retiredAt,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .$dynamic(),
  );
  if (variants.length === 0) return [];
  const ordered = await tx
    .selectDistinct({ variantId: orderItems.variantId })
    .from(orderItems)
    .where(
      inArray(
        orderItems.variantId,
        variants.map((variant) => variant.id),
      ),
    );
  const onOrders = new Set(ordered.map((row) => row.variantId));
  return variants.map((variant) => ({ ...variant, onOrders: onOrders.has(variant.id) }));
}

/** Past orders keep what they refer to: such a variant is retired, any other deleted. */
async function removeVariant(tx: Transaction, variant: { id: string; onOrders: boolean }) {
  if (variant.onOrders) {
    await tx
      .update(productVariants)
      .set({ retiredAt: sql`now()`, isDefault: false })
      .where(eq(productVariants.id, variant.id));
  } else {
    // Its lines in carts go with it (cart_lines cascade): it can no longer be bought.
    await tx.delete(productVariants).where(eq(productVariants.id, variant.id));
  }
}

/** A new upload replaces the image; a category's stand-in picture follows the category. */
function nextImage(current: { imageUrl: string }, input: SaveProductInput) {
  if (input.imageUrl) return input.imageUrl;
  return isDefaultProductImage(current.imageUrl)
    ? defaultProductImage(input.category)
    : current.imageUrl;
}

/**
 * A product as the audit log keeps it: its fields as the dialog sets them, the sweet's stock in
 * grams when it sells by weight, and each variant on sale with its price (paise), whether it is
 * the default, and the stock of one that is no weight.
 */
function auditedProduct(
  fields: Record<keyof ReturnType<typeof productFields>, unknown>,
  variants: ReadonlyArray<
    Pick<ProductVariantInput, 'weight' | 'pricePaise' | 'stockQuantity' | 'isDefault'>
  >,
  stockGrams: number,
) {
  return {
    ...fields,
    ...(sellsByWeight(variants) && { stockGrams }),
    weights: Object.fromEntries(
      variants.map((variant) => [
        weightKey(variant.weight),
        {
          pricePaise: variant.pricePaise,
          ...(gramsOfWeight(variant.weight) === null && { stock: variant.stockQuantity }),
          isDefault: variant.isDefault,
        },
      ]),
    ),
  };
}
