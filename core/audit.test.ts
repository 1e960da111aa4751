import { describe, expect, test } from 'vitest';
import { changedFields, kindsOfArea, valuesText } from './audit.ts';

describe('what the audit log keeps of a change', () => {
  test('only the fields that changed, before and after', () => {
    const before = {
      name: 'Kaju Katli',
      weights: { '500g': { pricePaise: 45000 } },
      isActive: true,
    };
    const after = {
      name: 'Kaju Katli',
      weights: { '500g': { pricePaise: 47500 } },
      isActive: true,
    };
    expect(changedFields(before, after)).toEqual({
      before: { weights: { '500g': { pricePaise: 45000 } } },
      after: { weights: { '500g': { pricePaise: 47500 } } },
    });
  });

  test('a field only one side has is kept on that side; nothing changed is nothing', () => {
    expect(changedFields({ note: 'Diwali' }, {})).toEqual({
      before: { note: 'Diwali' },
      after: {},
    });
    expect(changedFields({ a: [1, 2] }, { a: [1, 2] })).toEqual({ before: {}, after: {} });
  });

  test('values read as text, and an area names its kinds', () => {
    expect(valuesText({ status: 'packed', stock: 4 })).toBe('status: packed; stock: 4');
    expect(valuesText(null)).toBe('');
    expect(kindsOfArea('sign-ins')).toEqual(['sign-in', 'second-factor-failed']);
  });
});
