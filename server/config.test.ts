import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => temporaryDataDir('halwai-config-');

describe('loadConfig', () => {
  test('runs with nothing set: port 3000, embedded database, a secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  test('names the variable that has a bad value', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), APP_URL: 'not a url' })).toThrow(ConfigError);
  });

  test("DATABASE_OWNER_URL is the owner's connection beside DATABASE_URL, never alone or the same", () => {
    const shop = 'postgres://halwai_shop:secret@db.example/halwai';
    const owner = 'postgres://halwai_owner:secret@db.example/halwai';
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: shop,
      DATABASE_OWNER_URL: owner,
    });
    expect(config).toMatchObject({ databaseUrl: shop, databaseOwnerUrl: owner });
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: shop }).databaseOwnerUrl,
    ).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_OWNER_URL: owner })).toThrow(
      /DATABASE_OWNER_URL: set DATABASE_URL too/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: shop, DATABASE_OWNER_URL: shop }),
    ).toThrow(/DATABASE_OWNER_URL: must differ from DATABASE_URL/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: shop, DATABASE_OWNER_URL: 'mysql://x' }),
    ).toThrow(/DATABASE_OWNER_URL: must start with postgres:\/\//);
  });

  test('asks for ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'owner@example.com' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });

  test('limits visitors to a budget of 120 new rows a minute and keeps their carts 30 days, unless told', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.visitorWritesPerMinute).toBe(120);
    expect(defaults.visitorCartDays).toBe(30);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      VISITOR_WRITES_PER_MINUTE: '5',
      VISITOR_CART_DAYS: '7',
    });
    expect(set.visitorWritesPerMinute).toBe(5);
    expect(set.visitorCartDays).toBe(7);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VISITOR_CART_DAYS: '0' })).toThrow(
      /VISITOR_CART_DAYS/,
    );
  });

  test('TRUST_PROXY names the proxies believed, and a bad entry stops the start', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback,10.0.0.0/8' }).trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY.*'yes' is not an address/,
    );
  });

  test('marks cookies Secure when the public URL is https', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://shop.example.in/' });
    expect(config.appUrl).toBe('https://shop.example.in');
    expect(config.secureCookies).toBe(true);
  });
});

test('backups go beside DATA_DIR unless BACKUP_DIR says where, or off', () => {
  const dataDir = temporaryDataDir('halwai-config-');
  expect(loadConfig({ DATA_DIR: dataDir }).backupDir).toBe(`${dataDir}-backups`);
  expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: '/mnt/nas/halwai' }).backupDir).toBe(
    '/mnt/nas/halwai',
  );
  expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'off' }).backupDir).toBeUndefined();
  expect(loadConfig({ DATA_DIR: dataDir }).backupKeepDays).toBe(14);
  expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP_DAYS: '0' })).toThrow(
    'BACKUP_KEEP_DAYS',
  );
});
