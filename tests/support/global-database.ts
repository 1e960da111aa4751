/**
 * Migrates one template database per test run; each test file then gets a fresh copy of it.
 * The server is an embedded PostgreSQL started for the run, or the one at TEST_DATABASE_URL.
 * Tests connect as its superuser; the shop's own role, granted as the shop grants it, is there
 * for tests of what that role may do.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '#server/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureShopRole } from '#server/db/shop-role.ts';
import { removeTemporaryDataDirs, temporaryDataDir } from './data-dir.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: { serverUrl: string; templateName: string };
  }
}

/**
 * The shop's own role on the test server, granted as the shop's is on every copy of the
 * template. Its password is for a TEST_DATABASE_URL server that asks one; it guards nothing.
 */
export const TEST_SHOP_ROLE = { name: 'halwai_test_shop', password: 'halwai-test-shop' };

/** A throw-away server need not survive a power cut: no waiting for the disk. */
const THROW_AWAY_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DATABASE === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    return provideTemplate(project, serverUrl);
  }
  const folder = temporaryDataDir('halwai-test-pg-');
  let server: EmbeddedPostgres | undefined;
  // The run's folder goes when the run ends, and also when the server never got ready.
  const stopAndRemove = async () => {
    await server?.stop();
    removeTemporaryDataDirs();
  };
  try {
    server = await startEmbeddedPostgres({
      folder: path.join(folder, 'pg'),
      settings: THROW_AWAY_SETTINGS,
    });
    const dropTemplate = await provideTemplate(project, server.url('postgres'));
    return async () => {
      await dropTemplate();
      await stopAndRemove();
    };
  } catch (error) {
    await stopAndRemove();
    throw error;
  }
}

async function provideTemplate(project: TestProject, serverUrl: string) {
  const templateName = `halwai_template_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${templateName}`);
  await ensureShopRole(admin, TEST_SHOP_ROLE.name, TEST_SHOP_ROLE.password);
  const templateUrl = databaseUrl(serverUrl, templateName);
  const database = openPostgres(templateUrl, 1, {
    url: templateUrl,
    shopRole: TEST_SHOP_ROLE.name,
  });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', { serverUrl, templateName });
  return async () => {
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.end();
  };
}

export function databaseUrl(serverUrl: string, databaseName: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** The same database as the test shop's role. */
export function asTestShopRole(connectionString: string) {
  const url = new URL(connectionString);
  url.username = TEST_SHOP_ROLE.name;
  url.password = TEST_SHOP_ROLE.password;
  return url.toString();
}
