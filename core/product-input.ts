/**
 * The Add Product / edit dialog: its flat fields read into a product the admin's services
 * save, with each refusal keyed by the name of the field it is about (`variants.1.price`).
 */
import { z } from 'zod';
import { occasions, productCategories, type Occasion, type ProductCategory } from './catalogue.ts';
import { MOST_SHELF_LIFE_DAYS } from './freshness.ts';
import { DEFAULT_GST_RATE, gstRates, gstRatesText, type GstRate } from './gst.ts';
import { rupees, type Paise } from './money.ts';
import { firstValue, postedRows, type PostedFields } from './posted-rows.ts';
import { parseRupees, type RupeesProblem } from './rupee-input.ts';
import { gramsOfWeight } from './sweet-stock.ts';
import { scaleCode } from './counter-scale-barcode.ts';
import { defaultHsnCode, weightKey } from './product-defaults.ts';

export type { PostedFields };

export const MAX_VARIANTS = 10;

/** A price stays below ₹1,00,00,000. */
const PRICE_LIMIT = rupees(10_000_000);
const MAX_STOCK = 999_999;

const priceProblems: Record<RupeesProblem, string> = {
  empty: 'Please enter a price.',
  negative: 'The price cannot be negative.',
  decimals: 'Please give the price with at most 2 decimals, like 112.50.',
  shape: 'Please enter the price in rupees, like 450 or 112.50.',
};

/** A price as typed ('450', '112.50', '₹1,200') to paise, or what to type instead. */
export function readRupees(
  text: string,
): { ok: true; paise: Paise } | { ok: false; message: string } {
  const read = parseRupees(text);
  if (!read.ok) return { ok: false, message: priceProblems[read.problem] };
  if (read.paise >= PRICE_LIMIT)
    return { ok: false, message: 'Please enter a price below ₹1,00,00,000.' };
  return read;
}

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep the ${label} to ${max.toLocaleString('en-IN')} characters.`);

const priceField = z.string({ error: 'Please enter a price.' }).transform((price, context) => {
  const read = readRupees(price);
  if (read.ok) return read.paise;
  context.addIssue({ code: 'custom', message: read.message });
  return z.NEVER;
});

const stockField = z
  .string({ error: 'Please enter the stock.' })
  .trim()
  .min(1, 'Please enter the stock.')
  .refine((stock) => !stock.startsWith('-'), 'Stock cannot be negative.')
  .refine((stock) => /^\d+$/.test(stock), 'Please enter the stock as a whole number, like 40.')
  .transform(Number)
  .refine((stock) => stock <= MAX_STOCK, 'Please enter a stock of at most 9,99,999.');

/** The most a sweet's stock may be: 99,999 kg. */
const MOST_STOCK_GRAMS = 99_999_000;
const STOCK_KG_MESSAGE = 'Please enter the stock in kilograms, like 12.5 (at most 3 decimals).';

/** The sweet's stock in kilograms as typed ('12.5'), in grams; what to type instead. */
export function readKilograms(
  text: string,
): { ok: true; grams: number } | { ok: false; message: string } {
  const typed = text.trim();
  if (typed === '')
    return { ok: false, message: 'Please enter the stock in kilograms, like 12.5.' };
  if (typed.startsWith('-')) return { ok: false, message: 'Stock cannot be negative.' };
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(typed)) return { ok: false, message: STOCK_KG_MESSAGE };
  const grams = Math.round(Number(typed) * 1000);
  if (grams > MOST_STOCK_GRAMS) {
    return { ok: false, message: 'Please enter a stock of at most 99,999 kg.' };
  }
  return { ok: true, grams };
}

/** Grams as the dialog's field shows them, in kilograms: 12500 → '12.5'. */
export const kilogramsForInput = (grams: number) => String(grams / 1000);

/** The most digits any scale layout leaves a product's code (core/counter-scale-barcode.ts). */
const MOST_COUNTER_CODE_DIGITS = 6;

/**
 * The code the cashier finds the product by and the scale prints in its barcode: digits, since a
 * scale prints nothing else, read as the scale reads them ('042' is '42'); empty for none. Whether
 * it fits the scale's layout and is no other product's is the service's to say.
 */
const counterCodeField = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .refine(
    (code) =>
      code === '' || (/^\d+$/.test(code) && scaleCode(code).length <= MOST_COUNTER_CODE_DIGITS),
    'Please give the counter code in digits, like 42, as the scale prints it; or leave it empty.',
  )
  .transform((code) => (code === '' ? null : scaleCode(code)))
  .refine((code) => code !== '0', 'A counter code starts at 1.');

const variantSchema = z.object({
  weight: z
    .string({ error: 'Please enter the weight, like 500g.' })
    .trim()
    .min(1, 'Please enter the weight, like 500g.')
    .max(20, 'Please keep the weight to 20 characters.'),
  price: priceField,
  stock: stockField,
});

const productSchema = z
  .object({
    name: z
      .string({ error: 'Please enter the product name.' })
      .trim()
      .min(1, 'Please enter the product name.')
      .max(120, 'Please keep the name to 120 characters.'),
    category: z.enum(productCategories, { error: 'Please choose a category.' }),
    description: text('description', 2000),
    ingredients: text('ingredients', 1000),
    shelfLifeDays: z
      .string()
      .trim()
      .refine(
        (days) => days === '' || (/^\d{1,3}$/.test(days) && Number(days) <= MOST_SHELF_LIFE_DAYS),
        `Please enter the shelf life in days, like 15 (at most ${MOST_SHELF_LIFE_DAYS}), or leave it empty.`,
      )
      .transform(Number),
    storageNote: text('storage note', 60),
    counterCode: counterCodeField,
    hsnCode: z
      .string()
      .transform((code) => code.replace(/\s+/g, ''))
      .refine(
        (code) => code === '' || /^(\d{4}|\d{6}|\d{8})$/.test(code),
        'Please enter an HSN code of 4, 6 or 8 digits.',
      ),
    gstRatePercent: z
      .string()
      .transform((rate) => Number(rate.trim().replace(/%$/, '') || DEFAULT_GST_RATE))
      .refine(
        (rate): rate is GstRate => gstRates.some((allowed) => allowed === rate),
        `Please choose a GST rate of ${gstRatesText}.`,
      ),
    occasions: z.array(z.enum(occasions, { error: 'Please choose occasions from the list.' })),
    isActive: z.boolean(),
    perishable: z.boolean(),
    variants: z
      .array(variantSchema)
      .min(1, 'Please add at least one variant.')
      .max(MAX_VARIANTS, `A product can have at most ${MAX_VARIANTS} variants.`)
      .superRefine((variants, context) => {
        const seen = new Set<string>();
        variants.forEach((variant, position) => {
          const key = weightKey(variant.weight);
          if (seen.has(key)) {
            context.addIssue({
              code: 'custom',
              message: 'Each weight may appear only once.',
              path: [position, 'weight'],
            });
          }
          seen.add(key);
        });
      }),
    /** The default's position among the posted rows; -1 when it names no row. */
    defaultVariant: z.number(),
  })
  .superRefine((product, context) => {
    const { defaultVariant, variants } = product;
    if (variants.length > 0 && (defaultVariant < 0 || defaultVariant >= variants.length)) {
      context.addIssue({
        code: 'custom',
        message: 'Please choose which variant is the default.',
        path: ['defaultVariant'],
      });
    }
  });

export interface ProductVariantInput {
  weight: string;
  pricePaise: Paise;
  /** A variant that is no weight (a box): its own count. A weight's units come from `stockGrams`. */
  stockQuantity: number;
  /** Exactly one variant of a product is the default: the one a catalogue card shows and adds. */
  isDefault: boolean;
}

export interface ProductInput {
  name: string;
  category: ProductCategory;
  description: string;
  ingredients: string;
  /** 0 when not said. */
  shelfLifeDays: number;
  /** 'Keep refrigerated' */
  storageNote: string;
  /** Digits the counter and its scale know it by; null for none; left as it is when absent. */
  counterCode?: string | null;
  hsnCode: string;
  gstRatePercent: GstRate;
  occasions: Occasion[];
  isActive: boolean;
  /** Goes only to delivery zones that take perishables. */
  perishable: boolean;
  /** The sweet's stock in grams, shared by its weights (core/sweet-stock.ts); 0 with none. */
  stockGrams: number;
  variants: ProductVariantInput[];
}

export type ProductFormResult =
  { ok: true; value: ProductInput } | { ok: false; fieldErrors: Record<string, string> };

type FormFields = PostedFields;

const first = firstValue;
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Reads the dialog's fields: name, category (default mithai), description, ingredients,
 * shelfLifeDays (empty: not said), storageNote, counterCode (empty: none), hsnCode (empty: the category's usual code), gstRatePercent (default 5), occasions
 * (one field per ticked box), isActive and perishable ('on' when ticked), defaultVariant (a row's index,
 * default 0) and per row `variants.<i>.weight`, `.price` (rupees) and `.stock`.
 */
export function readProductForm(fields: FormFields): ProductFormResult {
  const { indices, rows: posted } = postedRows(fields, 'variants', ['weight', 'price', 'stock']);
  // A weight's stock is the sweet's, in kilograms: its row has no stock of its own.
  const rows = posted.map((row) =>
    gramsOfWeight(String(row.weight ?? '')) === null ? row : { ...row, stock: '0' },
  );
  const sellsByWeight = rows.some((row) => gramsOfWeight(String(row.weight ?? '')) !== null);
  const stock = sellsByWeight
    ? readKilograms(first(fields.stockKg) ?? '')
    : ({ ok: true, grams: 0 } as const);
  const chosen = first(fields.defaultVariant)?.trim() || String(indices[0] ?? 0);
  const category = first(fields.category)?.trim() || 'mithai';
  const result = productSchema.safeParse({
    name: first(fields.name),
    category,
    description: first(fields.description) ?? '',
    ingredients: first(fields.ingredients) ?? '',
    shelfLifeDays: first(fields.shelfLifeDays) ?? '',
    storageNote: first(fields.storageNote) ?? '',
    counterCode: first(fields.counterCode) ?? '',
    hsnCode: first(fields.hsnCode) ?? '',
    gstRatePercent: first(fields.gstRatePercent) ?? '',
    occasions: [...new Set(all(fields.occasions))],
    isActive: ['on', 'true'].includes(first(fields.isActive) ?? ''),
    perishable: ['on', 'true'].includes(first(fields.perishable) ?? ''),
    variants: rows,
    defaultVariant: /^\d+$/.test(chosen) ? indices.indexOf(Number(chosen)) : -1,
  });
  if (!result.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const [head, position, field] = issue.path;
      const name =
        head === 'variants' && typeof position === 'number'
          ? `variants.${indices[position] ?? position}.${String(field ?? 'weight')}`
          : String(head ?? 'form');
      fieldErrors[name] ??= issue.message;
    }
    if (!stock.ok) fieldErrors.stockKg ??= stock.message;
    return { ok: false, fieldErrors };
  }
  if (!stock.ok) return { ok: false, fieldErrors: { stockKg: stock.message } };
  const product = result.data;
  return {
    ok: true,
    value: {
      name: product.name,
      category: product.category,
      description: product.description,
      ingredients: product.ingredients,
      shelfLifeDays: product.shelfLifeDays,
      storageNote: product.storageNote,
      counterCode: product.counterCode,
      hsnCode: product.hsnCode || defaultHsnCode(product.category),
      gstRatePercent: product.gstRatePercent,
      occasions: product.occasions,
      isActive: product.isActive,
      perishable: product.perishable,
      stockGrams: stock.grams,
      variants: product.variants.map((variant, position) => ({
        weight: variant.weight,
        pricePaise: variant.price,
        stockQuantity: variant.stock,
        isDefault: position === product.defaultVariant,
      })),
    },
  };
}
