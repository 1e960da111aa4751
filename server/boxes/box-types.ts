/**
 * The owner's assorted boxes (core/assorted-box.ts, docs/decisions/018): each is a product of its
 * own, never listed, whose one variant is the empty box (its price the box charge, its stock the
 * empty boxes the shop has), with its size, kinds, step and the sweets that may go in it. Saving
 * one holds its variant locked as checkout does, so an order never reads half a change.
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { pricePerKilogram } from '#core/assorted-box.ts';
import type { BoxTypeInput } from '#core/box-input.ts';
import { defaultProductImage, productSlug } from '#core/product-defaults.ts';
import { gramsText } from '#core/sweet-stock.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { boxTypeSweets, boxTypes } from '#server/db/schema/boxes.ts';
import { productVariants, products, sweetStock } from '#server/db/schema/catalog.ts';
import { freeSlug } from '#server/catalog/free-slug.ts';
import { variantNotRetired, variantOnSale } from '#server/catalog/variant-on-sale.ts';
import { notABox, selectBoxes } from './box-product.ts';
import { auditedBox, boxRow, namesOf } from './box-type-rows.ts';
import { announceStorefrontChange } from '#server/realtime/shop-events.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

const boxNotFound = () =>
  new AppError('NOT_FOUND', 'That box could not be found. It may have been deleted.');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a box's empty box is called as a variant: '1 kg box' (never read as a weight). */
export const boxWeightLabel = (sizeGrams: number) => `${gramsText(sizeGrams)} box`;

/**
 * The sweets a box may hold: products on sale that keep a stock in grams, with their price per
 * kilogram; none that is itself a box. `onlyIds` asks about those sweets alone.
 */
export async function boxSweetChoices(db: Db | Transaction, onlyIds?: readonly string[]) {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      perishable: products.perishable,
      grams: productVariants.grams,
      pricePaise: productVariants.pricePaise,
      stockGrams: sweetStock.grams,
    })
    .from(products)
    .innerJoin(sweetStock, eq(sweetStock.productId, products.id))
    .innerJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), isNotNull(productVariants.grams)),
    )
    .where(
      and(
        variantOnSale(),
        notABox(),
        onlyIds === undefined ? undefined : inArray(products.id, [...onlyIds]),
      ),
    )
    .orderBy(asc(products.name));
  const sweets = new Map<
    string,
    {
      productId: string;
      name: string;
      imageUrl: string;
      perishable: boolean;
      stockGrams: number;
      weights: Array<{ grams: number | null; pricePaise: number }>;
    }
  >();
  for (const { grams, pricePaise, ...sweet } of rows) {
    const known = sweets.get(sweet.productId) ?? { ...sweet, weights: [] };
    known.weights.push({ grams, pricePaise });
    sweets.set(sweet.productId, known);
  }
  return [...sweets.values()].flatMap(({ weights, ...sweet }) => {
    const pricePerKgPaise = pricePerKilogram(weights);
    return pricePerKgPaise === null ? [] : [{ ...sweet, pricePerKgPaise }];
  });
}
export type BoxSweetChoice = Awaited<ReturnType<typeof boxSweetChoices>>[number];

/** Refuses sweets that cannot go in a box (not on sale, not kept in grams), beside the list. */
async function refuseUnfitSweets(tx: Transaction, sweetIds: readonly string[]) {
  const fit = new Set((await boxSweetChoices(tx, sweetIds)).map((sweet) => sweet.productId));
  if (sweetIds.some((id) => !fit.has(id))) {
    throw new AppError(
      'INVALID_INPUT',
      'Only sweets on sale and kept by weight can go in a box. Please choose again.',
      { field: 'sweetIds' },
    );
  }
}

/** A new box type with its product, its empty box and its sweets, in one transaction. */
export async function createBoxType(db: Db, actor: Actor, input: BoxTypeInput) {
  assertMay(actor, 'products');
  return db.transaction(async (tx) => {
    const box = await insertBoxType(tx, input);
    await recordAudit(tx, actor, {
      kind: 'box.created',
      subject: input.name,
      after: auditedBox(input, await namesOf(tx, [...new Set(input.sweetIds)])),
    });
    await announceStorefrontChange(tx);
    return box;
  });
}

/**
 * A box type's rows: its product (never listed: a box is bought from its builder), its empty box
 * (the product's one variant: the charge and the boxes in stock), its type and its sweets;
 * `sample`: the sample shop's box.
 */
export async function insertBoxType(
  tx: Transaction,
  input: BoxTypeInput,
  { sample = false }: { sample?: boolean } = {},
) {
  const sweetIds = [...new Set(input.sweetIds)];
  await refuseUnfitSweets(tx, sweetIds);
  const [first] = await tx
    .select({ hsnCode: products.hsnCode, gstRatePercent: products.gstRatePercent })
    .from(products)
    .where(inArray(products.id, sweetIds));
  const [product] = await tx
    .insert(products)
    .values({
      name: input.name,
      description: input.description,
      category: 'gift_hampers',
      slug: await freeSlug(tx, productSlug(input.name)),
      imageUrl: defaultProductImage('gift_hampers'),
      // A box line is taxed from what it holds (core/assorted-box.ts: boxTax); these are kept
      // only because every product has them.
      hsnCode: first?.hsnCode ?? '',
      gstRatePercent: first?.gstRatePercent ?? 5,
      isActive: false,
      sample,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('The box was not created');
  await tx.insert(productVariants).values({
    productId: product.id,
    weight: boxWeightLabel(input.sizeGrams),
    pricePaise: input.charge,
    stockQuantity: input.boxesInStock,
    isDefault: true,
  });
  await tx.insert(boxTypes).values({ productId: product.id, ...boxRow(input) });
  await tx
    .insert(boxTypeSweets)
    .values(sweetIds.map((productId) => ({ boxProductId: product.id, productId })));
  return { id: product.id };
}

/** Saves a box type's change; its empty box is locked as checkout locks it. */
export async function updateBoxType(
  db: Db,
  actor: Actor,
  boxProductId: string,
  input: BoxTypeInput,
) {
  assertMay(actor, 'products');
  if (!uuidPattern.test(boxProductId)) throw boxNotFound();
  const sweetIds = [...new Set(input.sweetIds)];
  return db.transaction(async (tx) => {
    const [variant] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(boxTypes, eq(boxTypes.productId, productVariants.productId))
      .where(and(eq(productVariants.productId, boxProductId), variantNotRetired()))
      .for('no key update', { of: productVariants });
    if (!variant) throw boxNotFound();
    const before = await boxForOwner(tx, boxProductId);
    await refuseUnfitSweets(tx, sweetIds);
    await tx
      .update(products)
      .set({ name: input.name, description: input.description, updatedAt: sql`now()` })
      .where(eq(products.id, boxProductId));
    await tx
      .update(productVariants)
      .set({
        weight: boxWeightLabel(input.sizeGrams),
        pricePaise: input.charge,
        stockQuantity: input.boxesInStock,
      })
      .where(eq(productVariants.id, variant.id));
    await tx
      .update(boxTypes)
      .set({ ...boxRow(input), updatedAt: sql`now()` })
      .where(eq(boxTypes.productId, boxProductId));
    await tx.delete(boxTypeSweets).where(eq(boxTypeSweets.boxProductId, boxProductId));
    await tx
      .insert(boxTypeSweets)
      .values(sweetIds.map((productId) => ({ boxProductId, productId })));
    const after = auditedBox(input, await namesOf(tx, sweetIds));
    const changed = (Object.keys(after) as Array<keyof typeof after>).filter(
      (key) => before && before.audited[key] !== after[key],
    );
    if (changed.length > 0 && before) {
      await recordAudit(tx, actor, {
        kind: 'box.updated',
        subject: input.name,
        before: Object.fromEntries(changed.map((key) => [key, before.audited[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    }
    await announceStorefrontChange(tx);
    return { id: boxProductId };
  });
}

/** Every box type, for the owner's Boxes page: its settings, its sweets and its empty boxes. */
export async function listBoxTypesForOwner(db: Db, actor: Actor) {
  assertMay(actor, 'products');
  return boxesForOwner(db);
}

/** One box type as the owner's form shows it; undefined when there is none. */
export async function boxForOwner(db: Db | Transaction, boxProductId: string) {
  if (!uuidPattern.test(boxProductId)) return undefined;
  const [box] = await boxesForOwner(db, eq(boxTypes.productId, boxProductId));
  return box;
}
export type OwnersBox = NonNullable<Awaited<ReturnType<typeof boxForOwner>>>;

/** Box types (all, or those `which` picks) by name, each with its sweets and what the log keeps. */
async function boxesForOwner(db: Db | Transaction, which?: SQL) {
  const rows = await selectBoxes(db).where(which).orderBy(asc(products.name));
  if (rows.length === 0) return [];
  const allowed = await db
    .select({
      boxProductId: boxTypeSweets.boxProductId,
      productId: products.id,
      name: products.name,
    })
    .from(boxTypeSweets)
    .innerJoin(products, eq(products.id, boxTypeSweets.productId))
    .where(
      inArray(
        boxTypeSweets.boxProductId,
        rows.map((row) => row.productId),
      ),
    )
    .orderBy(asc(products.name));
  return rows.map((row) => {
    const sweets = allowed
      .filter((sweet) => sweet.boxProductId === row.productId)
      .map(({ productId, name }) => ({ productId, name }));
    const audited = {
      name: row.name,
      description: row.description,
      size: gramsText(row.sizeGrams),
      mostKinds: row.mostKinds,
      step: gramsText(row.stepGrams),
      chargePaise: row.chargePaise,
      boxesInStock: row.emptyBoxes,
      onSale: row.onSale,
      sweets: sweets.map((sweet) => sweet.name).join(', '),
    };
    return { ...row, sweets, audited };
  });
}

/** The boxes customers may fill now, for the storefront's Assorted boxes page. */
export async function boxesOnSale(db: Db) {
  return selectBoxes(db)
    .where(eq(boxTypes.onSale, true))
    .orderBy(asc(boxTypes.sizeGrams), asc(products.name));
}

/**
 * A box as its builder shows it: its rules, and each sweet that may go in it now with its price
 * per kilogram and the grams the shop has; undefined when it is not offered.
 */
export async function boxForBuilder(db: Db, boxProductId: string) {
  const box = await boxForOwner(db, boxProductId);
  if (!box?.onSale) return undefined;
  const sweets = await boxSweetChoices(
    db,
    box.sweets.map((sweet) => sweet.productId),
  );
  return {
    productId: box.productId,
    name: box.name,
    description: box.description,
    sizeGrams: box.sizeGrams,
    mostKinds: box.mostKinds,
    stepGrams: box.stepGrams,
    chargePaise: box.chargePaise,
    emptyBoxes: box.emptyBoxes,
    sweets,
  };
}
export type BuilderBox = NonNullable<Awaited<ReturnType<typeof boxForBuilder>>>;
