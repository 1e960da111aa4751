/**
 * The product dialog between the page and the services: the form as the dialog shows it, and
 * the checked dialog (with its image file) saved.
 */
import { rupeesForInput } from '#core/rupee-input.ts';
import { newProductView, type ProductFormView } from '#core/product-form-view.ts';
import { kilogramsForInput, type ProductInput } from '#core/product-input.ts';
import { scaleCodeDigits } from '#core/counter-scale-barcode.ts';
import { storeProductImage } from '#server/catalog/product-images.ts';
import { getCounterSettings } from '#server/counter/counter-settings.ts';
import type { Db } from '#server/db/client.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { getAdminProduct } from './products.ts';
import { createProduct, updateProduct } from './save-product.ts';

/** A new product's empty form, or the product's own for editing. */
export async function productFormView(
  db: Db,
  actor: Actor,
  productId: string | null,
): Promise<ProductFormView> {
  assertMay(actor, 'products');
  const { scaleLayout } = await getCounterSettings(db);
  const counterCodeDigits = scaleCodeDigits(scaleLayout);
  if (!productId) return { ...newProductView(), counterCodeDigits };
  const product = await getAdminProduct(db, actor, productId);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    description: product.description,
    ingredients: product.ingredients,
    shelfLifeDays: product.shelfLifeDays > 0 ? String(product.shelfLifeDays) : '',
    storageNote: product.storageNote,
    counterCode: product.counterCode ?? '',
    counterCodeDigits,
    hsnCode: product.hsnCode,
    gstRatePercent: String(product.gstRatePercent),
    occasions: product.occasions,
    imageUrl: product.imageUrl,
    isActive: product.isActive,
    perishable: product.perishable,
    stockKg: kilogramsForInput(product.stockGrams),
    variants: product.variants.map((variant) => ({
      weight: variant.weight,
      price: rupeesForInput(variant.pricePaise),
      stock: String(variant.stockQuantity),
      isDefault: variant.isDefault,
      onOrders: variant.onOrders,
    })),
  };
}

/** The dialog's save, as the page's form contract read it (core/product-action-input.ts). */
export interface ProductSaveInput {
  /** Null for a new product. */
  productId: string | null;
  product: ProductInput;
  image?: File;
}

/**
 * Saves the dialog, its fields already checked (so a form with mistakes stores no image): the
 * image first (refused beside its field when it is not a picture or too large), then the
 * product. Says which variants were kept for past orders rather than removed.
 */
export async function saveProduct(
  db: Db,
  actor: Actor,
  { productId, product, image }: ProductSaveInput,
): Promise<{ id: string; isNew: boolean; keptVariants: string[] }> {
  assertMay(actor, 'products');
  const upload = image
    ? await storeProductImage(db, actor, {
        bytes: new Uint8Array(await image.arrayBuffer()),
        type: image.type,
        size: image.size,
      })
    : undefined;
  const input = { ...product, imageUrl: upload?.imageUrl };
  if (productId === null) {
    const created = await createProduct(db, actor, input);
    return { id: created.id, isNew: true, keptVariants: [] };
  }
  const updated = await updateProduct(db, actor, productId, input);
  return { id: productId, isNew: false, keptVariants: updated.keptVariants };
}
