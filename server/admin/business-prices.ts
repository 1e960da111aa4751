/**
 * Business prices (core/quantity-tiers.ts): each product's quantity tiers, as the owner reads and
 * sets them. A save replaces the product's tiers; the audit log keeps them before and after.
 */
import { and, asc, eq } from 'drizzle-orm';
import { AppError, fieldsRefused } from '#core/app-error.ts';
import { weightsNotOfProduct, type BusinessPricesInput } from '#core/quantity-tier-input.ts';
import { tierText, type QuantityTier } from '#core/quantity-tiers.ts';
import { variantLabel } from '#core/variant-label.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { variantNotRetired } from '#server/catalog/variant-on-sale.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordChange } from '#server/staff/audit-log.ts';
import { notABox } from '#server/boxes/box-product.ts';

/** Every product with its weights and tiers, by name. */
export async function listBusinessPrices(db: Db, actor: Actor) {
  assertMay(actor, 'products');
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      quantityTiers: products.quantityTiers,
      variantId: productVariants.id,
      weight: productVariants.weight,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(variantNotRetired())
    .orderBy(asc(products.name), asc(productVariants.pricePaise));
  const byProduct = new Map<
    string,
    { id: string; name: string; tiers: QuantityTier[]; weights: { id: string; label: string }[] }
  >();
  for (const row of rows) {
    const product = byProduct.get(row.id) ?? {
      id: row.id,
      name: row.name,
      tiers: row.quantityTiers,
      weights: [],
    };
    product.weights.push({ id: row.variantId, label: variantLabel(row.weight) });
    byProduct.set(row.id, product);
  }
  return [...byProduct.values()];
}

/**
 * Replaces a product's tiers with the form's (read by `businessPricesSchema`); a row naming a
 * weight of another product is refused beside its field. Answers the product's name.
 */
export async function saveBusinessPrices(
  db: Db,
  actor: Actor,
  { productId, tiers: posted }: BusinessPricesInput,
): Promise<string> {
  assertMay(actor, 'products');
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, quantityTiers: products.quantityTiers })
      .from(products)
      .where(and(eq(products.id, productId), notABox()))
      .for('update');
    if (!product) throw new AppError('NOT_FOUND', 'That product was not found.');
    const weights = await tx
      .select({ id: productVariants.id, weight: productVariants.weight })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    const foreign = weightsNotOfProduct(
      posted,
      weights.map((weight) => weight.id),
    );
    if (Object.keys(foreign).length > 0) throw fieldsRefused(foreign);
    const tiers: QuantityTier[] = posted.map(({ variantId, minQuantity, percentOff }) => ({
      variantId,
      minQuantity,
      percentOff,
    }));
    await tx.update(products).set({ quantityTiers: tiers }).where(eq(products.id, productId));
    const inWords = (list: readonly QuantityTier[]) =>
      list
        .map((tier) => {
          const weight = weights.find((candidate) => candidate.id === tier.variantId);
          return `${weight ? variantLabel(weight.weight) : 'every weight'} ${tierText(tier)}`;
        })
        .join('; ') || 'none';
    await recordChange(tx, actor, {
      kind: 'product.business-prices',
      subject: product.name,
      before: { tiers: inWords(product.quantityTiers) },
      after: { tiers: inWords(tiers) },
    });
    return product.name;
  });
}
