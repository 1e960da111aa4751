/**
 * The GSTIN, India's 15-character GST registration number: a two-digit state code, the holder's
 * PAN (5 letters, 4 digits, 1 letter), the registration's number within that PAN (1-9, A-Z), Z,
 * and a check character. The shop's own is read in its settings; a business buyer's at checkout.
 */
import { z } from 'zod';
import type { IndianState } from './india.ts';

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

/**
 * The GST state codes (the first two digits of a GSTIN) of India's states and union territories.
 * 25 (Daman and Diu) was merged into 26 in 2020 and 28 is Andhra Pradesh's before 2014; both
 * still read as the state they are now.
 */
const STATE_CODES: Readonly<Record<string, IndianState>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The state a well-formed GSTIN is registered in. */
export function gstinState(gstin: string): IndianState | undefined {
  return STATE_CODES[gstin.slice(0, 2)];
}

/** A state's GST code, as the invoice prints the place of supply: 'Maharashtra (27)'. */
export function stateWithCode(state: string): string {
  const code = Object.entries(STATE_CODES)
    .filter(([, name]) => name === state)
    .map(([stateCode]) => stateCode)
    .at(-1);
  return code ? `${state} (${code})` : state;
}

/** The first thing wrong with a GSTIN, so one message says what to fix; undefined when valid. */
export function gstinProblem(gstin: string): keyof typeof GSTIN_MESSAGES | undefined {
  if (gstin.length !== 15) return 'length';
  if (!/^\d{2}/.test(gstin) || !gstinState(gstin)) return 'stateCode';
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return 'shape';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'checkCharacter';
  return undefined;
}

/** A GSTIN field, spaces and lower case forgiven; empty is allowed (read as ''). */
export const optionalGstinField = z
  .string()
  .optional()
  .transform((gstin) => (gstin ?? '').replace(/\s+/g, '').toUpperCase())
  .superRefine((gstin, context) => {
    if (gstin === '') return;
    const problem = gstinProblem(gstin);
    if (problem) context.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });
