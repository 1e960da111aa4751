import { describe, expect, test } from 'vitest';
import { newsletterSchema, parseFields } from './validation.ts';

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
