/** What the admin's product dialog sends, and the storefront's view of a product, for tests. */
import { cataloguePages, productSelection, readCatalogueQuery } from '#core/catalogue-pages.ts';
import type { SaveProductInput } from '#server/admin/save-product.ts';
import { listProducts } from '#server/catalog/list-products.ts';
import type { Db } from '#server/db/client.ts';
import { insertCustomer } from './factories.ts';

/** A sweet in 250g and 500g (the default), as the dialog would save it. */
export function productInput(overrides: Partial<SaveProductInput> = {}): SaveProductInput {
  return {
    name: 'Badam Barfi',
    category: 'mithai',
    description: 'Almond fudge with saffron.',
    ingredients: 'Almonds, sugar, ghee, saffron',
    shelfLifeDays: 10,
    storageNote: '',
    hsnCode: '21069099',
    gstRatePercent: 5,
    occasions: ['Diwali'],
    isActive: true,
    perishable: false,
    // Five of the 500g.
    stockGrams: 2500,
    variants: [
      { weight: '250g', pricePaise: 30000, stockQuantity: 10, isDefault: false },
      { weight: '500g', pricePaise: 58000, stockQuantity: 5, isDefault: true },
    ],
    ...overrides,
  };
}

/** The shop's admin, and a customer who is not one. */
export async function adminAndCustomer(db: Db) {
  return {
    admin: { id: await insertCustomer(db, 'Meera (admin)', 'owner'), role: 'owner' as const },
    customer: { id: await insertCustomer(db, 'Asha'), role: 'customer' as const },
  };
}

/** The cards the storefront's search shows for this text. */
export async function searchCards(db: Db, text: string) {
  const page = cataloguePages.search;
  const query = readCatalogueQuery(page, new URLSearchParams({ q: text }));
  return (await listProducts(db, productSelection(page, query), query.pageNumber)).products;
}
