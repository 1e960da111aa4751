/**
 * The shop as an owner runs it on two servers: one PostgreSQL (here a throw-away embedded one),
 * two shop servers on it started as `npm run serve` starts one, and nginx in front with the
 * owner's site (deploy/nginx/halwai.conf) over HTTPS. All of it lives in a temporary folder,
 * and all of it goes at `stop`, however far the start got.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureShopRole, SHOP_ROLE } from '#server/db/shop-role.ts';
import { freePort } from '../../scripts/free-port.ts';
import { SHOP_OWNER } from '../e2e/support/customer.ts';
import { removeTemporaryDataDirs, temporaryDataDir } from '../support/data-dir.ts';
import { AccessLog } from './access-log.ts';
import { makeCertificate, startNginx } from './nginx.ts';
import { ask, type Answer, type Asking } from './requests.ts';
import { startShopServer, type ShopServer } from './shop-server.ts';

/** A throw-away server need not survive a power cut (as in tests/support/global-database.ts). */
const THROW_AWAY_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

export interface TwoServers {
  /** The shop's public address: nginx, over HTTPS with the test's certificate. */
  proxyUrl: string;
  servers: [ShopServer, ShopServer];
  accessLog: AccessLog;
  /** What nginx complained of (a server that failed it, say). */
  nginxErrors(): string;
  /** A request through nginx, from no browser. */
  throughProxy(pathname: string, asking?: Asking): Promise<Answer>;
  /** The shop's database, for what no page shows (the queue of jobs). */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** The server nginx's log names so. */
  serverAt(address: string): ShopServer;
  stop(): Promise<void>;
}

/** Distinct free ports: a port freed a moment ago may be handed out again. */
async function freePorts(count: number) {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export async function startTwoServers(): Promise<TwoServers> {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    const failures: unknown[] = [];
    for (const step of stops.splice(0).reverse())
      await step().catch((error) => failures.push(error));
    removeTemporaryDataDirs();
    if (failures.length > 0) throw new AggregateError(failures, 'Stopping the servers failed');
  };
  try {
    const folder = temporaryDataDir('halwai-two-servers-');
    const postgres = await startEmbeddedPostgres({
      folder: path.join(folder, 'pg'),
      settings: THROW_AWAY_SETTINGS,
    });
    stops.push(() => postgres.stop());
    await postgres.ensureDatabase('halwai');
    const databaseUrl = postgres.url('halwai');
    // As docs/operations.md deploys it: the shop's own role, and the tables' owner who migrates.
    const owner = new pg.Client({ connectionString: postgres.url('postgres') });
    await owner.connect();
    await ensureShopRole(owner, SHOP_ROLE).finally(() => owner.end());

    const [firstPort = 0, secondPort = 0, httpsPort = 0, httpPort = 0] = await freePorts(4);
    const proxyUrl = `https://127.0.0.1:${httpsPort}`;
    const authSecret = randomBytes(32).toString('base64url');
    const environment = (name: string) => ({
      HOST: '127.0.0.1',
      DATA_DIR: path.join(folder, name),
      DATABASE_URL: postgres.url('halwai', SHOP_ROLE),
      DATABASE_OWNER_URL: databaseUrl,
      BACKUP_DIR: 'off',
      APP_URL: proxyUrl,
      AUTH_SECRET: authSecret,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: SHOP_OWNER.email,
      ADMIN_PASSWORD: SHOP_OWNER.password,
      // Every shopper of these journeys comes from 127.0.0.1.
      VISITOR_WRITES_PER_MINUTE: '100000',
    });
    // Together, as a machine's servers start after a reboot: on the empty database, they take
    // turns at its tables, its sample catalogue and ADMIN_EMAIL's account.
    const starting = await Promise.allSettled([
      startShopServer('first', firstPort, environment('first')),
      startShopServer('second', secondPort, environment('second')),
    ]);
    for (const started of starting) {
      if (started.status === 'fulfilled') stops.push(() => started.value.stop());
    }
    const [first, second] = starting.map((started) => {
      if (started.status === 'rejected') throw started.reason;
      return started.value;
    });
    if (!first || !second) throw new Error('Two servers were started');
    const servers: [ShopServer, ShopServer] = [first, second];

    const tls = makeCertificate(folder);
    const throughProxy = (pathname: string, asking: Asking = {}) =>
      ask(`${proxyUrl}${pathname}`, { ca: tls.pem, ...asking });
    const nginx = await startNginx(
      path.join(folder, 'nginx'),
      {
        httpPort,
        httpsPort,
        servers: [first.address, second.address],
        certificate: tls.certificate,
        key: tls.key,
      },
      () => throughProxy('/healthz'),
    );
    stops.push(() => nginx.stop());

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    stops.push(() => pool.end());
    return {
      proxyUrl,
      servers,
      accessLog: new AccessLog(nginx.accessLogFile),
      nginxErrors: () =>
        existsSync(nginx.errorLogFile) ? readFileSync(nginx.errorLogFile, 'utf8') : '',
      throughProxy,
      query: async <Row>(text: string, values?: unknown[]) =>
        (await pool.query(text, values)).rows as Row[],
      serverAt: (address) => {
        const server = servers.find((candidate) => candidate.address === address);
        if (!server) throw new Error(`nginx passed a request to ${address}, none of the servers`);
        return server;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
