/**
 * Maintenance mode's door: while the admin has closed the shop, everyone but the admin gets a
 * short "closed for a while" page (503), except what the admin needs to sign in, the hashed
 * assets and icon that page uses, and the payment providers' webhooks (a paid order should not
 * wait for the shop to reopen). An invoice, a photo or the sitemap waits like any page.
 */
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { escapeMarkup } from '#core/escape-markup.ts';
import type { Db } from '#server/db/client.ts';
import { RAZORPAY_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH } from '#core/paths.ts';
import { storeSettings } from '#server/db/schema/settings.ts';

export interface MaintenanceDoorOptions {
  /** Asked first, for every request that is not let through by its path; should be cheap. */
  isInMaintenance: () => Promise<boolean>;
  /** Asked only while in maintenance: whether the request's user is one of the shop's staff. */
  isStaff: (request: Request) => Promise<boolean>;
  /** Asked only to write the maintenance page. */
  storeName: () => Promise<string>;
}

/** Ten minutes: crawlers and well-behaved clients come back later rather than hammering. */
export const MAINTENANCE_RETRY_SECONDS = 600;

export const MAINTENANCE_TEXT = 'The shop is closed for a short while. Please come back soon.';

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);
/** Sign-in, logout and password reset pages (and their data requests): the admin's way in. */
const AUTH_PAGES = /^\/auth(?:$|\/|\.data$)/;
const OPEN_PATHS: ReadonlySet<string> = new Set([
  '/favicon.svg',
  '/robots.txt',
  RAZORPAY_WEBHOOK_PATH,
  STRIPE_WEBHOOK_PATH,
]);

/** Paths that stay open in maintenance. */
export function isOpenInMaintenance(pathname: string): boolean {
  if (AUTH_PAGES.test(pathname)) return true;
  if (pathname.startsWith('/api/auth/') || pathname.startsWith('/assets/')) return true;
  return OPEN_PATHS.has(pathname);
}

export function maintenanceDoor(options: MaintenanceDoorOptions): MiddlewareHandler {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (isOpenInMaintenance(pathname)) return next();
    if (!(await options.isInMaintenance())) return next();
    if (await options.isStaff(c.req.raw)) return next();

    c.header('Retry-After', String(MAINTENANCE_RETRY_SECONDS));
    c.header('Cache-Control', 'no-store');
    const isPage = READS.has(c.req.method) && !pathname.endsWith('.data');
    if (!isPage) return c.text(MAINTENANCE_TEXT, 503);
    return c.html(maintenancePage(await options.storeName()), 503);
  };
}

/**
 * Plain HTML with no scripts or styles of its own, so it works whatever else is closed; the
 * shop's icon (a file, served in maintenance too) saves the browser asking for /favicon.ico.
 */
export function maintenancePage(storeName: string): string {
  const heading = `${escapeMarkup(storeName)} is closed for a short while`;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${heading}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #292524; background: #fffbeb; }
main { max-width: 36rem; margin: 15vh auto; padding: 0 1.5rem; line-height: 1.6; }
h1 { color: #7f1d1d; font-size: 1.75rem; line-height: 1.3; }
a { color: #7f1d1d; }
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>We are making a few changes. Any orders you have placed are safe, and we will deliver them as promised. Please come back soon.</p>
<p><small>Run this shop? <a href="/auth">Sign in</a>.</small></p>
</main>
</body>
</html>
`;
}

export interface MaintenanceSwitch {
  /** Whether the shop is in maintenance, as read at most `MAINTENANCE_SWITCH_MAX_AGE_MS` ago. */
  isOn(): Promise<boolean>;
  /** True only while the flag was read lately and was off: kept pages may go out as they are. */
  isKnownOff(): boolean;
  /** Drops the kept flag, so the next request reads it again (after this server saved it). */
  forget(): void;
}

/** Short enough that a change saved on another server shows within it. */
export const MAINTENANCE_SWITCH_MAX_AGE_MS = 2000;

/**
 * The flag, kept for a moment so the door costs no query per request under load; concurrent
 * requests share one read. `now` is for tests.
 */
export function createMaintenanceSwitch(
  db: Db,
  options: { now?: () => number } = {},
): MaintenanceSwitch {
  const now = options.now ?? Date.now;
  let kept: { isOn: boolean; readAt: number } | undefined;
  let reading: Promise<boolean> | undefined;
  // A read that started before forget() must not put its older answer back.
  let generation = 0;

  async function read(readGeneration: number): Promise<boolean> {
    const readAt = now();
    try {
      const isOn = await readMaintenanceMode(db);
      if (readGeneration === generation) kept = { isOn, readAt };
      return isOn;
    } finally {
      if (readGeneration === generation) reading = undefined;
    }
  }

  const fresh = () =>
    kept && now() - kept.readAt < MAINTENANCE_SWITCH_MAX_AGE_MS ? kept : undefined;

  return {
    isOn() {
      const known = fresh();
      if (known) return Promise.resolve(known.isOn);
      reading ??= read(generation);
      return reading;
    },
    isKnownOff: () => fresh()?.isOn === false,
    forget() {
      generation += 1;
      kept = undefined;
      reading = undefined;
    },
  };
}

/** An unseeded shop has no settings row yet, and is not in maintenance. */
async function readMaintenanceMode(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ maintenanceMode: storeSettings.maintenanceMode })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  return row?.maintenanceMode ?? false;
}
