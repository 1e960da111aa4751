/**
 * Cash on Delivery: the shop takes cash for an order up to a total it chooses, and the courier
 * collects it; the order counts as paid once the admin marks it delivered.
 */
import { formatRupees, formatRupeesPlain, rupees, type Paise } from './money.ts';

/**
 * Section 269ST of the Income Tax Act: no one may receive ₹2,00,000 or more in cash for one
 * transaction, so a shop's limit must stay strictly below it (store_settings' check says so too).
 */
export const LEGAL_CASH_LIMIT: Paise = rupees(200_000);
/** '₹2,00,000' */
export const LEGAL_CASH_LIMIT_TEXT = formatRupeesPlain(LEGAL_CASH_LIMIT);

/** A new shop's limit, as store_settings.cod_limit_paise starts; also an unseeded shop's. */
export const DEFAULT_COD_LIMIT: Paise = rupees(5_000);

/** True when an order of this total may be paid in cash: up to the shop's limit, included. */
export function allowsCashOnDelivery(orderTotal: Paise, codLimit: Paise): boolean {
  return orderTotal <= codLimit;
}

/**
 * Why an order above the limit cannot be paid in cash: shown at checkout in place of the method's
 * description, and as the refusal when such an order is sent anyway.
 */
export function cashOnDeliveryLimitMessage(codLimit: Paise): string {
  return `Cash on Delivery is available for orders up to ${formatRupees(codLimit)}. Please choose an online payment method.`;
}
