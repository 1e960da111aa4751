import { describe, expect, test } from 'vitest';
import {
  coverageText,
  deliveryCheck,
  deliveryRefusal,
  readCoverage,
  zoneForPincode,
  type DeliveryZone,
  type PincodeCoverage,
} from './delivery-zones.ts';

function coverage(text: string): PincodeCoverage[] {
  const reading = readCoverage(text);
  if ('error' in reading) throw new Error(reading.error);
  return reading.entries;
}

function zone(name: string, text: string) {
  return { name, coverage: coverage(text) };
}

describe('readCoverage', () => {
  test('reads pincodes, ranges and prefixes, with commas, semicolons or new lines between', () => {
    expect(readCoverage('110001, 110010 - 110099;\n201 ,')).toEqual({
      entries: [
        { kind: 'pincode', pincode: '110001' },
        { kind: 'range', from: '110010', to: '110099' },
        { kind: 'prefix', prefix: '201' },
      ],
    });
  });

  test('writes them back as the owner would type them', () => {
    expect(coverageText(coverage('110001,110010–110099\n201'))).toBe('110001, 110010-110099, 201');
  });

  test('refuses nothing at all, an entry that is none of the three, and a backward range', () => {
    expect(readCoverage(' , \n')).toEqual({
      error: 'Please enter at least one pincode, range or prefix.',
    });
    expect(readCoverage('110001, 0110, 12a')).toEqual({
      error: "'0110' is not a pincode (110001), a range (110001-110099) or a prefix (110).",
    });
    expect(readCoverage('1100011')).toEqual({
      error: "'1100011' is not a pincode (110001), a range (110001-110099) or a prefix (110).",
    });
    expect(readCoverage('110099-110001')).toEqual({
      error: 'The range 110099-110001 runs backwards.',
    });
  });
});

describe('zoneForPincode', () => {
  const local = zone('Local', '110001-110099');
  const restOfIndia = zone('Rest of India', '1, 2, 3, 4, 5, 6, 7, 8, 9');

  test('finds the zone of a single pincode, a range and a prefix', () => {
    const airport = zone('Airport', '110037');
    const noida = zone('Noida', '201');
    const zones = [restOfIndia, local, airport, noida];
    expect(zoneForPincode(zones, '110037')?.name).toBe('Airport');
    expect(zoneForPincode(zones, '110001')?.name).toBe('Local');
    expect(zoneForPincode(zones, '110099')?.name).toBe('Local');
    expect(zoneForPincode(zones, '201301')?.name).toBe('Noida');
    expect(zoneForPincode(zones, '600001')?.name).toBe('Rest of India');
  });

  test('where zones overlap, the entry naming the pincode most narrowly wins', () => {
    const delhi = zone('Delhi', '110');
    const southDelhi = zone('South Delhi', '110010-110030');
    const oneStreet = zone('Chandni Chowk', '110006');
    const zones = [restOfIndia, delhi, southDelhi, oneStreet];
    expect(zoneForPincode(zones, '110006')?.name).toBe('Chandni Chowk');
    expect(zoneForPincode(zones, '110024')?.name).toBe('South Delhi');
    expect(zoneForPincode(zones, '110085')?.name).toBe('Delhi');
    // A range of 1,000 pincodes is narrower than the 10,000 of a two-digit prefix.
    const wide = [zone('Prefix 11', '11'), zone('Range', '110000-110999')];
    expect(zoneForPincode(wide, '110500')?.name).toBe('Range');
  });

  test('between equally narrow entries, the zone listed first wins', () => {
    const first = zone('First', '110');
    const second = zone('Second', '110');
    expect(zoneForPincode([first, second], '110024')?.name).toBe('First');
    expect(zoneForPincode([second, first], '110024')?.name).toBe('Second');
  });

  test('a pincode no zone covers, or that is no pincode, has no zone', () => {
    expect(zoneForPincode([local], '600001')).toBeNull();
    expect(zoneForPincode([restOfIndia], '012345')).toBeNull();
    expect(zoneForPincode([restOfIndia], '11002')).toBeNull();
  });
});

const local = {
  ...zone('Local', '110'),
  perishables: true,
  cashOnDelivery: true,
  promise: { kind: 'same-day', fewestDays: 0, mostDays: 0 },
  slots: true,
} satisfies DeliveryZone;
const noida = {
  ...zone('Noida', '201'),
  perishables: true,
  cashOnDelivery: false,
  promise: { kind: 'next-day', fewestDays: 0, mostDays: 0 },
  slots: false,
} satisfies DeliveryZone;
const restOfIndia = {
  ...zone('Rest of India', '1, 2, 3, 4, 5, 6, 7, 8, 9'),
  perishables: false,
  cashOnDelivery: true,
  promise: { kind: 'business-days', fewestDays: 2, mostDays: 3 },
  slots: false,
} satisfies DeliveryZone;
const zones = [local, noida, restOfIndia];
const rasgulla = { name: 'Rasgulla', perishable: true };
const kajuKatli = { name: 'Kaju Katli', perishable: false };

describe('deliveryRefusal', () => {
  test('lets an order go where its zone takes what it holds and how it is paid', () => {
    const order = { zones, products: [rasgulla, kajuKatli], cashOnDelivery: true };
    expect(deliveryRefusal({ ...order, pincode: '110006' })).toBeNull();
    expect(deliveryRefusal({ ...order, pincode: '600001', products: [kajuKatli] })).toBeNull();
  });

  test('refuses a perishable beyond the zones that take them, naming it and where it goes', () => {
    expect(
      deliveryRefusal({
        zones,
        pincode: '600001',
        products: [kajuKatli, rasgulla],
        cashOnDelivery: false,
      }),
    ).toEqual({
      field: 'pincode',
      message:
        'Rasgulla is delivered only in Local and Noida. Please remove it from your cart, or choose an address there.',
    });
  });

  test('refuses Cash on Delivery where the zone does not take it', () => {
    expect(
      deliveryRefusal({ zones, pincode: '201301', products: [rasgulla], cashOnDelivery: true }),
    ).toEqual({
      field: 'paymentMethod',
      message:
        'Cash on Delivery is not available for pincode 201301. Please choose an online payment method.',
    });
  });

  test('refuses a pincode no zone covers', () => {
    expect(
      deliveryRefusal({ zones: [local], pincode: '600001', products: [], cashOnDelivery: false }),
    ).toEqual({
      field: 'pincode',
      message: 'We do not deliver to pincode 600001. Please check it, or choose another address.',
    });
  });
});

describe('deliveryCheck', () => {
  // Tuesday 24 November 2026, 11:50 pm in India (18:20 UTC).
  const tuesdayNight = new Date('2026-11-24T18:20:00Z');

  test("says by which day a product reaches a pincode, in India's calendar", () => {
    const check = (pincode: string, product = kajuKatli) =>
      deliveryCheck({ zones, pincode, product, now: tuesdayNight });
    expect(check('110001')).toEqual({
      delivers: true,
      message: 'Delivers to 110001 by Tue, 24 Nov',
      day: '2026-11-24',
    });
    expect(check('201301')).toEqual({
      delivers: true,
      message: 'Delivers to 201301 by Wed, 25 Nov',
      day: '2026-11-25',
    });
    expect(check('600001')).toEqual({
      delivers: true,
      message: 'Delivers to 600001 by Fri, 27 Nov',
      day: '2026-11-27',
    });
    // Ten minutes later it is Wednesday in India, though still Tuesday in UTC.
    const wednesday = new Date('2026-11-24T18:30:00Z');
    expect(deliveryCheck({ zones, pincode: '110001', product: rasgulla, now: wednesday })).toEqual({
      delivers: true,
      message: 'Delivers to 110001 by Wed, 25 Nov',
      day: '2026-11-25',
    });
  });

  test('names where a perishable goes, and says when a pincode is beyond every zone', () => {
    expect(
      deliveryCheck({ zones, pincode: '600001', product: rasgulla, now: tuesdayNight }),
    ).toEqual({ delivers: false, message: 'Rasgulla is delivered only in Local and Noida.' });
    expect(
      deliveryCheck({ zones: [local], pincode: '600001', product: kajuKatli, now: tuesdayNight }),
    ).toEqual({ delivers: false, message: 'We do not deliver to pincode 600001.' });
  });
});
