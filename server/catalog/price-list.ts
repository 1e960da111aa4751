/** The variants a new product gets: the price list's weights, or the one box of a hamper. */
import { BOX_WEIGHT, DEFAULT_WEIGHT } from '#core/catalogue.ts';
import type { Paise } from '#core/money.ts';
import { weighedPriceList } from '#core/price-list.ts';
import type { productVariants } from '#server/db/schema/catalog.ts';

export type VariantInput = Omit<typeof productVariants.$inferInsert, 'productId'>;

// The sample shop's stock, unless told otherwise: of a sweet's default 500g (its grams make as
// many more of its lighter weights, fewer of its heavier: insert-product.ts), and of each box.
const WEIGHED_STOCK = 40;
const BOX_STOCK = 20;

/**
 * 250g, 500g (the default, at the given price) and 1kg, priced by the shop's price list; `stock`
 * of the 500g, its sweet's grams making those of the others.
 */
export function weighedVariants(defaultPricePaise: Paise, stock = WEIGHED_STOCK): VariantInput[] {
  return weighedPriceList(defaultPricePaise).map(({ weight, pricePaise }) => ({
    weight,
    pricePaise,
    stockQuantity: stock,
    isDefault: weight === DEFAULT_WEIGHT,
  }));
}

/** Boxes and hampers come in one size. */
export function boxVariant(pricePaise: Paise, stock = BOX_STOCK): VariantInput[] {
  return [{ weight: BOX_WEIGHT, pricePaise, stockQuantity: stock, isDefault: true }];
}
