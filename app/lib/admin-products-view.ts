/** The admin's products page: a row per product, prices in rupees, and the dialog. */
import type { ActionAnswer } from '#core/action-answer.ts';
import { categoryLabels } from '#core/catalogue.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { postedProductView, type ProductFormView } from '#core/product-form-view.ts';
import { smallProductImageUrl } from '#core/product-image.ts';
import { variantLabel } from '#core/variant-label.ts';
import type { AdminProductRow } from '#server/admin/products.ts';
import { ADMIN_PRODUCTS_PATH } from './admin-paths.ts';

export function adminProductRow(product: AdminProductRow) {
  return {
    id: product.id,
    name: product.name,
    category: categoryLabels[product.category],
    imageUrl: smallProductImageUrl(product.imageUrl),
    isActive: product.isActive,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      label: variantLabel(variant.weight),
      price: formatRupeesPlain(variant.pricePaise),
      stock: variant.stockQuantity,
      isDefault: variant.isDefault,
    })),
  };
}

export type AdminProductRowView = ReturnType<typeof adminProductRow>;

/**
 * The dialog the page shows: the product as loaded, or, after a save refused on a post made
 * without JavaScript (the page is drawn anew), what was typed and ticked, in the rows as they were.
 */
export function productDialogView(
  loaded: ProductFormView | null,
  answer: ActionAnswer | undefined,
): ProductFormView | null {
  if (!loaded || answer?.form !== 'dialog' || !answer.values) return loaded;
  return postedProductView({ ...answer.values, ...answer.lists }, loaded);
}

/**
 * The page's addresses from where it is now (`search`, e.g. '?q=barfi&page=2&edit=p-1'): the
 * list as it was, without the dialog's ?new or ?edit, and the same list with the dialog open.
 */
export function productPagePaths(search: string) {
  const listParams = new URLSearchParams(search);
  listParams.delete('new');
  listParams.delete('edit');
  const list = `${ADMIN_PRODUCTS_PATH}${listParams.size ? `?${listParams.toString()}` : ''}`;
  const withDialog = (key: 'new' | 'edit', value: string) => {
    const params = new URLSearchParams(listParams);
    params.set(key, value);
    return `${ADMIN_PRODUCTS_PATH}?${params.toString()}`;
  };
  return { list, withDialog };
}
