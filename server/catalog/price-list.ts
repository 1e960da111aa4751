/** The variants a new product gets: the price list's weights, or the one box of a hamper. */
import { BOX_WEIGHT, DEFAULT_WEIGHT } from '#core/catalogue.ts';
import type { Paise } from '#core/money.ts';
import { weighedPriceList } from '#core/price-list.ts';
import type { productVariants } from '#server/db/schema.ts';

export type VariantInput = Omit<typeof productVariants.$inferInsert, 'productId'>;

// The sample shop's stock of each variant, unless told otherwise.
const WEIGHED_STOCK = 40;
const BOX_STOCK = 20;

/** 250g, 500g (the default, at the given price) and 1kg, priced by the shop's price list. */
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
