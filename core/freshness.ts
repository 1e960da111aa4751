/**
 * Freshness, as FSSAI expects sweets to be labelled: a product keeps for a number of days, and
 * what a customer receives is best before its delivery day plus those days.
 */
import { formatDeliveryDay } from './date-format.ts';
import { addDays, indiaDayStart } from './india-calendar.ts';

export const MOST_SHELF_LIFE_DAYS = 730;

/** '1 day', '15 days', '1 month', '6 months': whole months of 30 days read as months. */
export function shelfLifeText(days: number): string {
  if (days >= 30 && days % 30 === 0) {
    const months = days / 30;
    return `${months} ${months === 1 ? 'month' : 'months'}`;
  }
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The product page's 'Shelf life: 5 days (keep refrigerated)', or null when it is not set. */
export function shelfLifeLine(product: { shelfLifeDays: number; storageNote: string }) {
  if (product.shelfLifeDays <= 0) return null;
  const note = product.storageNote.trim();
  return `${shelfLifeText(product.shelfLifeDays)}${note ? ` (${note.toLowerCase()})` : ''}`;
}

/** The India calendar day a product delivered on `deliveryDay` is best before; null if unset. */
export function bestBeforeDay(deliveryDay: string, shelfLifeDays: number): string | null {
  return shelfLifeDays > 0 ? addDays(deliveryDay, shelfLifeDays) : null;
}

/** 'Best before Thu, 10 Dec' */
export function bestBeforeText(day: string): string {
  return `Best before ${formatDeliveryDay(indiaDayStart(day))}`;
}
