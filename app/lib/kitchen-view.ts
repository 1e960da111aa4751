/**
 * The kitchen page's figures as it shows them: batches grouped by sweet, with their dates on
 * India's clock and their grams as the shop says them.
 */
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { gramsText } from '#core/sweet-stock.ts';

export interface ListedBatch {
  batchId: string;
  productId: string;
  name: string;
  gramsMade: number;
  gramsLeft: number;
  madeAt: Date;
  bestBeforeDay: string | null;
}

export interface BatchRow {
  batchId: string;
  name: string;
  madeAt: string;
  bestBefore: string;
  made: string;
  left: string;
  /** Grams left, for the write-off form's figure. */
  gramsLeft: number;
  /** Kilograms made as the correction's field starts: '5', '2.5'. */
  madeKilograms: string;
}

export interface SweetBatches {
  productId: string;
  name: string;
  left: string;
  batches: BatchRow[];
}

/** A best-before day as the page says it: '30 Nov 2026'; a sweet that keeps has none. */
export const bestBeforeText = (day: string | null) =>
  day === null ? 'Keeps' : formatShopDate(indiaDayStart(day));

export function batchRow(batch: ListedBatch): BatchRow {
  return {
    batchId: batch.batchId,
    name: batch.name,
    madeAt: formatShopDateTime(batch.madeAt),
    bestBefore: bestBeforeText(batch.bestBeforeDay),
    made: gramsText(batch.gramsMade),
    left: gramsText(batch.gramsLeft),
    gramsLeft: batch.gramsLeft,
    madeKilograms: String(batch.gramsMade / 1000),
  };
}

/** Batches grouped by sweet, in the order given (the service's: by name, first expiring first). */
export function bySweet(batches: readonly ListedBatch[]): SweetBatches[] {
  const sweets = new Map<string, SweetBatches & { grams: number }>();
  for (const batch of batches) {
    const sweet = sweets.get(batch.productId) ?? {
      productId: batch.productId,
      name: batch.name,
      left: '',
      grams: 0,
      batches: [],
    };
    sweet.grams += batch.gramsLeft;
    sweet.batches.push(batchRow(batch));
    sweets.set(batch.productId, sweet);
  }
  return [...sweets.values()].map(({ grams, ...sweet }) => ({ ...sweet, left: gramsText(grams) }));
}
