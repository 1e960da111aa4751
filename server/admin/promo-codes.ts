/** The admin's promo codes: list, add, edit and switch off (core/promo.ts has the rule). */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { AuditKind } from '#core/audit.ts';
import type { PromoCode } from '#core/promo.ts';
import type { PromoCodeInput } from '#core/promo-code-input.ts';
import { promoColumns } from '#server/cart/find-promo.ts';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit, recordChange } from '#server/staff/audit-log.ts';

export type AdminPromoCode = PromoCode & { createdAt: Date };

const notFound = () => new AppError('NOT_FOUND', 'That promo code no longer exists.');

/** Every code, newest first: a shop has a handful, so there are no pages. */
export async function listPromoCodes(db: Db, actor: Actor): Promise<AdminPromoCode[]> {
  assertMay(actor, 'promoCodes');
  return db
    .select({ ...promoColumns, createdAt: promoCodes.createdAt })
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), asc(promoCodes.code));
}

/** Adds a code; the same text again (case counts: Diwali25 is another code) is refused by it. */
export async function createPromoCode(
  db: Db,
  actor: Actor,
  input: PromoCodeInput,
): Promise<PromoCode> {
  assertMay(actor, 'promoCodes');
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(promoCodes)
      .values({ code: input.code, ...terms(input) })
      .onConflictDoNothing({ target: promoCodes.code })
      .returning(promoColumns);
    if (!created) {
      throw new AppError('CONFLICT', `A promo code ${input.code} already exists.`, {
        field: 'code',
      });
    }
    await recordAudit(tx, actor, {
      kind: 'promo-code.created',
      subject: input.code,
      after: terms(input),
    });
    return created;
  });
}

/**
 * Changes a code's terms. The code itself stays (it is the key, and past orders carry it); uses
 * so far are kept, so a limit lowered to them or below means the code is used up.
 */
export async function updatePromoCode(
  db: Db,
  actor: Actor,
  input: PromoCodeInput,
): Promise<PromoCode> {
  assertMay(actor, 'promoCodes');
  return changePromoCode(db, actor, input.code, 'promo-code.updated', terms(input));
}

/** The status switch: a code switched off gives no discount until switched on again. */
export async function setPromoCodeActive(
  db: Db,
  actor: Actor,
  code: string,
  isActive: boolean,
): Promise<PromoCode> {
  assertMay(actor, 'promoCodes');
  return changePromoCode(db, actor, code, 'promo-code.switched', { isActive });
}

/** The code's row locked, changed, and the change recorded, in one transaction. */
function changePromoCode(
  db: Db,
  actor: Actor,
  code: string,
  kind: AuditKind,
  change: Partial<ReturnType<typeof terms>>,
): Promise<PromoCode> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(promoColumns)
      .from(promoCodes)
      .where(eq(promoCodes.code, code))
      .for('update');
    if (!before) throw notFound();
    const [updated] = await tx
      .update(promoCodes)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(promoCodes.code, code))
      .returning(promoColumns);
    if (!updated) throw notFound();
    await recordChange(tx, actor, {
      kind,
      subject: code,
      before: terms(before),
      after: terms(updated),
    });
    return updated;
  });
}

/** Everything but the code, which never changes. */
function terms(input: Omit<PromoCodeInput, 'code'>) {
  return {
    percentOff: input.percentOff,
    isActive: input.isActive,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    minSubtotalPaise: input.minSubtotalPaise,
    usageLimit: input.usageLimit,
  };
}
