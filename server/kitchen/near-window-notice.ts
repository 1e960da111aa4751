/**
 * Each evening at 18:00 India time the shop hears what is best before tomorrow (near-window.ts),
 * while there is still an evening to put it on offer or into boxes: sent with the low-stock
 * alerts (the store settings' switch), and only when something is near its window.
 */
import { indiaDayKey } from '#core/india-calendar.ts';
import { gramsText } from '#core/sweet-stock.ts';
import { pageUrl } from '#core/paths.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { composeMail, shopSender, type ShopSender } from '#server/mail/compose-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { nearWindow, type NearWindowSweet } from './near-window.ts';

export const NEAR_WINDOW_NOTICE_JOB = 'near-window-notice';
/** India's evening, when the counter still has hours to sell what goes at midnight. */
export const NEAR_WINDOW_NOTICE_AT = '18:00';
const KITCHEN_PATH = '/admin/kitchen';

export function nearWindowEmail(shop: ShopSender, sweets: readonly NearWindowSweet[], url: string) {
  return composeMail(
    shop,
    shop.email,
    `Best before tomorrow: ${sweets.map((sweet) => sweet.name).join(', ')}`,
    [
      'These leave the stock at midnight. Put them on offer or into boxes this evening:',
      ...sweets.map(
        (sweet) =>
          `${sweet.name}: ${gramsText(sweet.grams)} in ${sweet.batchCount === 1 ? '1 batch' : `${sweet.batchCount} batches`}`,
      ),
    ],
    { url, label: 'Open the kitchen' },
  );
}

export async function sendNearWindowNotice(
  services: { db: Db; mailer: Mailer; config: Pick<Config, 'appUrl'> },
  now: Date,
) {
  const { db, mailer, config } = services;
  const settings = await getStoreSettings(db);
  if (!settings.lowStockAlerts) return;
  const sweets = await nearWindow(db, indiaDayKey(now));
  if (sweets.length === 0) return;
  await mailer.send(
    nearWindowEmail(shopSender(settings), sweets, pageUrl(config.appUrl, KITCHEN_PATH)),
  );
}
