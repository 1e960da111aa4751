/**
 * The product dialog between the page and the services: the form as the dialog shows it, and a
 * posted dialog (with its image file) read, checked and saved; the row's status switch.
 */
import { AppError } from '#core/app-error.ts';
import { rupeesForInput } from '#core/rupee-input.ts';
import { newProductView, postedFields, type ProductFormView } from '#core/product-form-view.ts';
import { readProductForm } from '#core/product-input.ts';
import { storeProductImage } from '#server/catalog/product-images.ts';
import type { Db } from '#server/db/client.ts';
import { assertAdmin, type Actor } from './assert-admin.ts';
import { getAdminProduct, setProductActive } from './products.ts';
import { createProduct, updateProduct } from './save-product.ts';

/** A new product's empty form, or the product's own for editing. */
export async function productFormView(
  db: Db,
  actor: Actor,
  productId: string | null,
): Promise<ProductFormView> {
  assertAdmin(actor);
  if (!productId) return newProductView();
  const product = await getAdminProduct(db, actor, productId);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    description: product.description,
    ingredients: product.ingredients,
    shelfLifeDays: product.shelfLifeDays > 0 ? String(product.shelfLifeDays) : '',
    storageNote: product.storageNote,
    hsnCode: product.hsnCode,
    gstRatePercent: String(product.gstRatePercent),
    occasions: product.occasions,
    imageUrl: product.imageUrl,
    isActive: product.isActive,
    perishable: product.perishable,
    variants: product.variants.map((variant) => ({
      weight: variant.weight,
      price: rupeesForInput(variant.pricePaise),
      stock: String(variant.stockQuantity),
      isDefault: variant.isDefault,
      onOrders: variant.onOrders,
    })),
  };
}

export type SavedProduct =
  | { ok: true; id: string; isNew: boolean; keptVariants: string[] }
  | { ok: false; isNew: boolean; fieldErrors: Record<string, string> };

/**
 * Reads the posted dialog: fields first, so a form with mistakes stores no image; then the
 * image (refused beside its field when it is not a picture or too large); then the product.
 */
export async function saveProductFromForm(
  db: Db,
  actor: Actor,
  form: FormData,
): Promise<SavedProduct> {
  assertAdmin(actor);
  const productId = textOf(form, 'productId');
  const isNew = productId === '';
  const read = readProductForm(postedFields(form));
  if (!read.ok) return { ok: false, isNew, fieldErrors: read.fieldErrors };

  const image = form.get('image');
  const upload =
    image instanceof File && image.size > 0
      ? await storeProductImage(db, actor, {
          bytes: new Uint8Array(await image.arrayBuffer()),
          type: image.type,
          size: image.size,
        })
      : undefined;
  const input = { ...read.value, imageUrl: upload?.imageUrl };
  if (isNew) {
    const created = await createProduct(db, actor, input);
    return { ok: true, id: created.id, isNew, keptVariants: [] };
  }
  const updated = await updateProduct(db, actor, productId, input);
  return { ok: true, id: productId, isNew, keptVariants: updated.keptVariants };
}

/** The switch posts the state it moves to: isActive 'on' or 'off'. */
export function toggleProductActive(db: Db, actor: Actor, form: FormData) {
  const isActive = textOf(form, 'isActive');
  if (isActive !== 'on' && isActive !== 'off') {
    throw new AppError('INVALID_INPUT', 'Please choose whether the product is shown in the shop.');
  }
  return setProductActive(db, actor, textOf(form, 'productId'), isActive === 'on');
}

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
