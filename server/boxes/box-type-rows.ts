/** A box type as its row keeps it and as the audit log names it (box-types.ts saves it). */
import { asc, inArray } from 'drizzle-orm';
import type { BoxTypeInput } from '#core/box-input.ts';
import { gramsText } from '#core/sweet-stock.ts';
import type { Transaction } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';

export const boxRow = (input: BoxTypeInput) => ({
  sizeGrams: input.sizeGrams,
  mostKinds: input.mostKinds,
  stepGrams: input.stepGrams,
  onSale: input.onSale,
});

/** What the audit log keeps of a box: its settings and the sweets by name. */
export function auditedBox(input: BoxTypeInput, sweetNames: readonly string[]) {
  return {
    name: input.name,
    description: input.description,
    size: gramsText(input.sizeGrams),
    mostKinds: input.mostKinds,
    step: gramsText(input.stepGrams),
    chargePaise: input.charge,
    boxesInStock: input.boxesInStock,
    onSale: input.onSale,
    sweets: sweetNames.join(', '),
  };
}

/** The sweets' names, in alphabetical order. */
export async function namesOf(tx: Transaction, productIds: readonly string[]) {
  const rows = await tx
    .select({ name: products.name })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.name));
  return rows.map((row) => row.name);
}
