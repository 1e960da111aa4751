import { eq } from 'drizzle-orm';
import { applicablePromo, type PromoCode } from '#core/promo.ts';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema.ts';

/** The active promotion for exactly this code (case-sensitive), or null. */
export async function findPromo(db: Db, code: string | null): Promise<PromoCode | null> {
  if (!code) return null;
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return applicablePromo(code, rows);
}
