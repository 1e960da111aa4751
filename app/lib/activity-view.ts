/**
 * A change's before and after as the Activity page shows them, in the shop's words: prices in ₹,
 * grams as 250 g or 1.5 kg, statuses and roles by their labels, yes or no. The log keeps the raw
 * values (and its CSV gives them as kept, core/audit.ts valuesText).
 */
import type { AuditValues } from '#core/audit.ts';
import { categoryLabels } from '#core/catalogue.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { orderStatusLabels } from '#core/order-status.ts';
import { paymentStatusLabels } from '#core/payment.ts';
import { staffRoleLabels } from '#core/staff-roles.ts';
import { gramsText } from '#core/sweet-stock.ts';

/** The words for a field's coded values, by the field's name. */
const valueLabels = new Map<string, Readonly<Record<string, string>>>([
  ['status', orderStatusLabels],
  ['paymentStatus', paymentStatusLabels],
  ['role', staffRoleLabels],
  ['category', categoryLabels],
]);

function labelOf(field: string, value: string): string {
  const labels = valueLabels.get(field);
  return labels && Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}

const isRecord = (value: unknown): value is AuditValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `pricePaise` → 'price', `stockGrams` → 'stock', `isDefault` → 'default'. */
function fieldName(field: string): string {
  const bare = field.replace(/(?<=.)(Paise|Grams)$/, '');
  return /^is[A-Z]/.test(bare) ? bare.charAt(2).toLowerCase() + bare.slice(3) : bare;
}

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (field.endsWith('Paise')) return formatRupeesPlain(value);
    if (field.endsWith('Grams')) return gramsText(value);
  }
  if (typeof value === 'string') return labelOf(field, value);
  if (Array.isArray(value)) return value.map((item) => valueText(field, item)).join(', ');
  if (isRecord(value)) {
    // A record of records (a product's weights) names each by its key: '250g (price: ₹199)'.
    return Object.entries(value)
      .map(([key, inner]) =>
        isRecord(inner) ? `${key} (${fieldsText(inner, ', ')})` : fieldText(key, inner),
      )
      .join(', ');
  }
  return String(value);
}

const fieldText = (field: string, value: unknown) =>
  `${fieldName(field)}: ${valueText(field, value)}`;

function fieldsText(values: AuditValues, separator: string): string {
  return Object.entries(values)
    .map(([field, value]) => fieldText(field, value))
    .join(separator);
}

/**
 * `{ status: 'packed', weights: { '250g': { pricePaise: 19900, isDefault: true } } }` →
 * 'status: Packed; weights: 250g (price: ₹199, default: Yes)'.
 */
export function activityValuesText(values: AuditValues | null): string {
  return values ? fieldsText(values, '; ') : '';
}
