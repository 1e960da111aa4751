import { describe, expect, test } from 'vitest';
import { activityValuesText } from './activity-view.ts';

describe('a change as the Activity page shows it', () => {
  test('prices read in ₹, whole or with paise', () => {
    expect(activityValuesText({ pricePaise: 19900 })).toBe('price: ₹199');
    expect(activityValuesText({ chargePaise: 2050, minSubtotalPaise: 100000 })).toBe(
      'charge: ₹20.50; minSubtotal: ₹1,000',
    );
  });

  test("a product's weights name each weight with its price and whether it is the default", () => {
    expect(
      activityValuesText({
        weights: {
          '250g': { isDefault: true, pricePaise: 19900 },
          '1 box': { pricePaise: 60000, stock: 12, isDefault: false },
        },
      }),
    ).toBe(
      'weights: 250g (default: Yes, price: ₹199), 1 box (price: ₹600, stock: 12, default: No)',
    );
  });

  test('statuses, roles and categories read as their labels; grams as g or kg', () => {
    expect(activityValuesText({ status: 'packed', paymentStatus: 'pending' })).toBe(
      'status: Packed; paymentStatus: Pending',
    );
    expect(activityValuesText({ role: 'owner', by: 'the server' })).toBe(
      'role: Owner; by: the server',
    );
    expect(activityValuesText({ category: 'dry_fruits', stockGrams: 4500 })).toBe(
      'category: Dry Fruits; stock: 4.5 kg',
    );
    // Review statuses are kept as their labels already; a word no list knows stays as it is.
    expect(activityValuesText({ status: 'Published', role: 'constructor' })).toBe(
      'status: Published; role: constructor',
    );
  });

  test('yes or no, lists, nothing and no entry', () => {
    expect(activityValuesText({ isActive: false, perishable: true })).toBe(
      'active: No; perishable: Yes',
    );
    expect(activityValuesText({ occasions: ['Diwali', 'Holi'], endsOn: null })).toBe(
      'occasions: Diwali, Holi; endsOn: none',
    );
    expect(activityValuesText({ percentOff: 25, name: 'Kaju Katli' })).toBe(
      'percentOff: 25; name: Kaju Katli',
    );
    expect(activityValuesText(null)).toBe('');
  });
});
