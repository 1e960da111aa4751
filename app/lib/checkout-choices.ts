/**
 * What the checkout form offers for the pincode as typed: where the order cannot go (said beside
 * the pincode before any payment; the order's transaction checks it again), the payment methods
 * that zone takes, its delivery days and slots, and which slot and method start chosen.
 */
import type { ActionAnswer } from '#core/action-answer.ts';
import {
  earliestOpenSlot,
  readSlotChoice,
  slotChoiceValue,
  slotRefusal,
  type DayChoice,
} from '#core/delivery-slots.ts';
import {
  deliveryRefusal,
  isPincode,
  zoneForPincode,
  type DeliveryZone,
} from '#core/delivery-zones.ts';
import type { PaymentMethod } from '#core/payment.ts';

export interface PaymentOptionView {
  method: PaymentMethod;
  available: boolean;
  note?: string;
}

/** What the page was loaded with: the zones, each slot zone's days, this cart's methods. */
export interface CheckoutOffer {
  deliveryZones: readonly DeliveryZone[];
  slotDays: Partial<Record<string, DayChoice[]>>;
  paymentOptions: readonly PaymentOptionView[];
  defaultPaymentMethod: PaymentMethod | null;
  products: readonly { name: string; perishable: boolean }[];
}

export function checkoutChoices(
  offer: CheckoutOffer,
  pincode: string,
  answer: ActionAnswer | undefined,
) {
  const zone = isPincode(pincode) ? zoneForPincode(offer.deliveryZones, pincode) : null;
  const deliveryProblem = isPincode(pincode)
    ? deliveryRefusal({
        zones: offer.deliveryZones,
        pincode,
        products: offer.products,
        cashOnDelivery: false,
      })
    : null;
  // The server's own answer stands for the pincode it was about.
  const answered = pincode === answer?.values?.pincode?.trim();
  const answeredErrors: Partial<Record<string, string>> = answer?.fieldErrors ?? {};
  const errors: Partial<Record<string, string>> = {
    ...answeredErrors,
    pincode: deliveryProblem?.message ?? (answered ? answeredErrors.pincode : undefined),
  };
  const paymentOptions = offer.paymentOptions.map((option) =>
    option.method === 'cod' && option.available && zone && !zone.cashOnDelivery
      ? { ...option, available: false, note: `Not available for delivery to ${pincode}` }
      : option,
  );
  // Where the shop's riders deliver, a day and slot: the one chosen before, while it can still
  // be had, else the earliest open one.
  const slotDays = zone?.slots ? (offer.slotDays[zone.name] ?? []) : null;
  const typedSlot = readSlotChoice(answer?.values?.deliverySlot);
  const keepsTypedSlot = slotDays && typedSlot && slotRefusal(slotDays, typedSlot) === null;
  const slot = keepsTypedSlot ? typedSlot : earliestOpenSlot(slotDays ?? []);
  // A refused form keeps the method the customer chose, while it can still take the order.
  const availableMethod = (method: string | null | undefined) =>
    paymentOptions.find((option) => option.available && option.method === method)?.method;
  const chosenMethod =
    availableMethod(answer?.values?.paymentMethod) ??
    availableMethod(offer.defaultPaymentMethod) ??
    paymentOptions.find((option) => option.available)?.method ??
    null;
  return {
    zone,
    errors,
    paymentOptions,
    slotDays,
    chosenSlot: slot ? slotChoiceValue(slot.day, slot.slotId) : null,
    chosenMethod,
  };
}
