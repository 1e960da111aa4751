/** Configuration, read once from the environment and checked before anything starts. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';
import { LOG_LEVELS } from './log/log.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Where the embedded database's backups go: another disk or a mounted share, ideally; `off`
   * for none (a machine whose disks are copied some other way).
   */
  BACKUP_DIR: optionalText,
  /** Days of base backups kept, with the WAL they need. */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).default(14),
  /** The shop's own role on a PostgreSQL server: neither a superuser nor the tables' owner. */
  DATABASE_URL: postgresUrl(),
  /** The owner of the shop's tables on that server, who migrates them and grants DATABASE_URL's role. */
  DATABASE_OWNER_URL: postgresUrl(),
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  /**
   * Which proxies' X-Forwarded-For (or Forwarded) is believed: 'true' for all, a number of hops,
   * or addresses and ranges; otherwise the headers are not believed (client-address.ts).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (typeof trust === 'object' && !Array.isArray(trust)) {
        context.addIssue({
          code: 'custom',
          message: `'${trust.invalid}' is not an address, a range (10.0.0.0/8) or loopback, linklocal or uniquelocal; use true, false, a number of hops, or a list of those`,
        });
        return z.NEVER;
      }
      return trust;
    }),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * New carts, newsletter sign-ups and account e-mails one address may cause, each: a budget of
   * this many at once that refills at this many a minute (server/limits/visitor-writes.ts).
   */
  VISITOR_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** /metrics on the shop's port answers only with this as a bearer token (metrics-endpoint.ts). */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** A port of its own, on 127.0.0.1, where /metrics answers without a token. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** JSON lines for a log search, or pretty for a person; unset: pretty at a terminal only. */
  LOG_FORMAT: z.enum(['json', 'pretty', '']).optional(),
  /** info writes a line per request; warn only what went wrong. */
  LOG_LEVEL: z.enum([...LOG_LEVELS, '']).optional(),
  /**
   * `off`: a new shop starts empty, with no sample products, reviews, box, promo code or sample
   * registration numbers (its name, contact details and delivery zones are still filled in).
   */
  SAMPLE_SHOP: z.enum(['on', 'off']).default('on'),
  /** Days a visitor's cart is kept without being touched. */
  VISITOR_CART_DAYS: z.coerce.number().int().min(1).default(30),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** Where Razorpay's API and checkout script are: the real ones unless testing with a stand-in. */
  RAZORPAY_API_URL: httpUrl('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: httpUrl('https://checkout.razorpay.com/v1/checkout.js'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where Stripe's API and hosted checkout are: the real ones unless testing with a stand-in. */
  STRIPE_API_URL: httpUrl('https://api.stripe.com'),
  STRIPE_CHECKOUT_URL: httpUrl('https://checkout.stripe.com'),
  /** Minutes an order paid online may wait for its payment before it is cancelled. */
  UNPAID_ORDER_MINUTES: z.coerce.number().int().min(5).default(30),
});

function postgresUrl() {
  return optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  );
}

function httpUrl(fallback: string) {
  return optionalText.pipe(z.url({ protocol: /^https?$/ }).default(fallback));
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutScriptUrl: string;
}

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
}

/** The payment providers this shop has keys for; a provider without keys is not offered. */
export interface PaymentProviders {
  razorpay: RazorpayKeys | undefined;
  stripe: StripeKeys | undefined;
}

export interface Config {
  mode: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /**
   * BACKUP_DIR, or a folder beside DATA_DIR: `<DATA_DIR>-backups`. Undefined when BACKUP_DIR is
   * `off`: the embedded database archives nothing and makes no base backups.
   */
  backupDir: string | undefined;
  backupKeepDays: number;
  databaseUrl: string | undefined;
  /** DATABASE_OWNER_URL: who migrates on DATABASE_URL's server; DATABASE_URL itself when unset. */
  databaseOwnerUrl: string | undefined;
  appUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  authSecret: string;
  /** Whose X-Forwarded-For (or Forwarded) says the client's address: behind a reverse proxy. */
  trustProxy: TrustProxy;
  visitorWritesPerMinute: number;
  visitorCartDays: number;
  /** A new shop starts with the sample shop (SAMPLE_SHOP, on unless `off`). */
  sampleShop: boolean;
  /** Who may read /metrics: a bearer token on the shop's port, and/or a localhost port of its own. */
  metrics: { token: string | undefined; port: number | undefined };
  payments: PaymentProviders;
  unpaidOrderMinutes: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both, or neither',
    );
  }
  const razorpayKeys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  if (new Set(razorpayKeys.map(Boolean)).size > 1) {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three, or none',
    );
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or neither',
    );
  }
  if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_OWNER_URL: set DATABASE_URL too (the shop's own role on that server); the embedded database has roles of its own",
    );
  }
  if (env.DATABASE_OWNER_URL && env.DATABASE_OWNER_URL === env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_OWNER_URL: must differ from DATABASE_URL (the owner migrates, the shop runs as DATABASE_URL's role), or be unset",
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    mode: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    backupDir:
      env.BACKUP_DIR === 'off' ? undefined : path.resolve(env.BACKUP_DIR ?? `${dataDir}-backups`),
    backupKeepDays: env.BACKUP_KEEP_DAYS,
    databaseUrl: env.DATABASE_URL,
    databaseOwnerUrl: env.DATABASE_OWNER_URL,
    appUrl,
    secureCookies: appUrl.startsWith('https://'),
    smtpUrl: env.SMTP_URL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    authSecret: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    trustProxy: env.TRUST_PROXY,
    visitorWritesPerMinute: env.VISITOR_WRITES_PER_MINUTE,
    visitorCartDays: env.VISITOR_CART_DAYS,
    sampleShop: env.SAMPLE_SHOP === 'on',
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    payments: {
      razorpay:
        env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: env.RAZORPAY_KEY_ID,
              keySecret: env.RAZORPAY_KEY_SECRET,
              webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: withoutTrailingSlash(env.RAZORPAY_API_URL),
              checkoutScriptUrl: env.RAZORPAY_CHECKOUT_URL,
            }
          : undefined,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiUrl: withoutTrailingSlash(env.STRIPE_API_URL),
              checkoutUrl: withoutTrailingSlash(env.STRIPE_CHECKOUT_URL),
            }
          : undefined,
    },
    unpaidOrderMinutes: env.UNPAID_ORDER_MINUTES,
  };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Without AUTH_SECRET, a secret is made once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
