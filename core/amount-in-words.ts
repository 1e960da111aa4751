/**
 * An amount in words as Indian invoices write it, with lakh and crore:
 * ₹1,23,45,678.50 → 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred
 * Seventy-Eight and Fifty Paise Only'.
 */
import type { Paise } from './money.ts';

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: 'Forty-Five'. */
function belowHundred(number: number): string {
  if (number < 20) return ones[number] ?? '';
  const unit = ones[number % 10];
  return `${tens[Math.floor(number / 10)]}${unit ? `-${unit}` : ''}`;
}

/** 0–999: 'Six Hundred Seventy-Eight'. */
function belowThousand(number: number): string {
  const hundreds = Math.floor(number / 100);
  const rest = belowHundred(number % 100);
  return [hundreds ? `${ones[hundreds]} Hundred` : '', rest].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping: crore (10^7), lakh (10^5), thousand. */
export function wholeNumberInWords(number: number): string {
  if (number === 0) return 'Zero';
  const crore = Math.floor(number / 10_000_000);
  const lakh = Math.floor((number % 10_000_000) / 100_000);
  const thousand = Math.floor((number % 100_000) / 1000);
  const rest = number % 1000;
  return [
    // Beyond 99 crore, the crores are themselves counted in Indian words ('One Hundred Crore').
    crore ? `${wholeNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

export function amountInWords(paise: Paise): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${wholeNumberInWords(rupees)}${paisePart} Only`;
}
