/** The shop's price list: every weight of a weighed product is priced from its 500g price. */
import { DEFAULT_WEIGHT, standardWeights, type StandardWeight } from './catalogue.ts';
import { rupees, type Paise } from './money.ts';

const fromDefaultPrice: Record<StandardWeight, (price: Paise) => Paise> = {
  '250g': (price) => Math.round(price / 2),
  [DEFAULT_WEIGHT]: (price) => price,
  // A kilo is ₹50 less than two half-kilos: buying more costs less per gram.
  '1kg': (price) => price * 2 - rupees(50),
};

/** 250g at half the 500g price, 500g as given, 1kg at twice it less ₹50; in the weights' order. */
export function weighedPriceList(defaultPricePaise: Paise) {
  return standardWeights.map((weight) => ({
    weight,
    pricePaise: fromDefaultPrice[weight](defaultPricePaise),
  }));
}
