/** The GST rates a product may carry (percent of the taxable value), for its form and its check. */

export const gstRates = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof gstRates)[number];

/** Sweets and namkeen mostly carry 5%: a new product starts there. */
export const DEFAULT_GST_RATE: GstRate = 5;

/** '0, 5, 12, 18, 28 or 40%', for the form's refusal. */
export const gstRatesText = `${gstRates.slice(0, -1).join(', ')} or ${gstRates.at(-1)}%`;
