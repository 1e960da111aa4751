/**
 * Migrating as the owner of the shop's tables, apart from the shop's own connection, and the
 * shop's role that the owner then grants (shop-role.ts).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './schema-version.ts';
import { shopSchema as schema } from './shop-schema.ts';
import { ensureShopRole, grantShopRole, SHOP_ROLE } from './shop-role.ts';

/**
 * Who migrates, when that is not the shop's own connection: the owner of the shop's tables. After
 * migrating it grants the shop's role (`shopRole`, or whoever the shop connects as) what the shop
 * does, and no more (shop-role.ts).
 */
export interface TablesOwner {
  url: string;
  shopRole?: string;
}

/** The role a pool of the shop connects as. */
export async function shopRoleOf(pool: pg.Pool) {
  const { rows } = await pool.query<{ role: string }>('select current_user::text as role');
  const role = rows[0]?.role;
  if (!role) throw new Error("The shop's database role could not be read.");
  return role;
}

/** Migrates on a connection of the tables' owner, then grants the shop's role its share. */
export async function migrateAsOwner(owner: TablesOwner, shopRole: () => Promise<string>) {
  const client = new pg.Client({ connectionString: owner.url });
  await client.connect();
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await grantShopRole(client, owner.shopRole ?? (await shopRole()));
  } finally {
    await client.end();
  }
}

/** On the embedded server, its superuser makes the shop's role (the socket trusts it). */
export async function makeShopRole(superuserUrl: string) {
  const superuser = new pg.Client({ connectionString: superuserUrl });
  await superuser.connect();
  try {
    await ensureShopRole(superuser, SHOP_ROLE);
  } finally {
    await superuser.end();
  }
}
