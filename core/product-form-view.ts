/**
 * What the product dialog shows: a product's fields as text, ready for the form's inputs. The
 * admin's loader builds it (server/admin/product-form.ts); the dialog's components take it.
 */
import { DEFAULT_SCALE_LAYOUT, scaleCodeDigits } from './counter-scale-barcode.ts';
import { DEFAULT_GST_RATE } from './gst.ts';
import { defaultHsnCode } from './product-defaults.ts';
import type { PostedFields } from './product-input.ts';

export interface VariantRowView {
  weight: string;
  /** Rupees as typed, e.g. '450' or '112.50'. */
  price: string;
  stock: string;
  isDefault: boolean;
  /** On past orders: removing it keeps it for them, no longer sold. */
  onOrders: boolean;
}

export interface ProductFormView {
  /** Absent for a new product. */
  id?: string;
  name: string;
  category: string;
  description: string;
  ingredients: string;
  shelfLifeDays: string;
  storageNote: string;
  /** The digits the counter and its scale know it by; empty for none. */
  counterCode: string;
  /** How many digits the scale's layout leaves a product's code, for the field's hint. */
  counterCodeDigits: number;
  hsnCode: string;
  gstRatePercent: string;
  occasions: string[];
  imageUrl: string | null;
  isActive: boolean;
  /** Milk sweets: delivered only to zones that take perishables. */
  perishable: boolean;
  /** The sweet's stock in kilograms as typed, shared by its weights: '12.5'. */
  stockKg: string;
  variants: VariantRowView[];
}

/** The spec's new product: mithai, active, one variant '250g' at price 0 with stock 0. */
export function newProductView(): ProductFormView {
  return {
    name: '',
    category: 'mithai',
    description: '',
    ingredients: '',
    shelfLifeDays: '',
    storageNote: '',
    counterCode: '',
    counterCodeDigits: scaleCodeDigits(DEFAULT_SCALE_LAYOUT),
    hsnCode: defaultHsnCode('mithai'),
    gstRatePercent: String(DEFAULT_GST_RATE),
    occasions: [],
    imageUrl: null,
    isActive: true,
    perishable: false,
    stockKg: '0',
    variants: [{ weight: '250g', price: '0', stock: '0', isDefault: true, onOrders: false }],
  };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const variantField = /^variants\.(\d{1,4})\.(weight|price|stock)$/;

/**
 * The dialog as it was posted, to show it again with its errors (without JavaScript the page
 * is drawn anew): what was typed, in the rows as they were.
 */
export function postedProductView(fields: PostedFields, saved: ProductFormView): ProductFormView {
  const rows = new Map<number, VariantRowView>();
  for (const [name, value] of Object.entries(fields)) {
    const match = variantField.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? {
      weight: '',
      price: '',
      stock: '',
      isDefault: false,
      onOrders: false,
    };
    row[match[2] as 'weight' | 'price' | 'stock'] = one(value) ?? '';
    rows.set(index, row);
  }
  const chosen = Number(one(fields.defaultVariant) ?? '0');
  const variants = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, row]) => ({
      ...row,
      isDefault: index === chosen,
      onOrders: saved.variants.some((known) => known.onOrders && known.weight === row.weight),
    }));
  const occasions = fields.occasions;
  return {
    ...saved,
    name: one(fields.name) ?? '',
    category: one(fields.category) ?? saved.category,
    description: one(fields.description) ?? '',
    ingredients: one(fields.ingredients) ?? '',
    shelfLifeDays: one(fields.shelfLifeDays) ?? '',
    storageNote: one(fields.storageNote) ?? '',
    counterCode: one(fields.counterCode) ?? '',
    hsnCode: one(fields.hsnCode) ?? '',
    gstRatePercent: one(fields.gstRatePercent) ?? saved.gstRatePercent,
    occasions: occasions === undefined ? [] : Array.isArray(occasions) ? occasions : [occasions],
    isActive: one(fields.isActive) === 'on',
    perishable: one(fields.perishable) === 'on',
    stockKg: one(fields.stockKg) ?? saved.stockKg,
    variants,
  };
}
