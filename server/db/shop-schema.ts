/**
 * The drizzle schema object: every area's tables and relations, for relational queries
 * (`db.query.products…`) and the type of `Db`. Code that reads or writes a table imports it
 * from its area file in server/db/schema/, never from here. Money columns are integer paise;
 * every foreign key has an index.
 */
import * as accountsTables from './schema/accounts.ts';
import * as authTables from './schema/auth.ts';
import * as boxesTables from './schema/boxes.ts';
import * as cartTables from './schema/cart.ts';
import * as catalogTables from './schema/catalog.ts';
import * as counterTables from './schema/counter.ts';
import * as deliveryTables from './schema/delivery.ts';
import * as giftingTables from './schema/gifting.ts';
import * as invoicesTables from './schema/invoices.ts';
import * as jobsTables from './schema/jobs.ts';
import * as kitchenTables from './schema/kitchen.ts';
import * as newsletterTables from './schema/newsletter.ts';
import * as ordersTables from './schema/orders.ts';
import * as paymentsTables from './schema/payments.ts';
import * as promoTables from './schema/promo.ts';
import * as reviewsTables from './schema/reviews.ts';
import * as settingsTables from './schema/settings.ts';
import * as staffTables from './schema/staff.ts';

export const shopSchema = {
  ...accountsTables,
  ...authTables,
  ...boxesTables,
  ...cartTables,
  ...catalogTables,
  ...counterTables,
  ...deliveryTables,
  ...giftingTables,
  ...invoicesTables,
  ...jobsTables,
  ...kitchenTables,
  ...newsletterTables,
  ...ordersTables,
  ...paymentsTables,
  ...promoTables,
  ...reviewsTables,
  ...settingsTables,
  ...staffTables,
};

export type Schema = typeof shopSchema;
