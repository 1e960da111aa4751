import { data } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { SettingsForm } from '#app/components/admin/settings-form.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { ADMIN_SETTINGS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { rupeesForInput } from '#core/rupee-input.ts';
import { storeSettingsSchema } from '#core/store-settings-input.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { updateStoreSettings } from '#server/settings/update-store-settings.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/settings';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const settings = await getStoreSettings(context.db);
  return data(
    {
      adminEmail: staff.email,
      settings: {
        storeName: settings.storeName,
        storeDescription: settings.storeDescription,
        email: settings.email,
        phone: settings.phone,
        address: settings.address,
        state: settings.state,
        gstin: settings.gstin,
        fssaiLicenceNumber: settings.fssaiLicenceNumber,
        emailNotifications: settings.emailNotifications,
        orderNotifications: settings.orderNotifications,
        lowStockAlerts: settings.lowStockAlerts,
        maintenanceMode: settings.maintenanceMode,
        // As the admin types it: rupees, '5000' or '5000.50'.
        codLimit: rupeesForInput(settings.codLimitPaise),
        giftOrderCashOnDelivery: settings.giftOrderCashOnDelivery,
      },
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Settings | Admin');

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, storeSettingsSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Error updating settings' }, async () => {
    await updateStoreSettings(context.db, staff, form.value);
    const back = returnPath(form.fields, ADMIN_SETTINGS_PATH, context);
    return redirectWithToast(back, { title: 'Settings updated successfully' }, context);
  });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Settings</h1>
      <p className="mt-1 text-stone-700">
        The shop's name and details appear in the storefront's footer and in every e-mail.
      </p>
      <div className="mt-6">
        <SettingsForm
          settings={loaderData.settings}
          adminEmail={loaderData.adminEmail}
          pageResult={actionData}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Settings" title="Error loading settings" />;
}
