/**
 * The box builder's view: each sweet with the most of it one box may hold now, the grams steps a
 * sweet is chosen in, and the box as chosen so far (grams filled, what is wrong, its price).
 */
import { boxPrice, boxSharesProblem } from '#core/assorted-box.ts';
import type { Paise } from '#core/money.ts';
import { smallProductImageUrl } from '#core/product-image.ts';

interface BoxRules {
  sizeGrams: number;
  mostKinds: number;
  stepGrams: number;
  chargePaise: Paise;
}

interface BuilderSweet {
  productId: string;
  name: string;
  pricePerKgPaise: Paise;
}

/** Each sweet's picture at its small size, and the most grams of it a box may hold now. */
export function builderSweets<Sweet extends { stockGrams: number; imageUrl: string }>(
  box: BoxRules,
  sweets: readonly Sweet[],
) {
  return sweets.map(({ stockGrams, imageUrl, ...sweet }) => ({
    ...sweet,
    imageUrl: smallProductImageUrl(imageUrl),
    // The most of each sweet the shop can put in one box now, in whole steps.
    mostGrams: Math.min(box.sizeGrams, Math.floor(stockGrams / box.stepGrams) * box.stepGrams),
  }));
}

/** The grams a sweet may be chosen in: one step, two steps, … up to the whole box. */
export function gramSteps(box: Pick<BoxRules, 'sizeGrams' | 'stepGrams'>): number[] {
  return Array.from(
    { length: box.sizeGrams / box.stepGrams },
    (_, index) => (index + 1) * box.stepGrams,
  );
}

/** The box as chosen: its shares, the grams filled, what is wrong (or null) and its price. */
export function chosenBox(
  box: BoxRules,
  sweets: readonly BuilderSweet[],
  grams: Readonly<Record<string, number>>,
) {
  const shares = Object.entries(grams)
    .filter(([, chosen]) => chosen > 0)
    .map(([productId, chosen]) => ({ productId, grams: chosen }));
  const names = new Map(sweets.map((sweet) => [sweet.productId, sweet.name]));
  const rules = { ...box, productIds: sweets.map((sweet) => sweet.productId) };
  return {
    shares,
    filled: shares.reduce((total, share) => total + share.grams, 0),
    problem: shares.length > 0 ? boxSharesProblem(rules, shares, names) : null,
    pricePaise: boxPrice(rules, shares, sweets).totalPaise,
  };
}
