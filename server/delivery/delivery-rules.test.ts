import { expect, test } from 'vitest';
import { addDays, indiaDayKey } from '#core/india-calendar.ts';
import { rupees } from '#core/money.ts';
import { deliveryClosedDates, deliveryZones } from '#server/db/schema/delivery.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { seedShop } from '#server/seed/seed.ts';
import { getCashOnDeliveryLimit } from '#server/settings/get-cash-on-delivery-limit.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { readDeliveryRules } from './delivery-rules.ts';
import { readSlotCalendar } from './delivery-slots.ts';
import { listDeliveryZones } from './delivery-zones.ts';

test('reads in one statement the zones, the slot calendar and the cash limit as each is read alone', async () => {
  const { db } = await createTestDatabase();
  const now = new Date();
  // A shop without settings or zones yet: the defaults, and delivery everywhere.
  expect(await readDeliveryRules(db, now)).toEqual({
    zones: await listDeliveryZones(db),
    calendar: await readSlotCalendar(db, now),
    codLimit: await getCashOnDeliveryLimit(db),
    giftOrderCashOnDelivery: false,
    gstRegistered: false,
  });

  await seedShop(db);
  await db
    .update(storeSettings)
    .set({ codLimitPaise: rupees(7_500), giftOrderCashOnDelivery: true });
  await db.insert(deliveryZones).values({
    name: 'Old Delhi',
    pincodes: '110006, 110001-110010',
    perishables: false,
    cashOnDelivery: false,
    deliveryKind: 'business-days',
    fewestDays: 2,
    mostDays: 4,
    position: 0,
  });
  await db
    .insert(deliveryClosedDates)
    .values({ day: addDays(indiaDayKey(now), 3), note: 'Closed: Diwali' });
  const rules = await readDeliveryRules(db, now);
  expect(rules).toEqual({
    zones: await listDeliveryZones(db),
    calendar: await readSlotCalendar(db, now),
    codLimit: rupees(7_500),
    giftOrderCashOnDelivery: true,
    // The sample shop's GSTIN.
    gstRegistered: true,
  });
  expect(rules.zones.map((zone) => zone.name)).toEqual(['Old Delhi', 'Local', 'Rest of India']);
  expect(rules.zones[0]?.promise).toEqual({ kind: 'business-days', fewestDays: 2, mostDays: 4 });
  expect(rules.calendar.closedDates.get(addDays(indiaDayKey(now), 3))).toBe('Closed: Diwali');

  await db.update(storeSettings).set({ gstin: '' });
  expect((await readDeliveryRules(db, now)).gstRegistered).toBe(false);
});
