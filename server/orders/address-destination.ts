/**
 * An order to one address, the checkout form's: its pincode's delivery zone must take it, and
 * its slot, when the zone has slots, must still have room as the order is placed.
 */
import { AppError } from '#core/app-error.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { deliveryRefusal, zoneForPincode, type DeliveryZone } from '#core/delivery-zones.ts';
import { checkChosenSlot, takeSlotPlace } from '#server/delivery/delivery-slots.ts';
import type { StockWords } from '#server/stock/sale-line.ts';
import type { OrderDestination } from './order-destination.ts';
import { atBusinessPrices } from '#server/cart/load-cart.ts';

const cartWords: StockWords = {
  unitsShort: (have, _need, item) =>
    `Only ${have} of ${item} left. Please lower the quantity in your cart.`,
  gramsShort: (have, need, name) =>
    `Only ${have} of ${name} left, and your cart holds ${need} of it. Please lower the quantity in your cart.`,
  gramsShortOn: (have, need, name, day) =>
    `Only ${have} of ${name} will still be fresh on ${day}, and your cart holds ${need} of it. Please choose an earlier delivery slot, or lower the quantity in your cart.`,
};

export const addressDestination: OrderDestination = {
  stockWords: cartWords,
  refusePayment: () => undefined,
  check: async (_tx, { input, rules, now, rows }) => {
    const lines = atBusinessPrices(rows);
    return {
      lines,
      route: () => {
        const zone = refuseWhatCannotBeDelivered(rules.zones, input, lines);
        const slot = checkChosenSlot(rules.calendar, zone, input.deliverySlot, now);
        return {
          columns: { ...slot, recipientCount: 0 },
          parcels: undefined,
          arrivesOn: slot?.deliveryDate,
          writes: () => [],
          addExtras: async () => undefined,
          takeSlotPlaces: async (tx) => {
            if (slot) await takeSlotPlace(tx, slot);
          },
        };
      },
    };
  },
};

/**
 * The order goes only where a delivery zone takes it: its pincode, its perishables and Cash on
 * Delivery, against the zones as this transaction sees them (core/delivery-zones.ts).
 */
function refuseWhatCannotBeDelivered(
  zones: readonly DeliveryZone[],
  input: CheckoutInput,
  lines: ReadonlyArray<{ name: string; perishable: boolean }>,
): DeliveryZone {
  const refusal = deliveryRefusal({
    zones,
    pincode: input.pincode,
    products: lines.map((line) => ({ name: line.name, perishable: line.perishable })),
    cashOnDelivery: input.paymentMethod === 'cod',
  });
  const zone = zoneForPincode(zones, input.pincode);
  if (refusal || !zone) {
    const { message, field } = refusal ?? {
      message: 'Please check the pincode.',
      field: 'pincode',
    };
    throw new AppError('INVALID_INPUT', message, { field });
  }
  return zone;
}
