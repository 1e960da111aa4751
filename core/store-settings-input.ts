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

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's 15th character, from its first 14 (the mod-36 scheme the GST network uses): each
 * character's value is doubled at every second place, its base-36 digits are added up, and the
 * check character brings the sum to a multiple of 36. Undefined when a character is not 0-9/A-Z.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  let sum = 0;
  for (const [index, character] of [...first14.slice(0, 14)].entries()) {
    const value = GSTIN_CHARACTERS.indexOf(character);
    if (value < 0) return undefined;
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36];
}

export const GSTIN_MESSAGES = {
  length: 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV.',
  stateCode: 'A GSTIN starts with a state code from 01 to 38, like 27 for Maharashtra.',
  shape:
    'After the state code, a GSTIN has the PAN (5 letters, 4 digits, 1 letter), a digit or letter, Z and a check character.',
  checkCharacter: 'This GSTIN’s last character does not match: please check it for a typo.',
} as const;

/** Empty is allowed: a shop below the GST threshold has no GSTIN. */
const gstinField = z
  .string()
  .trim()
  .transform((gstin) => gstin.toUpperCase())
  .superRefine((gstin, context) => {
    if (gstin === '') return;
    const problem = gstinProblem(gstin);
    if (problem) context.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });

/** The first thing wrong with a GSTIN, so the admin reads one message that says what to fix. */
function gstinProblem(gstin: string): keyof typeof GSTIN_MESSAGES | undefined {
  if (gstin.length !== 15) return 'length';
  const stateCode = Number(gstin.slice(0, 2));
  if (!/^\d{2}/.test(gstin) || stateCode < 1 || stateCode > 38) return 'stateCode';
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return 'shape';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'checkCharacter';
  return undefined;
}

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
  gstin: z
    .string()
    .optional()
    .transform((gstin) => gstin ?? '')
    .pipe(gstinField),
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
});
export type StoreSettingsInput = z.infer<typeof storeSettingsSchema>;
