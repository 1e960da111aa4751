/**
 * The customer's confirmation promises what checkout promised: the chosen slot, else the
 * promise of the zone the pincode falls in, read from the zones as they stand when it is sent.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { readSlotChoice, slotChoiceValue } from '#core/delivery-slots.ts';
import { addDays, indiaDayKey, indiaDayStart } from '#core/india-calendar.ts';
import { formatDeliveryDay } from '#core/date-format.ts';
import type { Db } from '#server/db/client.ts';
import { deliverySlots, deliveryZones } from '#server/db/schema/delivery.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertWeighedSweet } from '#tests/support/factories.ts';
import { sendQueuedEmails, testMailer } from '#tests/support/mail.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { placeOrder } from './place-order.ts';

let db: Db;
let barfi: string;
let evening: string;
const mailer = testMailer();
const { sent } = mailer;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  // The shop's Local (same day, slots) and Rest of India (2-3 business days), and two more.
  await seedShop(db);
  const dryOnly = { perishables: false, cashOnDelivery: true };
  await db.insert(deliveryZones).values([
    { name: 'Near', pincodes: '201301', deliveryKind: 'next-day', position: 3, ...dryOnly },
    {
      name: 'Islands',
      pincodes: '744',
      deliveryKind: 'business-days',
      fewestDays: 5,
      mostDays: 9,
      position: 4,
      ...dryOnly,
    },
  ]);
  const [slot] = await db
    .select({ id: deliverySlots.id })
    .from(deliverySlots)
    .where(eq(deliverySlots.startsAt, '18:00'));
  evening = slot?.id ?? '';
  barfi = (await insertWeighedSweet(db, 'Kaju Barfi', { stock: 100 }))['500g'];
});
beforeEach(() => void sent.splice(0));

async function confirmationFor(pincode: string, deliverySlot: string | null = null) {
  const { userId } = await customerWithCart(db, [[barfi, 1]]);
  const email = `${userId}@example.com`;
  const slot = readSlotChoice(deliverySlot ?? undefined);
  await placeOrder(db, userId, checkout({ email, pincode, deliverySlot: slot }));
  await sendQueuedEmails(db, mailer);
  return sent.find((mail) => mail.to === email)?.text ?? '';
}

test('an order in a slot is promised for its day and time', async () => {
  const tomorrow = addDays(indiaDayKey(new Date()), 1);
  const text = await confirmationFor('110024', slotChoiceValue(tomorrow, evening));
  const day = formatDeliveryDay(indiaDayStart(tomorrow));
  expect(text).toContain(`Delivery on ${day}, 6–9 pm; we will let you know as it moves along.`);
  expect(text).not.toContain('business days');
});

test("an order without a slot is promised its zone's speed", async () => {
  expect(await confirmationFor('201301')).toContain("Next day delivery by the shop's riders;");
  expect(await confirmationFor('744101')).toContain('Delivery in 5-9 business days;');
  expect(await confirmationFor('600001')).toContain('Delivery in 2-3 business days;');
});
