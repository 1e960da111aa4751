/** The checkout form: who receives the order, where, how it is paid, and its one-time key. */
import { z } from 'zod';
import { phoneField, pincodeField, requiredText, stateField } from './address-input.ts';
import { BESIDE_OTHER_ERRORS, businessBuyerFields, checkBusinessBuyer } from './business-buyer.ts';
import { GIFT_MESSAGE_MAX } from './checkout.ts';
import { readSlotChoice } from './delivery-slots.ts';
import { paymentMethods } from './payment.ts';
import { emailField } from './validation.ts';

export const checkoutSchema = z
  .object({
    fullName: requiredText('your full name', 100),
    phone: phoneField,
    email: emailField,
    address: requiredText('the address', 300),
    city: requiredText('the city', 80),
    state: stateField,
    pincode: pincodeField,
    /** Optional: an empty message is stored as no message. */
    giftMessage: z
      .string()
      .trim()
      .max(GIFT_MESSAGE_MAX, `Please keep the gift message to ${GIFT_MESSAGE_MAX} characters.`)
      .optional()
      .transform((message) => message || null),
    paymentMethod: z.enum(paymentMethods, { error: 'Please choose a payment method.' }),
    /**
     * The delivery date and slot ('2026-11-26_<slot id>'), asked only where the pincode's zone has
     * slots; whether it can be had is the order's to decide (core/delivery-slots.ts).
     */
    deliverySlot: z.string().optional().transform(readSlotChoice),
    /**
     * The promo code whose discount the page showed, if any: when it no longer applies, the order
     * is refused rather than charged more (server/orders/redeem-promo.ts). It never gives a
     * discount by itself.
     */
    shownPromoCode: z.string().trim().optional(),
    idempotencyKey: z.uuid({
      error: 'This checkout form is out of date. Please reload the page and try again.',
    }),
    /** A business buyer's name, GSTIN and billing address, when the box is ticked. */
    ...businessBuyerFields,
  })
  .superRefine(checkBusinessBuyer, BESIDE_OTHER_ERRORS);

export type CheckoutInput = z.output<typeof checkoutSchema>;
export type CheckoutFields = z.input<typeof checkoutSchema>;
