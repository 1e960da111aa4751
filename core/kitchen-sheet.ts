/**
 * The production sheet's words and figures, shared by its page and its forms: its address, its
 * forms' names, and kilograms as the kitchen reads them.
 */
export const KITCHEN_SHEET_PATH = '/admin/kitchen/sheet';

/** The sheet for a day: '/admin/kitchen/sheet?day=2026-12-10'. */
export const kitchenSheetPath = (day: string) => `${KITCHEN_SHEET_PATH}?day=${day}`;

/** The forms of the page below the sheet, by their `intent`. */
export const FESTIVAL_DAY_FORM = 'mark-festival';
export const REMOVE_FESTIVAL_DAY_FORM = 'remove-festival';
export const BATCH_SIZE_FORM = 'set-batch';

/** The longest festival name the owner may type. */
export const MAX_FESTIVAL_NAME_LENGTH = 40;
/** The largest usual batch, in kilograms: far above any shop's kadhai. */
export const MAX_BATCH_KG = 1000;

/** Grams in kilograms with up to 3 decimals, as the sheet prints them: '2.5', '0.125', '0'. */
export function kilogramsText(grams: number): string {
  return (grams / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 });
}
