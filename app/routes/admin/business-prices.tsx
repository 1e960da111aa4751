import { data, Form, useNavigation } from 'react-router';
import { z } from 'zod';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answer, answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_BUSINESS_PRICES_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { MOST_TIER_PERCENT, TIERS_AND_PROMO_CODES, tierText } from '#core/quantity-tiers.ts';
import { listBusinessPrices, saveBusinessPrices } from '#server/admin/business-prices.ts';
import type { Route } from './+types/business-prices';

/** Blank rows under a product's tiers, for new ones. */
const BLANK_ROWS = 2;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const products = await listBusinessPrices(context.db, staff);
  return data({ products }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Business prices | Admin');

const businessPricesSchema = z.object({
  productId: z.uuid({ error: 'That product was not found.' }),
});

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, businessPricesSchema);
  if (!form.ok) return form.answer;
  const { productId } = form.value;
  return answerRefusals({ title: 'Error saving business prices' }, async () => {
    const saved = await saveBusinessPrices(context.db, staff, productId, form.fields);
    if (!saved.saved) {
      const refused: ActionAnswer = {
        form: productId,
        fieldErrors: saved.fieldErrors,
        values: form.fields,
      };
      return answer(refused, 400);
    }
    const toast = { title: 'Business prices saved', description: saved.productName };
    return redirectWithToast(ADMIN_BUSINESS_PRICES_PATH, toast, context);
  });
}

export default function AdminBusinessPrices({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Business prices</h1>
      <p className="mt-1 max-w-3xl text-stone-700">
        Quantity tiers for buyers of many boxes, like 25 or more boxes at 5% off. A tier counts the
        boxes of one weight in an order; the best tier a quantity reaches applies. The cart,
        checkout, order and invoice show the business price.
      </p>
      <p className="mt-2 max-w-3xl rounded-md bg-saffron-50 p-3 text-sm text-maroon-800">
        <strong>With promo codes:</strong> {TIERS_AND_PROMO_CODES}
      </p>
      <ul aria-label="Products" className="mt-6 space-y-3">
        {loaderData.products.map((product) => {
          const answered = actionData?.form === product.id ? actionData : undefined;
          const errors: Partial<Record<string, string>> = answered?.fieldErrors ?? {};
          const typed: Partial<Record<string, string>> | undefined = answered?.values;
          const rows = typed ? rowCount(typed) : product.tiers.length + BLANK_ROWS;
          const value = (index: number, field: 'variantId' | 'minQuantity' | 'percentOff') => {
            if (typed) return typed[`tiers.${index}.${field}`] ?? '';
            const tier = product.tiers[index];
            if (!tier) return '';
            return field === 'variantId' ? (tier.variantId ?? '') : String(tier[field]);
          };
          const summary = product.tiers.length
            ? product.tiers
                .map((tier) => {
                  const weight = product.weights.find((w) => w.id === tier.variantId);
                  return `${weight?.label ?? 'Every weight'} ${tierText(tier)}`;
                })
                .join(' · ')
            : 'No business prices';
          return (
            <li key={product.id}>
              <details open={Boolean(answered)} className="rounded-xl bg-white p-4 shadow-sm">
                <summary className="cursor-pointer">
                  <span className="font-semibold text-maroon-800">{product.name}</span>{' '}
                  <span className="text-sm text-stone-700">{summary}</span>
                </summary>
                <Form method="post" className="mt-4 space-y-3">
                  <input type="hidden" name="productId" value={product.id} />
                  <table className="w-full max-w-2xl text-sm">
                    <caption className="sr-only">Business prices of {product.name}</caption>
                    <thead>
                      <tr className="text-left">
                        <th scope="col" className="pb-1">
                          Weight
                        </th>
                        <th scope="col" className="pb-1">
                          From quantity
                        </th>
                        <th scope="col" className="pb-1">
                          Percent off (1 to {MOST_TIER_PERCENT})
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {Array.from({ length: rows }, (_, index) => (
                        <TierRow
                          key={index}
                          product={product}
                          index={index}
                          value={value}
                          errors={errors}
                        />
                      ))}
                    </tbody>
                  </table>
                  <p className="text-sm text-stone-600">To remove a tier, empty its boxes.</p>
                  <FieldError controlId={`${product.id}-form`} error={errors.form} />
                  <Button type="submit" variant="festival" size="sm" disabled={busy}>
                    Save Business Prices
                  </Button>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** How many rows the typed form had: its highest row number, and one more. */
function rowCount(typed: Partial<Record<string, string>>) {
  const numbers = Object.keys(typed)
    .map((name) => /^tiers\.(\d+)\./.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number);
  return Math.max(-1, ...numbers) + 1;
}

function TierRow(props: {
  product: { id: string; name: string; weights: { id: string; label: string }[] };
  index: number;
  value: (index: number, field: 'variantId' | 'minQuantity' | 'percentOff') => string;
  errors: Partial<Record<string, string>>;
}) {
  const { product, index, value, errors } = props;
  const id = (field: string) => `${product.id}-${index}-${field}`;
  const row = index + 1;
  const input = (field: 'minQuantity' | 'percentOff', label: string) => {
    const error = errors[`tiers.${index}.${field}`];
    return (
      <td className="py-1 pr-2 align-top">
        <input
          id={id(field)}
          name={`tiers.${index}.${field}`}
          inputMode="numeric"
          aria-label={`${label}, tier ${row} of ${product.name}`}
          defaultValue={value(index, field)}
          {...fieldErrorWiring(id(field), error)}
          className="w-28 rounded-md border border-stone-300 px-2 py-1.5 aria-invalid:border-red-700"
        />
        <FieldError controlId={id(field)} error={error} />
      </td>
    );
  };
  const weightError = errors[`tiers.${index}.variantId`];
  return (
    <tr>
      <td className="py-1 pr-2 align-top">
        <select
          id={id('variantId')}
          name={`tiers.${index}.variantId`}
          aria-label={`Weight, tier ${row} of ${product.name}`}
          defaultValue={value(index, 'variantId')}
          {...fieldErrorWiring(id('variantId'), weightError)}
          className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
        >
          <option value="">Every weight</option>
          {product.weights.map((weight) => (
            <option key={weight.id} value={weight.id}>
              {weight.label}
            </option>
          ))}
        </select>
        <FieldError controlId={id('variantId')} error={weightError} />
      </td>
      {input('minQuantity', 'From quantity')}
      {input('percentOff', 'Percent off')}
    </tr>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Business prices" title="Error loading business prices" />;
}
