/**
 * Paying a counter bill by UPI without a payment provider: a QR of a `upi://pay` link (NPCI's UPI
 * linking specification) to the shop's own UPI ID, with the bill's amount and number filled in,
 * which any UPI app opens; the cashier then confirms the money came.
 */
import { decimalRupees, type Paise } from './money.ts';

export interface UpiPayment {
  /** The shop's UPI ID, as its settings hold it (`readUpiId`). */
  upiId: string;
  /** The name the customer's app shows as the payee: the shop's name. */
  payeeName: string;
  paise: Paise;
  /** Shown in the customer's app and statement as the payment's note, to match it to the bill. */
  billNumber: string;
}

/**
 * A link's value percent-encoded as UTF-8 (a Hindi shop name too), spaces as %20, never '+',
 * which some UPI apps show as a plus. '@' is left as it is: a query may hold it (RFC 3986 3.4),
 * and every printed UPI QR writes the address so.
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

/** The UPI link for a bill: `upi://pay?pa=…&pn=…&am=123.45&tn=…&cu=INR`. */
export function upiPayLink({ upiId, payeeName, paise, billNumber }: UpiPayment): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) {
    throw new RangeError(`A UPI payment is a whole number of paise above 0, not ${paise}`);
  }
  const query = [
    ['pa', upiId],
    ['pn', payeeName],
    // From integer paise as text: '123.45', never a float's '123.45000000000002'.
    ['am', decimalRupees(paise)],
    ['tn', billNumber],
    ['cu', 'INR'],
  ]
    .map(([name, value]) => `${name}=${encodeValue(value ?? '')}`)
    .join('&');
  return `upi://pay?${query}`;
}

export const UPI_ID_MOST = 100;

export const UPI_ID_MESSAGES = {
  required: 'Please enter the shop’s UPI ID, like halwai@okaxis.',
  shape: 'A UPI ID is a name, @ and the bank’s handle, like halwai@okaxis or 9876543210@ybl.',
  name: 'Before the @, a UPI ID has only letters, digits, dots, hyphens and underscores.',
  handle: 'After the @, a UPI ID has the bank’s handle in letters only, like okaxis or ybl.',
  long: `A UPI ID has at most ${UPI_ID_MOST} characters.`,
} as const;

/**
 * A UPI ID as the owner types it in Settings, or what is wrong with it. The shape every UPI app
 * checks: a name of letters, digits, '.', '-' and '_' (at least 2), '@', and the bank's handle
 * in letters. Read in lower case, as UPI IDs are the same in any case.
 */
export function readUpiId(
  text: string,
): { ok: true; upiId: string } | { ok: false; problem: keyof typeof UPI_ID_MESSAGES } {
  const upiId = text.trim().toLowerCase();
  if (upiId === '') return { ok: false, problem: 'required' };
  if (upiId.length > UPI_ID_MOST) return { ok: false, problem: 'long' };
  const parts = upiId.split('@');
  const [name = '', handle = ''] = parts;
  if (parts.length !== 2 || name.length < 2 || handle.length < 2) {
    return { ok: false, problem: 'shape' };
  }
  if (!/^[a-z0-9._-]+$/.test(name)) return { ok: false, problem: 'name' };
  if (!/^[a-z]+$/.test(handle)) return { ok: false, problem: 'handle' };
  return { ok: true, upiId };
}
