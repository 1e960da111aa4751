/** Money is held as integer paise everywhere; these turn it into what a customer reads. */

export type Paise = number;

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹ with Indian digit grouping and two decimals: 12345600 → '₹1,23,456.00'. */
export function formatRupees(paise: Paise): string {
  if (!Number.isInteger(paise)) throw new RangeError(`Money must be whole paise, got ${paise}`);
  return rupeeFormat.format(paise / 100);
}

/** Whole rupees to paise, for constants written the way the shop speaks (₹500). */
export function rupees(amount: number): Paise {
  return Math.round(amount * 100);
}

const wholeRupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** The cart and catalogue's plain prices: '₹450', but '₹112.50' when there are paise. */
// A figure nothing reads is dropped from the browser's files.
/* @__NO_SIDE_EFFECTS__ */
export function formatRupeesPlain(paise: Paise): string {
  if (paise % 100 !== 0) return formatRupees(paise);
  return wholeRupeeFormat.format(paise / 100);
}

/**
 * Paise as a plain decimal figure, without ₹ or digit grouping: 123450 → '1234.50'. What a
 * spreadsheet sums and what a search engine reads as an offer's price.
 */
export function decimalRupees(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount must be whole, non-negative paise, got ${paise}`);
  }
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
