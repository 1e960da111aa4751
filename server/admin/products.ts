/** The admin's products: the list with its variants, one product for the dialog, the switch. */
import { and, asc, count, desc, eq, exists, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { ProductCategory } from '#core/catalogue.ts';
import { MAX_SEARCH_LENGTH } from '#core/search-query.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/contains-pattern.ts';
import { productVariants, products, sweetStock } from '#server/db/schema/catalog.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { variantNotRetired } from '#server/catalog/variant-on-sale.ts';
import { announceStorefrontChange } from '#server/realtime/shop-events.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordChange } from '#server/staff/audit-log.ts';
import { askedPage, pageCountOf } from '#core/paging.ts';
import { notABox } from '#server/boxes/box-product.ts';

export const PRODUCTS_PAGE_SIZE = 20;

export interface AdminVariant {
  id: string;
  weight: string;
  pricePaise: number;
  stockQuantity: number;
  isDefault: boolean;
}

export interface AdminProductRow {
  id: string;
  name: string;
  category: ProductCategory;
  imageUrl: string;
  isActive: boolean;
  /** On sale, cheapest first; retired ones (kept for past orders) are not listed. */
  variants: AdminVariant[];
}

export interface AdminProductList {
  products: AdminProductRow[];
  /** How many products the search matches. */
  total: number;
  page: number;
  pageCount: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const productNotFound = () =>
  new AppError('NOT_FOUND', 'That product could not be found. It may have been deleted.');

/** Throws NOT_FOUND for what cannot be a product's id, before the database is asked to cast it. */
export function assertProductId(productId: string) {
  if (!uuidPattern.test(productId)) throw productNotFound();
}

/**
 * Newest first (the seed's products, made together, by name), 20 a page, searched by name.
 * Two queries: the page with the search's count beside each row, then the page's variants.
 */
export async function listAdminProducts(
  db: Db,
  actor: Actor,
  query: { search?: string; page?: number } = {},
): Promise<AdminProductList> {
  assertMay(actor, 'products');
  const search = query.search?.trim().slice(0, MAX_SEARCH_LENGTH);
  const matches = and(
    notABox(),
    search ? ilike(products.name, containsPattern(search)) : undefined,
  );
  let page = askedPage(query.page);
  let rows = await loadPage(db, matches, page);
  if (rows.length === 0 && page > 1) {
    // Past the last page (a bookmark, a deletion): show the last page there is.
    const [counted] = await db.select({ total: count() }).from(products).where(matches);
    page = pageCountOf(counted?.total ?? 0, PRODUCTS_PAGE_SIZE);
    rows = await loadPage(db, matches, page);
  }
  const total = rows[0]?.total ?? 0;
  const variants = await liveVariantsOf(
    db,
    rows.map((row) => row.product.id),
  );
  return {
    products: rows.map(({ product }) => ({
      ...product,
      variants: variants.filter((row) => row.productId === product.id).map((row) => row.variant),
    })),
    total,
    page,
    pageCount: pageCountOf(total, PRODUCTS_PAGE_SIZE),
  };
}

function loadPage(db: Db, matches: SQL | undefined, page: number) {
  return db
    .select({
      product: {
        id: products.id,
        name: products.name,
        category: products.category,
        imageUrl: products.imageUrl,
        isActive: products.isActive,
      },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .where(matches)
    .orderBy(desc(products.createdAt), asc(products.name), asc(products.id))
    .limit(PRODUCTS_PAGE_SIZE)
    .offset((page - 1) * PRODUCTS_PAGE_SIZE);
}

const variantColumns = {
  id: productVariants.id,
  weight: productVariants.weight,
  pricePaise: productVariants.pricePaise,
  stockQuantity: productVariants.stockQuantity,
  isDefault: productVariants.isDefault,
};

async function liveVariantsOf(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productVariants.productId, variant: variantColumns })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), variantNotRetired()))
    .orderBy(asc(productVariants.pricePaise), asc(productVariants.weight));
}

export type AdminProductDetail = typeof products.$inferSelect & {
  /** `onOrders`: past orders refer to it, so removing it retires it rather than deleting it. */
  variants: Array<AdminVariant & { onOrders: boolean }>;
  /** The sweet's stock in grams, shared by its weights; 0 for one that sells none by weight. */
  stockGrams: number;
};

/** A product, switched on or off, with everything the edit dialog shows. */
export async function getAdminProduct(
  db: Db,
  actor: Actor,
  productId: string,
): Promise<AdminProductDetail> {
  assertMay(actor, 'products');
  assertProductId(productId);
  const [row] = await db
    .select({ product: products, stockGrams: sweetStock.grams })
    .from(products)
    .leftJoin(sweetStock, eq(sweetStock.productId, products.id))
    .where(and(eq(products.id, productId), notABox()));
  if (!row) throw productNotFound();
  const { product } = row;
  const variants = await db
    .select({
      ...variantColumns,
      onOrders: exists(
        db
          .select({ one: sql`1` })
          .from(orderItems)
          .where(eq(orderItems.variantId, productVariants.id)),
      ).mapWith(Boolean),
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), variantNotRetired()))
    .orderBy(asc(productVariants.pricePaise), asc(productVariants.weight));
  return { ...product, variants, stockGrams: row.stockGrams ?? 0 };
}

/** The table's switch and the dialog's tick: a switched-off product leaves the storefront. */
export async function setProductActive(
  db: Db,
  actor: Actor,
  productId: string,
  isActive: boolean,
): Promise<{ name: string; isActive: boolean }> {
  assertMay(actor, 'products');
  assertProductId(productId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: products.isActive })
      .from(products)
      .where(and(eq(products.id, productId), notABox()))
      .for('no key update');
    if (!before) throw productNotFound();
    const [product] = await tx
      .update(products)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning({ name: products.name, isActive: products.isActive });
    if (!before || !product) throw productNotFound();
    await recordChange(tx, actor, {
      kind: 'product.switched',
      subject: product.name,
      before,
      after: { isActive },
    });
    // Its page, cards and search results are gone from every server's kept pages at once.
    await announceStorefrontChange(tx);
    return product;
  });
}
