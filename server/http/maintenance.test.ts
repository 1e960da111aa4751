import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { seedShop } from '#server/seed/seed.ts';
import { updateStoreSettings } from '#server/settings/update-store-settings.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import {
  createMaintenanceSwitch,
  MAINTENANCE_SWITCH_MAX_AGE_MS,
  MAINTENANCE_TEXT,
  maintenanceDoor,
} from './maintenance.ts';

/** The admin is whoever sends this cookie; the shop is in maintenance while `state.on`. */
function shopBehindDoor(state: { on: boolean; storeName?: string }) {
  const asked = { isInMaintenance: 0, isStaff: 0 };
  const app = new Hono();
  app.use(
    maintenanceDoor({
      isInMaintenance: () => {
        asked.isInMaintenance += 1;
        return Promise.resolve(state.on);
      },
      isStaff: (request) => {
        asked.isStaff += 1;
        return Promise.resolve(request.headers.get('Cookie') === 'role=admin');
      },
      storeName: () => Promise.resolve(state.storeName ?? 'Halwai'),
    }),
  );
  app.all('*', (c) => c.text('shop'));
  return { app, asked };
}

const asAdmin = { headers: { Cookie: 'role=admin' } };
const posted = { method: 'POST', body: new URLSearchParams({ quantity: '1' }) };

describe('the maintenance door', () => {
  test('with maintenance off, every request reaches the shop and no one is asked who they are', async () => {
    const { app, asked } = shopBehindDoor({ on: false });
    for (const path of ['/', '/products/kaju-katli', '/cart.data']) {
      const response = await app.request(path);
      expect(await response.text()).toBe('shop');
    }
    expect((await app.request('/cart', posted)).status).toBe(200);
    expect(asked).toEqual({ isInMaintenance: 4, isStaff: 0 });
  });

  test('in maintenance, a visitor’s page is the maintenance page with 503 and Retry-After', async () => {
    const { app } = shopBehindDoor({ on: true });
    const response = await app.request('/products/kaju-katli');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('600');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="en-IN">');
    expect(page).toContain('<title>Halwai is closed for a short while</title>');
    expect(page).toContain('<h1>Halwai is closed for a short while</h1>');
    expect(page).toContain('Any orders you have placed are safe');
    expect(page).toContain('Please come back soon.');
  });

  test('in maintenance, a visitor’s data request and post get 503 with a short text', async () => {
    const { app } = shopBehindDoor({ on: true });
    for (const response of [
      await app.request('/cart.data'),
      await app.request('/cart', posted),
      await app.request('/products/kaju-katli.data', posted),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('600');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.text()).toBe(MAINTENANCE_TEXT);
    }
  });

  test('in maintenance, the admin passes: pages, data and posts', async () => {
    const { app } = shopBehindDoor({ on: true });
    expect(await (await app.request('/', asAdmin)).text()).toBe('shop');
    expect(await (await app.request('/admin/settings.data', asAdmin)).text()).toBe('shop');
    const save = await app.request('/admin/settings', { ...posted, ...asAdmin });
    expect(await save.text()).toBe('shop');
  });

  test('in maintenance, the way in and static files pass without asking who it is', async () => {
    const { app, asked } = shopBehindDoor({ on: true });
    const open = [
      ['GET', '/auth'],
      ['POST', '/auth'],
      ['POST', '/auth.data'],
      ['POST', '/auth/logout'],
      ['GET', '/auth/reset-password'],
      ['GET', '/api/auth/verify-email'],
      ['GET', '/assets/x.js'],
      ['GET', '/favicon.svg'],
      ['GET', '/robots.txt'],
      ['POST', '/api/payments/razorpay/webhook'],
      ['POST', '/api/payments/stripe/webhook'],
    ];
    for (const [method, path] of open) {
      const response = await app.request(path ?? '', { method });
      expect(await response.text(), `${method} ${path}`).toBe('shop');
    }
    expect(asked).toEqual({ isInMaintenance: 0, isStaff: 0 });
  });

  test('in maintenance, files a visitor asks for wait like pages: invoices, photos, the sitemap', async () => {
    const { app } = shopBehindDoor({ on: true });
    const closed = [
      '/orders/HW-000001/invoice.pdf',
      '/sitemap.xml',
      '/images/products/kaju-katli.svg',
      '/images/products/0f3c.webp',
      '/hero.svg',
    ];
    for (const path of closed) {
      expect((await app.request(path)).status, path).toBe(503);
    }
    expect((await app.request('/orders/HW-000001/invoice.pdf', asAdmin)).status).toBe(200);
  });

  test('paths that only look like the way in are closed', async () => {
    const { app } = shopBehindDoor({ on: true });
    for (const path of ['/authors', '/api/authz', '/admin.data']) {
      expect((await app.request(path)).status, path).toBe(503);
    }
  });

  test('the store name is escaped in the maintenance page', async () => {
    const { app } = shopBehindDoor({ on: true, storeName: 'Gupta & Sons <script>' });
    const page = await (await app.request('/')).text();
    expect(page).toContain(
      '<h1>Gupta &#38; Sons &#60;script&#62; is closed for a short while</h1>',
    );
    expect(page).not.toContain('<script>');
  });
});

describe('the maintenance switch', () => {
  let db: Db;
  let admin: { id: string; role: 'owner' };

  beforeAll(async () => {
    ({ db } = await createTestDatabase());
    admin = { id: await insertCustomer(db, 'Shop owner', 'owner'), role: 'owner' };
  });

  async function setMaintenance(maintenanceMode: boolean) {
    await db.update(storeSettings).set({ maintenanceMode }).where(eq(storeSettings.id, 1));
  }

  test('an unseeded shop is not in maintenance', async () => {
    expect(await createMaintenanceSwitch(db).isOn()).toBe(false);
  });

  test('keeps the flag for two seconds; forget() reads it again at once', async () => {
    await seedShop(db);
    let clock = 1_000_000;
    const maintenance = createMaintenanceSwitch(db, { now: () => clock });
    expect(await maintenance.isOn()).toBe(false);

    await setMaintenance(true);
    clock += MAINTENANCE_SWITCH_MAX_AGE_MS - 1;
    expect(await maintenance.isOn()).toBe(false);
    clock += 1;
    expect(await maintenance.isOn()).toBe(true);

    await setMaintenance(false);
    expect(await maintenance.isOn()).toBe(true);
    maintenance.forget();
    expect(await maintenance.isOn()).toBe(false);
  });

  test('is known to be off only while the flag was read lately and was off', async () => {
    await seedShop(db);
    await setMaintenance(false);
    let clock = 1_000_000;
    const maintenance = createMaintenanceSwitch(db, { now: () => clock });
    // Not read yet: kept pages must go through the door, which reads it.
    expect(maintenance.isKnownOff()).toBe(false);
    await maintenance.isOn();
    expect(maintenance.isKnownOff()).toBe(true);
    clock += MAINTENANCE_SWITCH_MAX_AGE_MS;
    expect(maintenance.isKnownOff()).toBe(false);

    await setMaintenance(true);
    expect(await maintenance.isOn()).toBe(true);
    expect(maintenance.isKnownOff()).toBe(false);
    await setMaintenance(false);
    maintenance.forget();
    expect(maintenance.isKnownOff()).toBe(false);
  });

  test('an admin’s save followed by forget() shows at once', async () => {
    const maintenance = createMaintenanceSwitch(db);
    expect(await maintenance.isOn()).toBe(false);
    const { storeName, email, phone, codLimitPaise } = await getStoreSettings(db);
    await updateStoreSettings(db, admin, {
      storeName,
      storeDescription: '',
      email,
      phone,
      address: '',
      state: '',
      gstin: '',
      fssaiLicenceNumber: '',
      emailNotifications: true,
      orderNotifications: true,
      lowStockAlerts: true,
      maintenanceMode: true,
      codLimit: codLimitPaise,
      giftOrderCashOnDelivery: false,
    });
    maintenance.forget();
    expect(await maintenance.isOn()).toBe(true);
  });

  test('requests arriving together share one read', async () => {
    await setMaintenance(true);
    let reads = 0;
    const counted = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'select') reads += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const maintenance = createMaintenanceSwitch(counted);
    const answers = await Promise.all([maintenance.isOn(), maintenance.isOn(), maintenance.isOn()]);
    expect(answers).toEqual([true, true, true]);
    expect(await maintenance.isOn()).toBe(true);
    expect(reads).toBe(1);
  });
});
