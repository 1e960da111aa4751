/**
 * The admin's settings form: the shop's details, its tax numbers, its four switches and its Cash
 * on Delivery limit.
 */
import { z } from 'zod';
import { requiredText } from './address-input.ts';
import { LEGAL_CASH_LIMIT, LEGAL_CASH_LIMIT_TEXT } from './cash-on-delivery.ts';
import { indianStates } from './india.ts';
import type { Paise } from './money.ts';
import { parseRupees } from './rupee-input.ts';
import { emailField } from './validation.ts';
import { optionalGstinField } from './gstin.ts';

export const STORE_PHONE_MESSAGE =
  'Please enter a phone number of 8 to 13 digits, like +91 98765 43210 or 011 2345 6789.';

/**
 * A shop may give a landline, so any 8-13 digits count once spaces, hyphens and a leading +91
 * or 0 are set aside. The number is kept as the admin wrote it: the footer shows the shop's own
 * grouping, and its tel: link drops the spaces.
 */
const storePhoneField = z
  .string({ error: 'Please enter a phone number.' })
  .trim()
  .min(1, 'Please enter a phone number.')
  .refine((phone) => /^\d{8,13}$/.test(phoneDigits(phone)), STORE_PHONE_MESSAGE)
  .transform((phone) => phone.replace(/\s+/g, ' '));

function phoneDigits(phone: string): string {
  return phone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
}

const fssaiLicenceField = z
  .string()
  .trim()
  .regex(/^(\d{14})?$/, 'An FSSAI licence number has 14 digits.');

export const COD_LIMIT_MESSAGES = {
  required: 'Please enter the Cash on Delivery limit in rupees, like 5000.',
  negative: 'The Cash on Delivery limit cannot be negative.',
  shape: 'Please enter the Cash on Delivery limit in rupees, like 5000 or 5000.50.',
  legal: `The Cash on Delivery limit must be below ${LEGAL_CASH_LIMIT_TEXT}, the legal limit for a cash payment.`,
} as const;

/**
 * Rupees as the admin types them ('5000', '5,000.50', '₹5000') to paise, read from the text so
 * no float rounds. ₹0 is allowed: it turns Cash on Delivery off.
 */
const codLimitField = z
  .string({ error: COD_LIMIT_MESSAGES.required })
  .transform((text, context): Paise => {
    const read = readCodLimit(text);
    if (typeof read === 'number') return read;
    context.addIssue({ code: 'custom', message: COD_LIMIT_MESSAGES[read] });
    return z.NEVER;
  });

function readCodLimit(text: string): Paise | keyof typeof COD_LIMIT_MESSAGES {
  const read = parseRupees(text);
  if (read.ok) return read.paise < LEGAL_CASH_LIMIT ? read.paise : 'legal';
  if (read.problem === 'empty') return 'required';
  return read.problem === 'negative' ? 'negative' : 'shape';
}

/** The shop's state decides the invoice's tax split; empty until the admin chooses one. */
const storeStateField = z.union([z.literal(''), z.enum(indianStates)], {
  error: 'Please choose a state from the list.',
});

/** A ticked checkbox is posted (as 'on'); an unticked one is not posted at all. */
const switchField = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep ${label} to ${max} characters.`)
    .optional()
    .transform((text) => text ?? '');

export const storeSettingsSchema = z.object({
  storeName: requiredText('the store name', 80),
  storeDescription: optionalText('the description', 500),
  email: emailField,
  phone: storePhoneField,
  address: optionalText('the address', 300),
  state: z
    .string()
    .trim()
    .optional()
    .transform((state) => state ?? '')
    .pipe(storeStateField),
  /** Empty is allowed: a shop below the GST threshold has no GSTIN. */
  gstin: optionalGstinField,
  fssaiLicenceNumber: z
    .string()
    .optional()
    .transform((number) => number ?? '')
    .pipe(fssaiLicenceField),
  emailNotifications: switchField,
  orderNotifications: switchField,
  lowStockAlerts: switchField,
  maintenanceMode: switchField,
  codLimit: codLimitField,
  giftOrderCashOnDelivery: switchField,
});
export type StoreSettingsInput = z.infer<typeof storeSettingsSchema>;
