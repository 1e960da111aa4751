/**
 * Removing the sample shop (the owner's): what goes, confirmed by typing the shop's name
 * (server/setup/remove-sample-shop.ts). Linked from Settings while the sample shop is there.
 */
import { data, useNavigation } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { SampleShopForm } from '#app/components/admin/sample-shop-form.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_PRODUCTS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { removeSampleShopSchema } from '#core/sample-shop-input.ts';
import { readSampleShop, removeSampleShop } from '#server/setup/remove-sample-shop.ts';
import type { Route } from './+types/sample-shop';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaff({ context, request, url });
  return data(await readSampleShop(context.db), {
    headers: { 'Cache-Control': PRIVATE_PAGE_CACHE },
  });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, removeSampleShopSchema);
  if (!form.ok) return form.answer;
  return answerRefusals(
    { title: 'The sample shop was not removed', values: form.fields },
    async () => {
      const removed = await removeSampleShop(context.db, staff, form.value.shopName);
      return redirectWithToast(
        ADMIN_PRODUCTS_PATH,
        {
          title: 'Sample shop removed',
          description: `${removed.products} sample products are gone; the shop is yours to fill.`,
        },
        context,
      );
    },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Sample shop | Admin');

export default function AdminSampleShop({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Sample shop</h1>
      <SampleShopForm {...loaderData} answer={actionData} busy={busy} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Sample shop" title="Error loading the sample shop" />;
}
