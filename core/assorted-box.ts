/**
 * The assorted box (docs/decisions/018): a box type the owner defines (its size, how many kinds,
 * the step of a share, its charge, which sweets may go in) and the shares a customer chooses.
 * The price is the server's: each share at its sweet's price per kilogram, and the box charge.
 * On the invoice a box is one mixed supply, taxed at the highest rate of what it holds.
 */
import type { Paise } from './money.ts';
import { gramsText } from './sweet-stock.ts';

export interface BoxType {
  /** What it holds in all, in grams: 500, 1000. */
  sizeGrams: number;
  /** The most different sweets it holds. */
  mostKinds: number;
  /** A share is a whole number of these grams: 250. */
  stepGrams: number;
  /** For the box itself, on top of what it holds. */
  chargePaise: Paise;
  /** The sweets that may go in it. */
  productIds: readonly string[];
}

/** A sweet as a box prices and taxes it. */
export interface BoxSweet {
  productId: string;
  name: string;
  /** Its price for a kilogram (`pricePerKilogram`). */
  pricePerKgPaise: Paise;
  gstRatePercent: number;
  hsnCode: string;
}

import type { BoxShare } from './box-contents.ts';

export type { BoxContent, BoxShare } from './box-contents.ts';

/** The shares chosen, without empty ones, in one order (by sweet): one box, one way of saying it. */
export function sortedShares(shares: readonly BoxShare[]): BoxShare[] {
  return shares
    .filter((share) => share.grams > 0)
    .map(({ productId, grams }) => ({ productId, grams }))
    .toSorted((a, b) => a.productId.localeCompare(b.productId));
}

/** Two choices are the same box: the same sweets, each in the same grams. */
export function sameShares(a: readonly BoxShare[], b: readonly BoxShare[]): boolean {
  const [first, second] = [sortedShares(a), sortedShares(b)];
  return (
    first.length === second.length &&
    first.every(
      (share, index) =>
        share.productId === second[index]?.productId && share.grams === second[index]?.grams,
    )
  );
}

/** The fewest sweets an assorted box holds: one sweet alone is its own weight. */
export const FEWEST_KINDS = 2;

/**
 * A sweet's price for a kilogram, from its weights on sale: its 1kg's price, else its lightest
 * weight's scaled up (a 250g at ₹225 is ₹900 a kilogram). Null for a sweet sold by no weight.
 */
export function pricePerKilogram(
  weights: ReadonlyArray<{ grams: number | null; pricePaise: Paise }>,
): Paise | null {
  const weighed = weights.filter(
    (weight): weight is { grams: number; pricePaise: Paise } => weight.grams !== null,
  );
  const kilo = weighed.find((weight) => weight.grams === 1000);
  if (kilo) return kilo.pricePaise;
  const lightest = [...weighed].sort((a, b) => a.grams - b.grams)[0];
  return lightest ? Math.round((lightest.pricePaise * 1000) / lightest.grams) : null;
}

/**
 * A sweet's price for so many grams at its price per kilogram, to the nearest paisa (half a
 * paisa up): a box's shares and the counter's weighed sweets are priced by this one rule.
 */
export function priceForGrams(pricePerKgPaise: Paise, grams: number): Paise {
  return Math.round((pricePerKgPaise * grams) / 1000);
}

/** What is wrong with the shares chosen for a box, in the customer's words; null when nothing. */
export function boxSharesProblem(
  box: BoxType,
  shares: readonly BoxShare[],
  names: ReadonlyMap<string, string>,
): string | null {
  const chosen = shares.filter((share) => share.grams > 0);
  const name = (productId: string) => names.get(productId) ?? 'That sweet';
  const kinds = new Set(chosen.map((share) => share.productId));
  if (kinds.size !== chosen.length) return 'Please choose each sweet once.';
  const notAllowed = chosen.find((share) => !box.productIds.includes(share.productId));
  if (notAllowed) return `${name(notAllowed.productId)} does not go in this box.`;
  if (chosen.length < FEWEST_KINDS) {
    return `Please choose at least ${FEWEST_KINDS} sweets for an assorted box.`;
  }
  if (chosen.length > box.mostKinds) {
    return `This box holds at most ${box.mostKinds} sweets.`;
  }
  const uneven = chosen.find((share) => share.grams % box.stepGrams !== 0);
  if (uneven) {
    return `Please choose ${name(uneven.productId)} in steps of ${gramsText(box.stepGrams)}.`;
  }
  const filled = chosen.reduce((total, share) => total + share.grams, 0);
  if (filled !== box.sizeGrams) {
    return `The box holds ${gramsText(box.sizeGrams)}; your choice comes to ${gramsText(filled)}.`;
  }
  return null;
}

/** A box's price: each share at its sweet's price per kilogram, and the box charge. */
export function boxPrice(
  box: Pick<BoxType, 'chargePaise'>,
  shares: readonly BoxShare[],
  sweets: ReadonlyArray<Pick<BoxSweet, 'productId' | 'name' | 'pricePerKgPaise'>>,
) {
  const lines = shares.map((share) => {
    const sweet = sweets.find((candidate) => candidate.productId === share.productId);
    if (!sweet) throw new Error(`No price for ${share.productId}`);
    return {
      ...share,
      name: sweet.name,
      pricePaise: priceForGrams(sweet.pricePerKgPaise, share.grams),
    };
  });
  const contentsPaise = lines.reduce((total, line) => total + line.pricePaise, 0);
  return {
    lines,
    contentsPaise,
    chargePaise: box.chargePaise,
    totalPaise: contentsPaise + box.chargePaise,
  };
}

/**
 * How a box is taxed: a mixed supply (CGST Act s. 8(b)), the whole box at the highest rate of
 * the sweets it holds, under that sweet's HSN code.
 */
export function boxTax(shares: readonly BoxShare[], sweets: readonly BoxSweet[]) {
  const held = sweets.filter((sweet) =>
    shares.some((share) => share.productId === sweet.productId),
  );
  const highest = [...held].sort((a, b) => b.gstRatePercent - a.gstRatePercent)[0];
  if (!highest) throw new Error('An empty box has no tax');
  return { gstRatePercent: highest.gstRatePercent, hsnCode: highest.hsnCode };
}

/**
 * How many boxes of these shares the shop can fill: its empty boxes, and each sweet's grams
 * (`stockGrams`, by product) divided by its share.
 */
export function boxesThatFit(
  shares: readonly BoxShare[],
  stockGrams: ReadonlyMap<string, number>,
  emptyBoxes: number,
): number {
  return shares.reduce(
    (most, share) =>
      share.grams > 0
        ? Math.min(most, Math.floor((stockGrams.get(share.productId) ?? 0) / share.grams))
        : most,
    emptyBoxes,
  );
}
