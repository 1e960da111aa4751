import { describe, expect, test } from 'vitest';
import { checkoutChoices, type CheckoutOffer } from './checkout-choices.ts';

const EVENING = '0b5d8c3e-6f1a-4c7e-9a52-3d2f1e0c9b8a';
const MORNING = '9f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f';

const offer: CheckoutOffer = {
  deliveryZones: [
    {
      name: 'Local',
      coverage: [{ kind: 'prefix', prefix: '1100' }],
      perishables: true,
      cashOnDelivery: true,
      promise: { kind: 'same-day', fewestDays: 0, mostDays: 0 },
      slots: true,
    },
    {
      name: 'Rest of India',
      coverage: [{ kind: 'range', from: '200000', to: '899999' }],
      perishables: false,
      cashOnDelivery: false,
      promise: { kind: 'business-days', fewestDays: 2, mostDays: 3 },
      slots: false,
    },
  ],
  slotDays: {
    Local: [
      {
        day: '2026-11-26',
        label: 'Thu, 26 Nov',
        slots: [
          { id: MORNING, label: '10 am–2 pm', available: false, reason: 'Too late today' },
          { id: EVENING, label: '6–9 pm', available: true },
        ],
      },
      {
        day: '2026-11-27',
        label: 'Fri, 27 Nov',
        slots: [
          { id: MORNING, label: '10 am–2 pm', available: true },
          { id: EVENING, label: '6–9 pm', available: false, reason: 'Full' },
        ],
      },
    ],
  },
  paymentOptions: [
    { method: 'razorpay', available: true },
    { method: 'cod', available: true },
  ],
  defaultPaymentMethod: 'cod',
  products: [{ name: 'Kaju Katli', perishable: false }],
};

describe('the checkout form for the pincode as typed', () => {
  test("in the shop's own zone: its earliest open slot and the default method start chosen", () => {
    const choices = checkoutChoices(offer, '110006', undefined);
    expect(choices.zone?.name).toBe('Local');
    expect(choices.errors.pincode).toBeUndefined();
    expect(choices.slotDays).toBe(offer.slotDays.Local);
    expect(choices.chosenSlot).toBe(`2026-11-26_${EVENING}`);
    expect(choices.chosenMethod).toBe('cod');
  });

  test('a zone without Cash on Delivery says so beside it, and an online method is chosen', () => {
    const choices = checkoutChoices(offer, '400001', undefined);
    expect(choices.slotDays).toBeNull();
    expect(choices.chosenSlot).toBeNull();
    expect(choices.paymentOptions).toEqual([
      { method: 'razorpay', available: true },
      { method: 'cod', available: false, note: 'Not available for delivery to 400001' },
    ]);
    expect(choices.chosenMethod).toBe('razorpay');
  });

  test('a pincode no zone covers is refused beside the pincode', () => {
    expect(checkoutChoices(offer, '990001', undefined).errors.pincode).toBe(
      'We do not deliver to pincode 990001. Please check it, or choose another address.',
    );
  });

  test('a milk sweet to a zone without perishables is refused beside the pincode', () => {
    const rasgulla = { ...offer, products: [{ name: 'Rasgulla', perishable: true }] };
    expect(checkoutChoices(rasgulla, '400001', undefined).errors.pincode).toBe(
      'Rasgulla is delivered only in Local. Please remove it from your cart, or choose an address there.',
    );
  });

  test('a refused form keeps the slot and method chosen, while they can still be had', () => {
    const answer = {
      values: {
        pincode: '110006',
        deliverySlot: `2026-11-27_${MORNING}`,
        paymentMethod: 'razorpay',
      },
      fieldErrors: {
        pincode: 'Please check the pincode.',
        phone: 'Please enter your phone number.',
      },
    };
    const choices = checkoutChoices(offer, '110006', answer);
    expect(choices.chosenSlot).toBe(`2026-11-27_${MORNING}`);
    expect(choices.chosenMethod).toBe('razorpay');
    expect(choices.errors).toEqual({
      pincode: 'Please check the pincode.',
      phone: 'Please enter your phone number.',
    });
  });

  test("a slot that has filled since is not kept, and the server's pincode error is only for its pincode", () => {
    const answer = {
      values: { pincode: '110006', deliverySlot: `2026-11-27_${EVENING}` },
      fieldErrors: { pincode: 'Please check the pincode.' },
    };
    const choices = checkoutChoices(offer, '110001', answer);
    expect(choices.chosenSlot).toBe(`2026-11-26_${EVENING}`);
    expect(choices.errors.pincode).toBeUndefined();
  });
});
