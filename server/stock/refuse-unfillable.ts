/** A sale's lines checked against their stock as read: the first that cannot be filled refuses it. */
import { AppError } from '#core/app-error.ts';
import { variantName } from '#core/variant-label.ts';
import type { SaleLine, StockWords } from './sale-line.ts';

export function refuseUnfillable(lines: readonly SaleLine[], words: StockWords) {
  for (const line of lines) {
    const item = variantName(line);
    if (line.box?.problem) throw new AppError('OUT_OF_STOCK', line.box.problem);
    if (!line.onSale) {
      throw new AppError(
        'OUT_OF_STOCK',
        `${item} is no longer sold. Please remove it from your cart.`,
      );
    }
    if (line.stockQuantity === 0) {
      throw new AppError(
        'OUT_OF_STOCK',
        `${item} is out of stock. Please remove it from your cart.`,
      );
    }
    if (line.quantity > line.stockQuantity) {
      throw new AppError('OUT_OF_STOCK', words.unitsShort(line.stockQuantity, line.quantity, item));
    }
  }
}
