/**
 * What the cart says of freshness: each line's best-before as its grams would be taken today
 * (core/kitchen-batches.ts), a sweet's from the first batch still good, an assorted box's the
 * earliest of its sweets'. A line of no batches (a hamper's own units) says none here: its
 * best-before counts from its delivery day, which checkout chooses.
 */
import { bestBeforeText } from '#core/freshness.ts';
import { nextBestBefore, type BatchStock } from '#core/kitchen-batches.ts';
import { batchesInStock } from '#server/catalog/batch-stock.ts';
import type { Db } from '#server/db/client.ts';

interface LineOfSweets {
  productId: string;
  box?: { contents: ReadonlyArray<{ productId: string }> } | null;
}

export async function withBestBefore<Line extends LineOfSweets>(
  db: Db,
  lines: readonly Line[],
  today: string,
): Promise<Array<Line & { bestBefore: string | null }>> {
  const sweetsOf = (line: Line) =>
    line.box ? line.box.contents.map((share) => share.productId) : [line.productId];
  const batches = await batchesInStock(db, [...new Set(lines.flatMap(sweetsOf))]);
  const bestBeforeOf = (productId: string) => {
    const own: BatchStock[] = batches.filter((batch) => batch.productId === productId);
    return own.length > 0 ? nextBestBefore(own, today) : undefined;
  };
  return lines.map((line) => {
    const days = sweetsOf(line)
      .map(bestBeforeOf)
      .filter((day): day is string => typeof day === 'string')
      .toSorted();
    return { ...line, bestBefore: days[0] ? bestBeforeText(days[0]) : null };
  });
}
