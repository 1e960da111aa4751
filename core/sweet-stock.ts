/**
 * A sweet sold by weight keeps one stock, in grams, shared by its weights (250g, 500g, 1kg) and
 * by every assorted box that holds it (docs/decisions/018). A variant that is not a weight (a
 * gift box, a hamper) keeps a count of its own.
 */

const WEIGHT =
  /^(\d{1,5}(?:\.\d{1,3})?)\s*(g|gm|gms|gram|grams|kg|kgs|kilo|kilos|kilogram|kilograms)$/i;

/** How many grams a variant's weight is ('250g', '1 kg', '1.5kg'); null when it is no weight ('box'). */
export function gramsOfWeight(weight: string): number | null {
  const match = WEIGHT.exec(weight.trim());
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[1]);
  const grams = match[2].toLowerCase().startsWith('k') ? amount * 1000 : amount;
  return Number.isInteger(grams) && grams > 0 ? grams : null;
}

/** How many of a weight the grams make: 1,750 g is seven 250g, three 500g or one 1kg. */
export function unitsOfGrams(stockGrams: number, grams: number): number {
  return Math.floor(stockGrams / grams);
}

/**
 * A per-weight stock as grams of the sweet, for stock kept per weight before it was kept in
 * grams: every weight's units, weighed and added up (50 × 250g + 50 × 500g + 50 × 1kg = 87,500 g).
 */
export function gramsOfWeightStock(
  variants: ReadonlyArray<{ weight: string; stockQuantity: number }>,
): number {
  return variants.reduce(
    (total, variant) => total + (gramsOfWeight(variant.weight) ?? 0) * variant.stockQuantity,
    0,
  );
}

/** Grams as the shop says them: '750 g', '1.5 kg', '12 kg'. */
export function gramsText(grams: number): string {
  if (grams < 1000) return `${grams.toLocaleString('en-IN')} g`;
  return `${(grams / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 })} kg`;
}

/** A line taking stock: a weighed variant takes grams of its sweet, any other its own units. */
export interface StockLine {
  productId: string;
  variantId: string;
  /** Grams one of the variant is; null for a variant counted on its own. */
  grams: number | null;
  quantity: number;
}

/** The grams each sweet's lines take in all, by product. */
export function gramsTaken(lines: readonly StockLine[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const line of lines) {
    if (line.grams === null) continue;
    taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.grams * line.quantity);
  }
  return taken;
}
