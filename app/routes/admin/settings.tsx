import { data, Link } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { SettingsForm } from '#app/components/admin/settings-form.tsx';
import { CountersSettings, UpiIdSettings } from '#app/components/admin/settings-counters.tsx';
import { ScaleLayoutSettings } from '#app/components/admin/settings-scale-layout.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { counterSettingsIntents, postsIntent } from '#app/lib/settings-counter-intents.server.ts';
import { counterRow, scaleLayoutFields } from '#app/lib/settings-counter-view.ts';
import { ADMIN_SAMPLE_SHOP_PATH, ADMIN_SETTINGS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { rupeesForInput } from '#core/rupee-input.ts';
import {
  counterSettingsActionSchema,
  counterSettingsFormOf as formOf,
} from '#core/counter-settings-input.ts';
import { storeSettingsSchema } from '#core/store-settings-input.ts';
import { getCounterSettings } from '#server/counter/counter-settings.ts';
import { listCounters } from '#server/counter/counters.ts';
import { readSampleShop } from '#server/setup/remove-sample-shop.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { updateStoreSettings } from '#server/settings/update-store-settings.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/settings';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const [settings, counter, counters, sampleShop] = await Promise.all([
    getStoreSettings(context.db),
    getCounterSettings(context.db),
    listCounters(context.db),
    readSampleShop(context.db),
  ]);
  return data(
    {
      adminEmail: staff.email,
      sampleProducts: sampleShop.sampleProducts,
      counters: counters.map(counterRow),
      upiId: counter.upiId,
      payeeName: counter.payeeName,
      scaleLayout: scaleLayoutFields(counter.scaleLayout),
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

/** The store's details post no intent; each of the counter's forms posts its own. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  if (await postsIntent(request)) {
    const saved = counterSettingsIntents(context.db, staff, (toast) =>
      redirectWithToast(ADMIN_SETTINGS_PATH, toast, context),
    );
    return dispatchIntent(request, counterSettingsActionSchema, saved, {
      formOf,
      refusedAs: (_posted, form) => ({
        title: 'Error updating settings',
        form: formOf(form.fields),
        values: form.fields,
      }),
    });
  }
  const form = await readForm(request, storeSettingsSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Error updating settings' }, async () => {
    await updateStoreSettings(context.db, staff, form.value);
    const back = returnPath(form.fields, ADMIN_SETTINGS_PATH, context);
    return redirectWithToast(back, { title: 'Settings updated successfully' }, context);
  });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const answerFor = (name: string) => (actionData?.form === name ? actionData : undefined);
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
          pageResult={actionData?.form ? undefined : actionData}
        />
      </div>
      <CountersSettings counters={loaderData.counters} answerFor={answerFor} />
      <UpiIdSettings
        upiId={loaderData.upiId}
        payeeName={loaderData.payeeName}
        answerFor={answerFor}
      />
      <ScaleLayoutSettings layout={loaderData.scaleLayout} answerFor={answerFor} />
      {loaderData.sampleProducts > 0 && (
        <p className="mt-8 text-stone-700">
          The shop still holds the sample shop's {loaderData.sampleProducts} products.{' '}
          <Link className="font-medium text-maroon-800 underline" to={ADMIN_SAMPLE_SHOP_PATH}>
            Remove the sample shop
          </Link>
        </p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Settings" title="Error loading settings" />;
}
