/** The whole shop in the test's process: the production build behind the real HTTP app. */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { requiresSecondFactor } from '#core/second-factor.ts';
import type { Role } from '#core/staff-roles.ts';
import type { Auth } from '#server/auth/auth.ts';
import { createShopAuth } from '#server/compose/shop-auth.ts';
import { signUpCustomer } from '#server/auth/sign-in.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';
import { createShopApp } from '#server/compose/shop-app.ts';
import type { Readiness } from '#server/http/health.ts';
import type { EventHub } from '#server/realtime/event-hub.ts';
import { temporaryDataDir } from './data-dir.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverBuildPath = path.join(root, 'build/server/index.js');
export const clientDir = path.relative(process.cwd(), path.join(root, 'build/client'));

/** In-process requests are made to http://localhost. */
export const SHOP_ORIGIN = 'http://localhost';

export async function loadServerBuild(): Promise<ServerBuild> {
  if (!existsSync(serverBuildPath)) {
    throw new Error('These tests run against the production build: run `npm run build` first.');
  }
  return (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
}

export interface InProcessShop {
  app: ReturnType<typeof createShopApp>;
  auth: Auth;
  config: Config;
  /** Every e-mail the shop sent. */
  sent: MailMessage[];
}

/**
 * The shop over `db`, its mail kept in `sent`, configured by `environment`; with live updates
 * at /events when given a hub, and /readyz answering by `readiness` when given one.
 */
export async function inProcessShop(
  db: Db,
  environment: NodeJS.ProcessEnv = {},
  options: { events?: EventHub; readiness?: Readiness } = {},
): Promise<InProcessShop> {
  const build = await loadServerBuild();
  const config = loadConfig({
    DATA_DIR: temporaryDataDir('halwai-shop-'),
    ...environment,
  });
  const sent: MailMessage[] = [];
  const mailer: Mailer = { outboxDir: undefined, send: async (message) => void sent.push(message) };
  const auth = createShopAuth({ db, config, mailer });
  const app = createShopApp({ build, clientDir, db, config, auth, mailer, ...options });
  return { app, auth, config, sent };
}

/** Cookies as a browser keeps them: name → value, from each answer's Set-Cookie. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A form posted as a browser posts it, from `origin`, with the jar's cookies. */
export function postForm(
  app: InProcessShop['app'],
  pathname: string,
  fields: Record<string, string>,
  from: { origin?: string; site?: string; jar?: CookieJar },
) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
  if (from.origin) headers.set('Origin', from.origin);
  if (from.site) headers.set('Sec-Fetch-Site', from.site);
  if (from.jar) headers.set('Cookie', from.jar.header);
  return app.request(pathname, { method: 'POST', headers, body: new URLSearchParams(fields) });
}

/**
 * A customer with a verified e-mail, signed in through the shop's form as a browser signs in,
 * the sign-in's toast already shown by the page after it: their id, e-mail and cookies.
 */
export async function signedInCustomerOf(
  db: Db,
  shop: Pick<InProcessShop, 'app' | 'auth'>,
  fullName: string,
): Promise<{ id: string; email: string; jar: CookieJar }> {
  const password = 'kaju-katli-barfi-9';
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${randomUUID()}@example.com`;
  const visitor = { address: '10.9.9.9', perMinute: 100 };
  await signUpCustomer(db, shop.auth, { fullName, email, password }, visitor);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const jar = new CookieJar();
  const signIn = { intent: 'sign-in', email, password };
  const signedIn = jar.take(await postForm(shop.app, '/auth', signIn, { origin: SHOP_ORIGIN }));
  if (!user || signedIn.status !== 303) throw new Error(`${email} could not sign in`);
  jar.take(await shop.app.request('/', { headers: { Cookie: jar.header } }));
  return { id: user.id, email, jar };
}

/**
 * Someone of the staff with `role`, signed in as signedInCustomerOf signs in, with the second
 * factor an owner or manager is asked for (as if set up).
 */
export async function signedInStaffOf(
  db: Db,
  shop: Pick<InProcessShop, 'app' | 'auth'>,
  fullName: string,
  role: Role,
) {
  const signedIn = await signedInCustomerOf(db, shop, fullName);
  await db
    .update(users)
    .set({ role, twoFactorEnabled: requiresSecondFactor(role) })
    .where(eq(users.id, signedIn.id));
  return signedIn;
}
