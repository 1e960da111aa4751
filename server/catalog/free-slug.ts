/** A product's address: the first free of `kaju-katli`, `kaju-katli-2`, `kaju-katli-3`, … */
import { eq, like, or, sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';

/** Product creations take their slugs one at a time, so two alike names get -2 and -3. */
const SLUG_LOCK = 7_305_2001;

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
