/**
 * The counter's settings: the shop's UPI ID for the bill's QR, and the layout of the scale's
 * barcodes. Their one row (id 1) exists only once the owner saves one of them: until then every
 * reader gets its columns' defaults (no UPI QR, the layout most label scales print).
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import {
  DEFAULT_SCALE_LAYOUT,
  scaleCodeDigits,
  scaleLayoutPattern,
  type ScaleBarcodeLayout,
} from '#core/counter-scale-barcode.ts';
import type { ScaleLayoutSettingInput, UpiIdSettingInput } from '#core/counter-input.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { counterSettings } from '#server/db/schema/counter.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordChange } from '#server/staff/audit-log.ts';

export interface CounterSettings {
  /** Empty: the counter shows no UPI QR. */
  upiId: string;
  /** The name the customer's UPI app shows as the payee: the shop's name from its settings. */
  payeeName: string;
  scaleLayout: ScaleBarcodeLayout;
}

/** The counter's settings, or the columns' defaults where the owner has saved none. */
export async function getCounterSettings(db: Db | Transaction): Promise<CounterSettings> {
  const [[saved], [store]] = await Promise.all([
    db
      .select({ upiId: counterSettings.upiId, scaleLayout: counterSettings.scaleLayout })
      .from(counterSettings)
      .where(eq(counterSettings.id, 1)),
    // Read here rather than through getStoreSettings: a counter's reader never fails for it.
    db
      .select({ storeName: storeSettings.storeName })
      .from(storeSettings)
      .where(eq(storeSettings.id, 1)),
  ]);
  return {
    upiId: saved?.upiId ?? '',
    payeeName: store?.storeName ?? '',
    scaleLayout: saved?.scaleLayout ?? DEFAULT_SCALE_LAYOUT,
  };
}

/**
 * Product codes and the scale's layout change one at a time, so a layout never comes in beside a
 * code too long for it, nor a code beside a layout too short for it (counter-code.ts).
 */
export async function holdCounterCodes(tx: Transaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('counter codes', 0))`);
}

/** Saves the shop's UPI ID (read by `upiIdSettingSchema`); empty turns the UPI QR off. */
export async function saveUpiId(db: Db, actor: Actor, input: UpiIdSettingInput) {
  assertMay(actor, 'settings');
  await db.transaction(async (tx) => {
    const before = await getCounterSettings(tx);
    await tx
      .insert(counterSettings)
      .values({ id: 1, upiId: input.upiId })
      .onConflictDoUpdate({
        target: counterSettings.id,
        set: { upiId: input.upiId, updatedAt: sql`now()` },
      });
    await recordChange(tx, actor, {
      kind: 'settings.updated',
      subject: 'The counter’s UPI ID',
      before: { upiId: before.upiId },
      after: { upiId: input.upiId },
    });
  });
}

/**
 * Saves the layout the shop's scales print their barcodes in. Refused beside the value's digits
 * while a product's counter code is longer than the layout's code: the scale could not print it.
 */
export async function saveScaleLayout(db: Db, actor: Actor, layout: ScaleLayoutSettingInput) {
  assertMay(actor, 'settings');
  await db.transaction(async (tx) => {
    await holdCounterCodes(tx);
    const digits = scaleCodeDigits(layout);
    const tooLong = await tx
      .select({ name: products.name, code: products.counterCode })
      .from(products)
      .where(sql`length(${products.counterCode}) > ${digits}`)
      .orderBy(products.name)
      .limit(3);
    if (tooLong.length > 0) {
      const named = tooLong.map((product) => `${product.name} (${product.code})`).join(', ');
      throw new AppError(
        'CONFLICT',
        `This layout leaves ${digits} digits for a product’s code, and these codes are longer: ${named}. Give them shorter codes first.`,
        { field: 'scaleValueDigits' },
      );
    }
    const before = await getCounterSettings(tx);
    await tx
      .insert(counterSettings)
      .values({ id: 1, scaleLayout: layout })
      .onConflictDoUpdate({
        target: counterSettings.id,
        set: { scaleLayout: layout, updatedAt: sql`now()` },
      });
    await recordChange(tx, actor, {
      kind: 'settings.updated',
      subject: 'The scale’s barcode layout',
      before: { layout: scaleLayoutPattern(before.scaleLayout), ...before.scaleLayout },
      after: { layout: scaleLayoutPattern(layout), ...layout },
    });
  });
}
