/**
 * The shop's own database role: what its pages and jobs connect as. It reads and writes the
 * shop's tables but may only add to and read the activity log, and it is neither a superuser nor
 * the owner of a table or function, so no SQL it runs can change, remove or unprotect an entry
 * (UPDATE, DELETE, TRUNCATE, disabling the trigger, replacing its function, replica mode). The
 * tables' owner, who migrates, grants it this after every migration.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ConfigError } from '#server/config.ts';
import { log } from '#server/log/log.ts';
import type { Db } from './client.ts';

/** The role the shop runs as on the embedded server, made by the shop on its first start. */
export const SHOP_ROLE = 'halwai_shop';

/** The activity log's table, and the function its append-only triggers call (migration 0017). */
const ACTIVITY_LOG = 'audit_entries';
const ACTIVITY_LOG_GUARD = 'audit_entries_append_only';

/** A role of that name exists; a pg_authid row raced in by another session. */
const DUPLICATE_OBJECT = '42710';
const UNIQUE_VIOLATION = '23505';

/**
 * Makes the shop's login role unless it exists. Roles belong to the whole server, so several
 * databases (test files, servers starting together) may try at once: the loser's error is the
 * answer it wanted. A password is for servers that ask one; the embedded server's socket trusts.
 */
export async function ensureShopRole(owner: pg.ClientBase, role: string, password?: string) {
  const found = await owner.query('select 1 from pg_roles where rolname = $1', [role]);
  if (found.rowCount) return;
  const withPassword = password ? ` password ${pg.escapeLiteral(password)}` : '';
  try {
    await owner.query(
      `create role ${pg.escapeIdentifier(role)} login nosuperuser nocreatedb nocreaterole ` +
        `noinherit noreplication nobypassrls${withPassword}`,
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== DUPLICATE_OBJECT && code !== UNIQUE_VIOLATION) throw error;
  }
}

/**
 * Grants `role` what the shop does: every table's rows, but the activity log's only to read and
 * add; the sequences; the schema version. Run by the owner after each migration, so a table a
 * migration adds is granted before any server uses it. One transaction: never half granted.
 */
export async function grantShopRole(owner: pg.ClientBase, role: string) {
  const shop = pg.escapeIdentifier(role);
  await owner.query('begin');
  try {
    await owner.query(`grant usage on schema public, drizzle to ${shop}`);
    await owner.query(
      `grant select, insert, update, delete on all tables in schema public to ${shop}`,
    );
    await owner.query(
      `revoke update, delete, truncate, references, trigger on ${ACTIVITY_LOG} from ${shop}`,
    );
    await owner.query(`grant usage, select on all sequences in schema public to ${shop}`);
    await owner.query(`grant select on drizzle.__drizzle_migrations to ${shop}`);
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback');
    throw error;
  }
}

export interface LogProtection {
  /** The role the connection runs as. */
  role: string;
  /** Why that role could change or remove entries; empty when it cannot. */
  reasons: string[];
}

/** Whether SQL on this connection could change or remove activity-log entries, and why. */
export async function activityLogProtection(db: Db): Promise<LogProtection> {
  const { rows } = (await db.execute(sql`
    select current_user::text as role,
      r.rolsuper as superuser,
      pg_has_role(current_user, c.relowner, 'MEMBER') as "ownsLog",
      exists (
        select 1 from pg_proc p
        where p.oid = ${`public.${ACTIVITY_LOG_GUARD}()`}::regprocedure
          and pg_has_role(current_user, p.proowner, 'MEMBER')
      ) as "ownsGuard",
      array_remove(array[
        case when has_table_privilege(c.oid, 'UPDATE') then 'UPDATE' end,
        case when has_table_privilege(c.oid, 'DELETE') then 'DELETE' end,
        case when has_table_privilege(c.oid, 'TRUNCATE') then 'TRUNCATE' end
      ], null) as changes
    from pg_roles r, pg_class c
    where r.rolname = current_user and c.oid = ${`public.${ACTIVITY_LOG}`}::regclass
  `)) as {
    rows: {
      role: string;
      superuser: boolean;
      ownsLog: boolean;
      ownsGuard: boolean;
      changes: string[];
    }[];
  };
  const found = rows[0];
  if (!found) throw new Error('The activity log protection could not be read.');
  const reasons: string[] = [];
  if (found.superuser) reasons.push('it is a superuser');
  else if (found.ownsLog)
    reasons.push(`it owns the table ${ACTIVITY_LOG} (or is a member of its owner)`);
  else if (found.changes.length > 0) {
    reasons.push(`it has ${found.changes.join(', ')} on the table ${ACTIVITY_LOG}`);
  }
  if (!found.superuser && found.ownsGuard) {
    reasons.push(`it owns the function ${ACTIVITY_LOG_GUARD} (or is a member of its owner)`);
  }
  return { role: found.role, reasons };
}

const HOW = 'docs/operations.md: Deploying, step 1';

/**
 * At start: a shop whose role could change the log is refused, where the shop chose its roles
 * (embedded) or was given the owner's apart (DATABASE_OWNER_URL), and warned about loudly on a
 * DATABASE_URL alone, which is the owner's connection as it always was.
 */
export async function guardActivityLog(db: Db, options: { refuse: boolean }) {
  const { role, reasons } = await activityLogProtection(db);
  if (reasons.length === 0) return;
  const why = `the shop's database role ${role} can change or remove activity log entries: ${reasons.join('; ')}`;
  if (options.refuse) {
    throw new ConfigError(
      `Halwai will not start: ${why}. Set DATABASE_URL to a role that is neither a superuser ` +
        `nor the owner of the shop's tables, and DATABASE_OWNER_URL to their owner (${HOW}).`,
    );
  }
  log.warn(
    `The activity log is not protected: ${why}. Set DATABASE_URL to a role of its own for the ` +
      `shop and DATABASE_OWNER_URL to the owner of the shop's tables (${HOW}).`,
  );
}
