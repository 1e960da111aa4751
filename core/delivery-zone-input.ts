/**
 * The admin's delivery zone forms: Add Zone / edit (one dialog), Move up / down and Delete.
 * Shared by the browser and the action, so a refusal shows beside its field either way.
 */
import { z } from 'zod';
import { deliveryKinds, MOST_BUSINESS_DAYS, type DeliveryPromise } from './delivery-dates.ts';
import { deliverySlotActions } from './delivery-slot-input.ts';
import { coverageText, readCoverage } from './delivery-zones.ts';

export const MAX_ZONE_NAME_LENGTH = 40;

const nameField = z
  .string({ error: "Please enter the zone's name, like Local." })
  .trim()
  .min(1, "Please enter the zone's name, like Local.")
  .max(MAX_ZONE_NAME_LENGTH, `Please keep the name to ${MAX_ZONE_NAME_LENGTH} characters.`);

/** What the owner typed, stored as read back: '110001-110099, 110'. */
const pincodesField = z
  .string()
  .optional()
  .transform((text, context) => {
    const reading = readCoverage(text ?? '');
    if ('entries' in reading) return coverageText(reading.entries);
    context.addIssue({ code: 'custom', message: reading.error });
    return z.NEVER;
  });

/** A ticked box sends 'on'; an unticked one sends nothing. */
const checkboxField = z
  .string()
  .optional()
  .transform((value) => value === 'on');

const daysMessage = (which: string) =>
  `Please enter the ${which} business days as a whole number from 1 to ${MOST_BUSINESS_DAYS}.`;

/** Empty, or a whole number of business days from 1 to 30 (checked here, whatever the kind). */
const daysField = (which: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((text, context) => {
      if (!text) return null;
      const count = Number(text);
      if (/^\d{1,2}$/.test(text) && count >= 1 && count <= MOST_BUSINESS_DAYS) return count;
      context.addIssue({ code: 'custom', message: daysMessage(which) });
      return z.NEVER;
    });

const zoneFields = {
  name: nameField,
  pincodes: pincodesField,
  perishables: checkboxField,
  cashOnDelivery: checkboxField,
  slots: checkboxField,
  deliveryKind: z.enum(deliveryKinds, { error: 'Please choose how soon orders arrive.' }),
  fewestDays: daysField('fewest'),
  mostDays: daysField('most'),
};

/**
 * Business days count only for a courier zone, and it needs both, the most not below the
 * fewest. The shop's own riders deliver the same day or the next.
 */
function readPromise(
  zone: {
    deliveryKind: DeliveryPromise['kind'];
    fewestDays: number | null;
    mostDays: number | null;
  },
  context: z.RefinementCtx,
): DeliveryPromise {
  if (zone.deliveryKind !== 'business-days') {
    return { kind: zone.deliveryKind, fewestDays: 0, mostDays: 0 };
  }
  const { fewestDays, mostDays } = zone;
  if (fewestDays === null) {
    context.addIssue({ code: 'custom', message: daysMessage('fewest'), path: ['fewestDays'] });
  }
  if (mostDays === null) {
    context.addIssue({ code: 'custom', message: daysMessage('most'), path: ['mostDays'] });
  }
  if (fewestDays !== null && mostDays !== null && mostDays < fewestDays) {
    context.addIssue({
      code: 'custom',
      message: 'The most business days cannot be fewer than the fewest.',
      path: ['mostDays'],
    });
  }
  return { kind: 'business-days', fewestDays: fewestDays ?? 0, mostDays: mostDays ?? 0 };
}

/** The dialog's fields read into a zone's terms. */
function zoneTerms(
  { fewestDays, mostDays, ...zone }: z.output<z.ZodObject<typeof zoneFields>>,
  context: z.RefinementCtx,
) {
  const promise = readPromise({ deliveryKind: zone.deliveryKind, fewestDays, mostDays }, context);
  return {
    name: zone.name,
    pincodes: zone.pincodes,
    perishables: zone.perishables,
    cashOnDelivery: zone.cashOnDelivery,
    slots: zone.slots,
    promise,
  };
}

/** What the dialog saves. */
export type DeliveryZoneInput = ReturnType<typeof zoneTerms>;

const zoneId = z.uuid({ error: 'That delivery zone no longer exists.' });

/** Posts of the Delivery page's zone forms, told apart by `intent`. */
const deliveryZoneActions = [
  z
    .object({ intent: z.literal('create'), ...zoneFields })
    .transform(({ intent, ...zone }, context) => ({ intent, zone: zoneTerms(zone, context) })),
  z
    .object({ intent: z.literal('update'), id: zoneId, ...zoneFields })
    .transform(({ intent, id, ...zone }, context) => ({
      intent,
      id,
      zone: zoneTerms(zone, context),
    })),
  z.object({ intent: z.literal('move'), id: zoneId, direction: z.enum(['up', 'down']) }),
  z.object({ intent: z.literal('delete'), id: zoneId }),
] as const;

/** Every post of the Delivery page: its zones and its slots. */
export const deliveryActionSchema = z.discriminatedUnion('intent', [
  ...deliveryZoneActions,
  ...deliverySlotActions,
]);
