import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { loadCart } from '#server/cart/load-cart.ts';
import { addToCart } from '#server/cart/change-cart.ts';
import type { Db } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { businessPricesSchema } from '#core/quantity-tier-input.ts';
import { listBusinessPrices, saveBusinessPrices } from './business-prices.ts';

let db: Db;
let owner: { id: string; role: 'owner' };
let packer: { id: string; role: 'packer' };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
  packer = { id: await insertCustomer(db, 'Pappu Packer', 'packer'), role: 'packer' };
});

test('the owner sets a product’s tiers; the cart prices a quantity that reaches one', async () => {
  const { product, variants } = await insertProduct(
    db,
    buildProduct({ name: 'Kaju Katli Tiers' }),
    weighedVariants(45_000, 500),
  );
  const kilo = variants.find((variant) => variant.weight === '1kg')?.id ?? '';
  const halfKilo = variants.find((variant) => variant.weight === '500g')?.id ?? '';

  const saved = await saveBusinessPrices(
    db,
    owner,
    posted({
      productId: product.id,
      'tiers.0.variantId': '',
      'tiers.0.minQuantity': '25',
      'tiers.0.percentOff': '5',
      'tiers.1.variantId': kilo,
      'tiers.1.minQuantity': '50',
      'tiers.1.percentOff': '8',
      'tiers.2.minQuantity': '',
      'tiers.2.percentOff': '',
    }),
  );
  expect(saved).toBe('Kaju Katli Tiers');
  const listed = (await listBusinessPrices(db, owner)).find((row) => row.id === product.id);
  expect(listed?.tiers).toEqual([
    { variantId: null, minQuantity: 25, percentOff: 5 },
    { variantId: kilo, minQuantity: 50, percentOff: 8 },
  ]);
  const [entry] = await db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.kind, 'product.business-prices'));
  expect(entry).toMatchObject({
    subject: 'Kaju Katli Tiers',
    before: { tiers: 'none' },
    after: { tiers: 'every weight 25+: 5% off; 1kg 50+: 8% off' },
  });

  const { cartId } = await addToCart(db, undefined, halfKilo, 30);
  const cart = await loadCart(db, cartId);
  expect(cart.lines[0]).toMatchObject({
    quantity: 30,
    listPricePaise: 45_000,
    unitPricePaise: 42_750,
    tierPercentOff: 5,
    lineTotalPaise: 1_282_500,
  });
});

test('a weight of another product is refused beside its row and changes nothing; a packer may not set tiers', async () => {
  const { product } = await insertProduct(db, buildProduct({ name: 'Barfi Tiers' }));
  const { variants: others } = await insertProduct(db, buildProduct({ name: 'Peda Tiers' }));
  const refused = await refusal(
    saveBusinessPrices(
      db,
      owner,
      posted({
        productId: product.id,
        'tiers.0.minQuantity': '25',
        'tiers.0.percentOff': '5',
        'tiers.3.variantId': others[0]?.id ?? '',
        'tiers.3.minQuantity': '50',
        'tiers.3.percentOff': '8',
      }),
    ),
  );
  expect(refused).toMatchObject({
    code: 'INVALID_INPUT',
    fieldErrors: { 'tiers.3.variantId': 'Please choose one of this product’s weights.' },
  });
  const listed = (await listBusinessPrices(db, owner)).find((row) => row.id === product.id);
  expect(listed?.tiers).toEqual([]);
  const none = posted({ productId: product.id });
  expect(await refusal(saveBusinessPrices(db, packer, none))).toMatchObject({
    code: 'FORBIDDEN',
  });
});

test('a product that is not on the list is not found', async () => {
  const missing = posted({ productId: '00000000-0000-4000-8000-000000000000' });
  expect(await refusal(saveBusinessPrices(db, owner, missing))).toMatchObject({
    code: 'NOT_FOUND',
  });
});

/** The form as the page posts it, read by its schema as the action does. */
function posted(fields: Record<string, string>) {
  return businessPricesSchema.parse(fields);
}
