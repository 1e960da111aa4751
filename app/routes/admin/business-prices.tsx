import { data, useNavigation } from 'react-router';
import { BusinessPricesForm } from '#app/components/admin/business-prices-form.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_BUSINESS_PRICES_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { businessPricesSchema } from '#core/quantity-tier-input.ts';
import { TIERS_AND_PROMO_CODES } from '#core/quantity-tiers.ts';
import { listBusinessPrices, saveBusinessPrices } from '#server/admin/business-prices.ts';
import type { Route } from './+types/business-prices';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const products = await listBusinessPrices(context.db, staff);
  return data({ products }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Business prices | Admin');

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  // Each product has its own form: its answer opens that product's row.
  const form = await readForm(request, businessPricesSchema, (fields) => fields.productId ?? '');
  if (!form.ok) return form.answer;
  const refusedAs = { title: 'Error saving business prices', form: form.value.productId };
  return answerRefusals({ ...refusedAs, values: form.fields }, async () => {
    const productName = await saveBusinessPrices(context.db, staff, form.value);
    const toast = { title: 'Business prices saved', description: productName };
    return redirectWithToast(ADMIN_BUSINESS_PRICES_PATH, toast, context);
  });
}

export default function AdminBusinessPrices({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
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
        {loaderData.products.map((product) => (
          <li key={product.id}>
            <BusinessPricesForm
              product={product}
              answer={actionData?.form === product.id ? actionData : undefined}
              busy={busy}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Business prices" title="Error loading business prices" />;
}
