/**
 * What an assorted box holds (core/assorted-box.ts has its rules): apart, so a page that only
 * lists a box's contents (the cart, an order) loads none of the box's rules.
 */
import { gramsText } from './sweet-stock.ts';

/** A customer's choice: so many grams of a sweet. */
export interface BoxShare {
  productId: string;
  grams: number;
}

/** A share as an order keeps it: with the sweet's name as it was sold. */
export interface BoxContent extends BoxShare {
  name: string;
}

/**
 * A box's sweets in the one order the cart, checkout, the order page and the invoice list them:
 * by name, as the box builder offers them. Put in order on the server (a box's contents as
 * priced, and as an order page or invoice reads them), so the browser sorts nothing.
 */
export function inBoxOrder<Share extends { name: string }>(contents: readonly Share[]): Share[] {
  return contents.toSorted((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** What a box holds, in words: 'Besan Ladoo 250 g, Kaju Katli 250 g, Milk Cake 500 g'. */
export function boxContentsText(contents: readonly BoxContent[], between = ', '): string {
  return contents.map((share) => `${share.name} ${gramsText(share.grams)}`).join(between);
}

/** The assorted boxes on offer, and one box's builder. */
export const BOXES_PATH = '/boxes';
export const boxPath = (boxProductId: string) => `${BOXES_PATH}/${boxProductId}`;
