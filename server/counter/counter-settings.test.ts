import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { counterSchema, scaleLayoutSettingSchema } from '#core/counter-input.ts';
import { DEFAULT_SCALE_LAYOUT } from '#core/counter-scale-barcode.ts';
import { NOT_YOURS_TO_DO } from '#core/staff-roles.ts';
import { createProduct, updateProduct } from '#server/admin/save-product.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { counterSettings } from '#server/db/schema/counter.ts';
import { seedShop } from '#server/seed/seed.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { productInput } from '#tests/support/admin-products.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { getCounterSettings, saveScaleLayout, saveUpiId } from './counter-settings.ts';
import {
  addCounter,
  COUNTER_NAME_TAKEN,
  listCounters,
  setUpDevice,
  updateCounter,
} from './counters.ts';

let db: Db;
let owner: Actor;
let manager: Actor;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
  manager = { id: await insertCustomer(db, 'Mohan Manager', 'manager'), role: 'manager' };
});

const layoutForm = (fields: Record<string, string>) =>
  scaleLayoutSettingSchema.parse({
    scalePrefixes: '20-29',
    scaleMeasure: 'grams',
    scaleValueDigits: '5',
    ...fields,
  });

describe('the counter’s settings', () => {
  test('before the owner saves any, every reader gets the defaults: no UPI QR, the usual scale', async () => {
    expect(await db.select().from(counterSettings)).toEqual([]);
    expect(await getCounterSettings(db)).toEqual({
      upiId: '',
      payeeName: 'Halwai',
      scaleLayout: DEFAULT_SCALE_LAYOUT,
    });
  });

  test('the UPI ID is saved, changed and emptied (the QR off), each in the activity log', async () => {
    await saveUpiId(db, owner, { upiId: 'halwai@okaxis' });
    expect((await getCounterSettings(db)).upiId).toBe('halwai@okaxis');
    await saveUpiId(db, owner, { upiId: '9876543210@ybl' });
    expect((await getCounterSettings(db)).upiId).toBe('9876543210@ybl');
    await saveUpiId(db, owner, { upiId: '' });
    expect((await getCounterSettings(db)).upiId).toBe('');
    expect(await db.select().from(counterSettings)).toHaveLength(1);
    const logged = await db
      .select({ after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.subject, 'The counter’s UPI ID'));
    expect(logged.map((entry) => entry.after)).toEqual([
      { upiId: 'halwai@okaxis' },
      { upiId: '9876543210@ybl' },
      { upiId: '' },
    ]);
  });

  test('the scale’s layout is saved beside the UPI ID, which it leaves as it was', async () => {
    await saveUpiId(db, owner, { upiId: 'halwai@okaxis' });
    const priced = layoutForm({
      scaleMeasure: 'price',
      scaleValueDigits: '4',
      scaleValueCheckDigit: 'on',
    });
    await saveScaleLayout(db, owner, priced);
    expect(await getCounterSettings(db)).toMatchObject({
      upiId: 'halwai@okaxis',
      scaleLayout: priced,
    });
    await saveScaleLayout(db, owner, layoutForm({}));
  });

  test('a manager may not change them, and nothing changes', async () => {
    expect((await refusal(saveUpiId(db, manager, { upiId: 'not.ours@ybl' }))).message).toBe(
      NOT_YOURS_TO_DO,
    );
    expect(
      (await refusal(saveScaleLayout(db, manager, layoutForm({ scaleValueDigits: '6' })))).code,
    ).toBe('FORBIDDEN');
    expect(await getCounterSettings(db)).toMatchObject({
      upiId: 'halwai@okaxis',
      scaleLayout: DEFAULT_SCALE_LAYOUT,
    });
  });
});

describe('a product’s counter code', () => {
  test('fits the scale’s layout and is no other product’s; a layout too short for a code is refused', async () => {
    const kaju = await createProduct(
      db,
      owner,
      productInput({ name: 'Kaju Katli Test', counterCode: '12345' }),
    );
    const taken = await refusal(
      createProduct(db, owner, productInput({ name: 'Besan Ladoo Test', counterCode: '12345' })),
    );
    expect(taken).toMatchObject({
      field: 'counterCode',
      message: 'Kaju Katli Test has the counter code 12345: please give this product another.',
    });
    const long = await refusal(
      createProduct(db, owner, productInput({ name: 'Besan Ladoo Test', counterCode: '123456' })),
    );
    expect(long).toMatchObject({ field: 'counterCode' });
    expect(long.message).toContain('at most 5 digits');

    // Six value digits leave four for the code: Kaju Katli's five would no longer print.
    const shorter = await refusal(
      saveScaleLayout(db, owner, layoutForm({ scaleValueDigits: '6' })),
    );
    expect(shorter).toMatchObject({ field: 'scaleValueDigits' });
    expect(shorter.message).toContain('Kaju Katli Test (12345)');

    // Saved again with its own code, the product keeps it; emptied, another may take it.
    await updateProduct(
      db,
      owner,
      kaju.id,
      productInput({ name: 'Kaju Katli Test', counterCode: '12345' }),
    );
    await updateProduct(
      db,
      owner,
      kaju.id,
      productInput({ name: 'Kaju Katli Test', counterCode: null }),
    );
    const ladoo = await createProduct(
      db,
      owner,
      productInput({ name: 'Besan Ladoo Test', counterCode: '12345' }),
    );
    const [saved] = await db
      .select({ code: products.counterCode })
      .from(products)
      .where(eq(products.id, ladoo.id));
    expect(saved?.code).toBe('12345');
    await saveScaleLayout(db, owner, layoutForm({ scaleValueDigits: '4' }));
    await updateProduct(
      db,
      owner,
      ladoo.id,
      productInput({ name: 'Besan Ladoo Test', counterCode: null }),
    );
  });

  test('a save that does not name the code leaves it as it is', async () => {
    const pedha = await createProduct(
      db,
      owner,
      productInput({ name: 'Mathura Pedha', counterCode: '7' }),
    );
    await updateProduct(db, owner, pedha.id, productInput({ name: 'Mathura Pedha' }));
    const [saved] = await db
      .select({ code: products.counterCode })
      .from(products)
      .where(eq(products.id, pedha.id));
    expect(saved?.code).toBe('7');
  });
});

describe('the owner’s counters', () => {
  test('are added, renamed and given other paper, listed with their devices’ series', async () => {
    const front = await addCounter(
      db,
      owner,
      counterSchema.parse({ name: 'Front', paperWidthMm: '80' }),
    );
    await addCounter(db, owner, counterSchema.parse({ name: 'Back', paperWidthMm: '80' }));
    const { series } = await setUpDevice(db, {
      counterId: front.id,
      userId: owner.id,
      retiring: null,
    });
    const renamed = await updateCounter(
      db,
      owner,
      front.id,
      counterSchema.parse({ name: 'Front counter', paperWidthMm: '58' }),
    );
    expect(renamed).toMatchObject({ name: 'Front counter', paperWidthMm: 58 });
    const listed = await listCounters(db);
    expect(listed.find((counter) => counter.id === front.id)).toMatchObject({
      name: 'Front counter',
      paperWidthMm: 58,
      series: [series],
    });
    expect(listed.find((counter) => counter.name === 'Back')?.series).toEqual([]);
  });

  test('a name another counter has is refused beside the field; a manager may not rename one', async () => {
    const [back] = (await listCounters(db)).filter((counter) => counter.name === 'Back');
    const form = counterSchema.parse({ name: 'Front counter', paperWidthMm: '80' });
    expect(await refusal(updateCounter(db, owner, back?.id ?? '', form))).toMatchObject({
      field: 'name',
      message: COUNTER_NAME_TAKEN,
    });
    expect((await refusal(updateCounter(db, manager, back?.id ?? '', form))).code).toBe(
      'FORBIDDEN',
    );
    expect((await refusal(addCounter(db, manager, form))).code).toBe('FORBIDDEN');
    expect(
      (await refusal(updateCounter(db, owner, '00000000-0000-4000-8000-000000000000', form))).code,
    ).toBe('NOT_FOUND');
  });
});
