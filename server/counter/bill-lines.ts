/**
 * A counter bill's lines as the shop records them: each with its name, HSN and GST rate from the
 * catalogue, and the amount the counter charged and printed (a bill taken offline was priced on
 * the device; what the customer paid is the record). Sweets in a box are named as sold.
 */
import { inArray } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { BoxContent } from '#core/assorted-box.ts';
import type { CounterBillLine } from '#core/counter-bill.ts';
import type { CounterLineInput } from '#core/counter-input.ts';
import type { Transaction } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import type { RecordedItem } from '#server/stock/take-recorded-stock.ts';

export interface RecordedLine extends CounterBillLine {
  productId: string;
  variantId: string | null;
  boxContents: BoxContent[] | null;
}

const NOT_IN_CATALOGUE =
  'A line of this bill names something the shop does not sell: please check the counter’s tiles.';

/** The lines described from the catalogue, in the bill's order; refused when one is unknown. */
export async function describeLines(
  tx: Transaction,
  lines: readonly CounterLineInput[],
): Promise<RecordedLine[]> {
  const variantIds = lines.flatMap((line) => (line.kind === 'counted' ? [line.variantId] : []));
  const variants =
    variantIds.length === 0
      ? []
      : await tx
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            weight: productVariants.weight,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds));
  const productIds = [
    ...new Set([
      ...variants.map((variant) => variant.productId),
      ...lines.flatMap((line) => {
        if (line.kind === 'weighed') return [line.productId];
        if (line.kind === 'box') return [line.boxTypeId, ...line.shares.map((s) => s.productId)];
        return [];
      }),
    ]),
  ];
  const found =
    productIds.length === 0
      ? []
      : await tx
          .select({
            id: products.id,
            name: products.name,
            hsnCode: products.hsnCode,
            gstRatePercent: products.gstRatePercent,
          })
          .from(products)
          .where(inArray(products.id, productIds));
  const productOf = new Map(found.map((product) => [product.id, product]));
  const variantOf = new Map(variants.map((variant) => [variant.id, variant]));
  const boxVariants = await boxVariantsOf(
    tx,
    lines.flatMap((line) => (line.kind === 'box' ? [line.boxTypeId] : [])),
  );

  return lines.map((line) => {
    const variant = line.kind === 'counted' ? variantOf.get(line.variantId) : undefined;
    const productId =
      line.kind === 'weighed'
        ? line.productId
        : line.kind === 'box'
          ? line.boxTypeId
          : variant?.productId;
    const product = productId ? productOf.get(productId) : undefined;
    if (!product) throw new AppError('INVALID_INPUT', NOT_IN_CATALOGUE);
    const taxed = {
      productId: product.id,
      hsnCode: product.hsnCode,
      gstRatePercent: product.gstRatePercent,
    };
    if (line.kind === 'weighed') {
      return {
        ...taxed,
        kind: 'weighed',
        variantId: null,
        description: product.name,
        grams: line.grams,
        quantity: 1,
        unitPricePaise: line.amountPaise,
        amountPaise: line.amountPaise,
        boxContents: null,
      };
    }
    const boxContents =
      line.kind === 'box'
        ? line.shares.map((share) => {
            const sweet = productOf.get(share.productId);
            if (!sweet) throw new AppError('INVALID_INPUT', NOT_IN_CATALOGUE);
            return { productId: share.productId, grams: share.grams, name: sweet.name };
          })
        : null;
    const variantId = line.kind === 'box' ? boxVariants.get(line.boxTypeId) : variant?.id;
    if (!variantId) throw new AppError('INVALID_INPUT', NOT_IN_CATALOGUE);
    return {
      ...taxed,
      kind: line.kind,
      variantId,
      description: variant ? `${product.name} (${variant.weight})` : product.name,
      grams: null,
      quantity: line.quantity,
      unitPricePaise: Math.round(line.amountPaise / line.quantity),
      amountPaise: line.amountPaise,
      boxContents,
    };
  });
}

/** Each box type's own variant: the box itself, whose stock is the empty boxes. */
async function boxVariantsOf(tx: Transaction, boxTypeIds: readonly string[]) {
  if (boxTypeIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...boxTypeIds]));
  return new Map(rows.map((row) => [row.productId, row.id]));
}

/** What a line takes of the stock. */
export function recordedItem(line: RecordedLine): RecordedItem {
  return {
    productId: line.productId,
    variantId: line.variantId,
    looseGrams: line.kind === 'weighed' ? line.grams : null,
    quantity: line.quantity,
    boxContents: line.boxContents,
    name: line.description,
  };
}
