import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { zoneForPincode } from '#core/delivery-zones.ts';
import { deliveryActionSchema, type DeliveryZoneInput } from '#core/delivery-zone-input.ts';
import { parseFields } from '#core/validation.ts';
import type { Db } from '#server/db/client.ts';
import { keepReads } from '#server/db/kept-reads.ts';
import { adminAndCustomer } from '#tests/support/admin-products.ts';
import { refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import {
  createDeliveryZone,
  deleteDeliveryZone,
  listDeliveryZones,
  listZonesForAdmin,
  moveDeliveryZone,
  updateDeliveryZone,
} from './delivery-zones.ts';
import { offeredDeliveryRules } from './delivery-rules.ts';
import { addDeliverySlot } from './slot-settings.ts';

let db: Db;
let admin: Awaited<ReturnType<typeof adminAndCustomer>>['admin'];
let customer: Awaited<ReturnType<typeof adminAndCustomer>>['customer'];

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  ({ admin, customer } = await adminAndCustomer(db));
});

/** The dialog's fields, read as the action reads them. */
function zoneForm(fields: Record<string, string>): DeliveryZoneInput {
  const parsed = parseFields(deliveryActionSchema, { intent: 'create', ...fields });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  if (parsed.value.intent !== 'create') throw new Error('not a new zone');
  return parsed.value.zone;
}

const zoneNamed = async (name: string) =>
  (await listZonesForAdmin(db, admin)).find((zone) => zone.name === name);

const zoneOf = async (pincode: string) =>
  zoneForPincode(await listDeliveryZones(db), pincode)?.name;

describe('the owner keeps the zones', () => {
  test('adds zones in the order they are listed, pincodes stored as read back', async () => {
    await createDeliveryZone(
      db,
      admin,
      zoneForm({
        name: 'Delhi',
        pincodes: '110;\n 110001 - 110099',
        deliveryKind: 'same-day',
        perishables: 'on',
        cashOnDelivery: 'on',
      }),
    );
    await createDeliveryZone(
      db,
      admin,
      zoneForm({
        name: 'India',
        pincodes: '1,2,3,4,5,6,7,8,9',
        deliveryKind: 'business-days',
        fewestDays: '3',
        mostDays: '5',
      }),
    );
    expect(await listZonesForAdmin(db, admin)).toMatchObject([
      {
        name: 'Delhi',
        pincodes: '110, 110001-110099',
        perishables: true,
        cashOnDelivery: true,
        promise: { kind: 'same-day', fewestDays: 0, mostDays: 0 },
      },
      {
        name: 'India',
        pincodes: '1, 2, 3, 4, 5, 6, 7, 8, 9',
        perishables: false,
        cashOnDelivery: false,
        promise: { kind: 'business-days', fewestDays: 3, mostDays: 5 },
      },
    ]);
    expect(await zoneOf('110006')).toBe('Delhi');
    expect(await zoneOf('600001')).toBe('India');
  });

  test('a second zone of one name is refused beside the name, on adding and on editing', async () => {
    const repeated = zoneForm({ name: 'Delhi', pincodes: '201', deliveryKind: 'next-day' });
    expect(await refusal(createDeliveryZone(db, admin, repeated))).toMatchObject({
      code: 'CONFLICT',
      field: 'name',
      message: 'A zone named Delhi already exists.',
    });
    const india = await zoneNamed('India');
    expect(await refusal(updateDeliveryZone(db, admin, india?.id ?? '', repeated))).toMatchObject({
      field: 'name',
      message: 'A zone named Delhi already exists.',
    });
    expect((await listZonesForAdmin(db, admin)).map((zone) => zone.name)).toEqual([
      'Delhi',
      'India',
    ]);
  });

  test('an edit changes where pincodes go at once', async () => {
    const delhi = await zoneNamed('Delhi');
    await updateDeliveryZone(
      db,
      admin,
      delhi?.id ?? '',
      zoneForm({
        name: 'Old Delhi',
        pincodes: '110006',
        deliveryKind: 'next-day',
        perishables: 'on',
      }),
    );
    expect(await zoneOf('110006')).toBe('Old Delhi');
    expect(await zoneOf('110001')).toBe('India');
    expect(await zoneNamed('Old Delhi')).toMatchObject({
      cashOnDelivery: false,
      promise: { kind: 'next-day' },
    });
  });

  test('the order settles equally narrow overlaps, and moving a zone up changes the winner', async () => {
    await createDeliveryZone(
      db,
      admin,
      zoneForm({
        name: 'Couriers South',
        pincodes: '6',
        deliveryKind: 'business-days',
        fewestDays: '2',
        mostDays: '4',
      }),
    );
    expect(await zoneOf('600001')).toBe('India');
    const south = await zoneNamed('Couriers South');
    await moveDeliveryZone(db, admin, south?.id ?? '', 'up');
    expect((await listZonesForAdmin(db, admin)).map((zone) => zone.name)).toEqual([
      'Old Delhi',
      'Couriers South',
      'India',
    ]);
    expect(await zoneOf('600001')).toBe('Couriers South');
    // At the top already: moving up again changes nothing, and moving down puts it back.
    await moveDeliveryZone(db, admin, south?.id ?? '', 'up');
    await moveDeliveryZone(db, admin, south?.id ?? '', 'up');
    expect((await listZonesForAdmin(db, admin)).at(0)?.name).toBe('Couriers South');
    await moveDeliveryZone(db, admin, south?.id ?? '', 'down');
    await moveDeliveryZone(db, admin, south?.id ?? '', 'down');
    expect((await listZonesForAdmin(db, admin)).map((zone) => zone.name)).toEqual([
      'Old Delhi',
      'India',
      'Couriers South',
    ]);
    expect(await zoneOf('600001')).toBe('India');
  });

  test('a deleted zone no longer delivers; the last zone cannot be deleted', async () => {
    for (const name of ['Couriers South', 'India']) {
      expect(await deleteDeliveryZone(db, admin, (await zoneNamed(name))?.id ?? '')).toBe(name);
    }
    expect(await zoneOf('600001')).toBeUndefined();
    const last = await zoneNamed('Old Delhi');
    expect(await refusal(deleteDeliveryZone(db, admin, last?.id ?? ''))).toMatchObject({
      code: 'CONFLICT',
      message: 'The shop needs at least one delivery zone: add another before deleting this one.',
    });
    expect(await zoneOf('110006')).toBe('Old Delhi');
    expect(await refusal(deleteDeliveryZone(db, admin, crypto.randomUUID()))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  test('only the admin may change zones', async () => {
    const zone = zoneForm({ name: 'Sneaky', pincodes: '5', deliveryKind: 'next-day' });
    const last = await zoneNamed('Old Delhi');
    for (const attempt of [
      listZonesForAdmin(db, customer),
      createDeliveryZone(db, customer, zone),
      updateDeliveryZone(db, customer, last?.id ?? '', zone),
      moveDeliveryZone(db, customer, last?.id ?? '', 'down'),
      deleteDeliveryZone(db, customer, last?.id ?? ''),
    ]) {
      expect((await refusal(attempt)).code).toBe('FORBIDDEN');
    }
    expect((await listZonesForAdmin(db, admin)).map((zone) => zone.name)).toEqual(['Old Delhi']);
  });
});

describe('the zone form', () => {
  const errorsOf = (fields: Record<string, string>) => {
    const parsed = parseFields(deliveryActionSchema, { intent: 'create', ...fields });
    return parsed.ok ? {} : parsed.fieldErrors;
  };

  test('says beside each field what is wrong', () => {
    expect(errorsOf({ name: ' ', pincodes: '110, 11O', deliveryKind: 'same-day' })).toEqual({
      name: "Please enter the zone's name, like Local.",
      pincodes: "'11O' is not a pincode (110001), a range (110001-110099) or a prefix (110).",
    });
    expect(errorsOf({ name: 'A', pincodes: '', deliveryKind: 'same-day' })).toEqual({
      pincodes: 'Please enter at least one pincode, range or prefix.',
    });
    expect(
      errorsOf({
        name: 'A',
        pincodes: '5',
        deliveryKind: 'business-days',
        fewestDays: '0',
        mostDays: 'x',
      }),
    ).toEqual({
      fewestDays: 'Please enter the fewest business days as a whole number from 1 to 30.',
      mostDays: 'Please enter the most business days as a whole number from 1 to 30.',
    });
    expect(
      errorsOf({
        name: 'A',
        pincodes: '5',
        deliveryKind: 'business-days',
        fewestDays: '4',
        mostDays: '2',
      }),
    ).toEqual({ mostDays: 'The most business days cannot be fewer than the fewest.' });
    expect(errorsOf({ name: 'A', pincodes: '5', deliveryKind: 'business-days' })).toEqual({
      fewestDays: 'Please enter the fewest business days as a whole number from 1 to 30.',
      mostDays: 'Please enter the most business days as a whole number from 1 to 30.',
    });
    expect(errorsOf({ name: 'A', pincodes: '5', deliveryKind: 'by-pigeon' })).toEqual({
      deliveryKind: 'Please choose how soon orders arrive.',
    });
  });

  test("the shop's own riders need no business days", () => {
    expect(
      zoneForm({
        name: 'A',
        pincodes: '5',
        deliveryKind: 'next-day',
        fewestDays: '',
        mostDays: '',
      }),
    ).toMatchObject({ promise: { kind: 'next-day', fewestDays: 0, mostDays: 0 } });
  });
});

test("a server that keeps reads offers the checkout the rules of a moment ago, and the owner's changes at once", async () => {
  const { db: keeping } = await createTestDatabase();
  const { admin: owner } = await adminAndCustomer(keeping);
  keepReads(keeping, 60_000);
  const offered = () => offeredDeliveryRules(keeping, new Date());
  const zoneNames = async () => (await offered()).zones.map((zone) => zone.name);

  await createDeliveryZone(
    keeping,
    owner,
    zoneForm({ name: 'Delhi', pincodes: '110', deliveryKind: 'same-day', slots: 'on' }),
  );
  expect(await zoneNames()).toEqual(['Delhi']);

  await keeping.execute(sql`update delivery_zones set name = 'Renamed in psql'`);
  expect(await zoneNames()).toEqual(['Delhi']);

  await addDeliverySlot(keeping, owner, { startsAt: '09:00', endsAt: '12:00', capacity: 20 });
  const rules = await offered();
  expect(rules.zones.map((zone) => zone.name)).toEqual(['Renamed in psql']);
  expect(rules.calendar.slots.map((slot) => slot.startsAt)).toEqual(['09:00']);
  expect(Object.keys(rules.slotDays)).toEqual(['Renamed in psql']);
});
