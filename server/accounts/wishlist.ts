/** The customer's saved products. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import {
  defaultVariantJoin,
  productCardColumns,
  asProductCards,
} from '#server/catalog/product-card-columns.ts';
import type { Db } from '#server/db/client.ts';
import { wishlistItems } from '#server/db/schema/accounts.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';

/** Saves the product, or removes it if it was saved; says which. */
export async function toggleWishlist(db: Db, userId: string, productId: string) {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  if (removed.length > 0) return { saved: false };
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw new AppError('NOT_FOUND', 'That product is no longer available.');
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return { saved: true };
}

export async function wishlistProductIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return rows.map((row) => row.productId);
}

/** Saved, active products as catalogue cards, newest saved first. */
export async function listWishlist(db: Db, userId: string) {
  const cards = await db
    .select(productCardColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(productVariants, defaultVariantJoin)
    .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
    .orderBy(sql`${wishlistItems.createdAt} desc`, asc(products.name));
  return asProductCards(cards);
}
