import { describe, expect, test } from 'vitest';
import {
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  gstinState,
  optionalGstinField,
  stateWithCode,
} from './gstin.ts';

/** A GSTIN with the right check character, made from its first 14. */
function validGstin(first14: string) {
  return `${first14}${gstinCheckCharacter(first14) ?? ''}`;
}

test('the check character of a real GSTIN is found by the mod-36 checksum', () => {
  expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  expect(gstinCheckCharacter('27AAPF*0939F1Z')).toBeUndefined();
});

test.each([
  '27AAPFU0939F1ZV',
  validGstin('07AAACH7409R1Z'),
  validGstin('29AABCT1332L1Z'),
  validGstin('38ABCDE1234F2Z'),
  validGstin('01ABCDE1234FAZ'),
])('%s is a valid GSTIN', (gstin) => {
  expect(gstinProblem(gstin)).toBeUndefined();
});

test.each([
  ['27AAPFU0939F1Z', 'length'],
  ['27AAPFU0939F1ZVX', 'length'],
  [validGstin('00AAPFU0939F1Z'), 'stateCode'],
  [validGstin('39AAPFU0939F1Z'), 'stateCode'],
  ['A7AAPFU0939F1ZV', 'stateCode'],
  [validGstin('27AAPF10939F1Z'), 'shape'],
  [validGstin('27AAPFU0939F0Z'), 'shape'],
  [validGstin('27AAPFU0939F1Y'), 'shape'],
  ['27AAPFU0939F1ZW', 'checkCharacter'],
  ['27AAPFU0939F2ZV', 'checkCharacter'],
] as const)('%s is refused for its %s', (gstin, problem) => {
  expect(gstinProblem(gstin)).toBe(problem);
});

describe('the form field', () => {
  test('forgives spaces and lower case, and may be empty', () => {
    expect(optionalGstinField.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(optionalGstinField.parse('27 AAPFU 0939F1ZV')).toBe('27AAPFU0939F1ZV');
    expect(optionalGstinField.parse(undefined)).toBe('');
  });

  test('says which part is wrong', () => {
    const result = optionalGstinField.safeParse('27AAPF10939F1ZV');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([GSTIN_MESSAGES.shape]);
  });

  test('its messages say what a GSTIN looks like in words', () => {
    expect(GSTIN_MESSAGES.length).toBe('A GSTIN has 15 characters, like 27AAPFU0939F1ZV.');
    expect(GSTIN_MESSAGES.checkCharacter).toBe(
      'This GSTIN’s last character does not match: please check it for a typo.',
    );
  });
});

test('the state code names the state of registration, and the invoice prints it with its code', () => {
  expect(gstinState('27AAPFU0939F1ZV')).toBe('Maharashtra');
  expect(gstinState(validGstin('29AABCT1332L1Z'))).toBe('Karnataka');
  expect(gstinState(validGstin('37AABCT1332L1Z'))).toBe('Andhra Pradesh');
  expect(stateWithCode('Maharashtra')).toBe('Maharashtra (27)');
  expect(stateWithCode('Andhra Pradesh')).toBe('Andhra Pradesh (37)');
  expect(stateWithCode('Dadra and Nagar Haveli and Daman and Diu')).toBe(
    'Dadra and Nagar Haveli and Daman and Diu (26)',
  );
  expect(stateWithCode('Delhi')).toBe('Delhi (07)');
});
