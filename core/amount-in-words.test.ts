import { expect, test } from 'vitest';
import { amountInWords, wholeNumberInWords } from './amount-in-words.ts';

test('₹1,23,45,678.50 is written in crore, lakh and thousand', () => {
  expect(amountInWords(12_345_678_50)).toBe(
    'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only',
  );
});

test('round amounts and small ones read as a shop writes them', () => {
  expect(amountInWords(45_000)).toBe('Rupees Four Hundred Fifty Only');
  expect(amountInWords(100_000_00)).toBe('Rupees One Lakh Only');
  expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  expect(amountInWords(1_011_00)).toBe('Rupees One Thousand Eleven Only');
});

test('every group is named, and crores past ninety-nine count in Indian words too', () => {
  expect(wholeNumberInWords(20_05_00_019)).toBe('Twenty Crore Five Lakh Nineteen');
  expect(wholeNumberInWords(1_00_00_00_000)).toBe('One Hundred Crore');
  expect(wholeNumberInWords(90)).toBe('Ninety');
});
