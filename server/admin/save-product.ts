/**
 * Saving the product dialog: a new product with its variants, or an edit that updates, adds,
 * deletes and retires variants. Each is one transaction; an edit holds the product's variants
 * locked as checkout does, so an order never interleaves with a change of its variants.
 */
import { queueBackInStockEmails } from '#server/catalog/stock-alerts.ts';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import {
  defaultProductImage,
  isDefaultProductImage,
  productSlug,
  weightKey,
} from '#core/product-defaults.ts';
import type { ProductInput, ProductVariantInput } from '#core/product-input.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products, sweetStock } from '#server/db/schema/catalog.ts';
import { freeSlug } from '#server/catalog/free-slug.ts';
import { setSweetGrams } from '#server/catalog/sweet-stock.ts';
import { assertCounterCodeFree } from '#server/counter/counter-code.ts';
import { gramsOfWeight } from '#core/sweet-stock.ts';
import { announceStorefrontChange } from '#server/realtime/shop-events.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit, recordChange } from '#server/staff/audit-log.ts';
import { assertProductId } from './products.ts';
import { lockProduct, lockProductVariants, removeVariant } from './product-locks.ts';
import { refuseDuplicateWeight } from './duplicate-weight.ts';

/** The dialog's product; `imageUrl` when an image was uploaded with it (product-images.ts). */
export type SaveProductInput = ProductInput & { imageUrl?: string };

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
      if (input.counterCode) await assertCounterCodeFree(tx, null, input.counterCode);
      const [product] = await tx
        .insert(products)
        .values({
          ...productFields(input),
          counterCode: input.counterCode ?? null,
          slug: await freeSlug(tx, productSlug(input.name)),
          imageUrl: input.imageUrl ?? defaultProductImage(input.category),
        })
        .returning({ id: products.id, imageUrl: products.imageUrl });
      if (!product) throw new Error('The product was not created');
      await tx
        .insert(productVariants)
        .values(variants.map((variant) => ({ ...variant, productId: product.id })));
      if (sellsByWeight(variants)) await setSweetGrams(tx, product.id, input.stockGrams, actor.id);
      await recordAudit(tx, actor, {
        kind: 'product.created',
        subject: input.name,
        after: {
          ...auditedProduct(productFields(input), variants, input.stockGrams),
          ...(input.counterCode && { counterCode: input.counterCode }),
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
      // Absent: a caller other than the dialog, which leaves the code as it is.
      const counterCode = input.counterCode === undefined ? current.counterCode : input.counterCode;
      if (counterCode !== null && counterCode !== current.counterCode) {
        await assertCounterCodeFree(tx, productId, counterCode);
      }
      await tx
        .update(products)
        .set({
          ...productFields(input),
          counterCode,
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
          counterCode: current.counterCode,
          image: current.imageUrl,
        },
        after: {
          ...auditedProduct(productFields(input), wanted, input.stockGrams),
          counterCode,
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
      if (sellsByWeight(wanted)) await setSweetGrams(tx, productId, input.stockGrams, actor.id);
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
