import { describe, expect, test } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  newsletterSchema,
  parseFields,
} from './validation.ts';

describe('newsletter e-mail', () => {
  test('accepts a real address and keeps it in lower case', () => {
    expect(parseFields(newsletterSchema, { email: '  Meera@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'meera@example.com' },
    });
  });

  test('says what is wrong beside the field', () => {
    expect(parseFields(newsletterSchema, { email: '' })).toEqual({
      ok: false,
      fieldErrors: { email: 'Please enter your e-mail address.' },
    });
    expect(parseFields(newsletterSchema, { email: 'meera@' })).toEqual({
      ok: false,
      fieldErrors: { email: 'Please enter a valid e-mail address, like name@example.com.' },
    });
    expect(parseFields(newsletterSchema, {})).toEqual({
      ok: false,
      fieldErrors: { email: 'Please enter your e-mail address.' },
    });
  });
});

describe('control characters', () => {
  test('are refused beside any field that carries one, before the schema is asked', () => {
    expect(
      parseFields(newsletterSchema, { email: 'meera@example.com\u0000', note: ['ok', 'x\u001b'] }),
    ).toEqual({
      ok: false,
      fieldErrors: { email: CONTROL_CHARACTER_MESSAGE, note: CONTROL_CHARACTER_MESSAGE },
    });
  });

  test('tab and line ends are text; NUL, escape, DEL and the C1 range are not', () => {
    expect(hasControlCharacter('14 Lajpat Nagar\r\nGate 2\tNear the temple')).toBe(false);
    expect(hasControlCharacter('कलाकंद — ₹450')).toBe(false);
    for (const character of ['\u0000', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085']) {
      expect(hasControlCharacter(`Kaju${character}Katli`)).toBe(true);
    }
  });
});
