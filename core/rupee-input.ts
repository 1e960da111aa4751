/**
 * Rupees as the admin types them into a form (a price, a promo code's minimum, the Cash on
 * Delivery limit) and as such a field shows them again. Apart from money.ts, which every
 * storefront page loads, as only the admin's forms need it.
 */
import { decimalRupees, type Paise } from './money.ts';

/** Paise as a form's rupee field shows them again: 45000 → '450', 11250 → '112.50'. */
export function rupeesForInput(paise: Paise): string {
  return decimalRupees(paise).replace(/\.00$/, '');
}

/** What is wrong with rupees as typed; each form says it in its own words. */
export type RupeesProblem = 'empty' | 'negative' | 'decimals' | 'shape';

/**
 * Rupees as typed ('450', '112.50', '₹1,200') to paise, read from the text so no float ever
 * rounds: at most two decimals, never negative. Each form sets its own largest amount.
 */
export function parseRupees(
  text: string,
): { ok: true; paise: Paise } | { ok: false; problem: RupeesProblem } {
  const plain = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  if (plain === '') return { ok: false, problem: 'empty' };
  if (plain.startsWith('-')) return { ok: false, problem: 'negative' };
  if (/^\d+\.\d{3,}$/.test(plain)) return { ok: false, problem: 'decimals' };
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return { ok: false, problem: 'shape' };
  return { ok: true, paise: Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) };
}
