/**
 * The store's settings in five side tabs, one form: every tab's fields are sent with Save
 * Changes. A refused field opens its tab, with the message beside it.
 */
import { useState } from 'react';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { StateSelect } from '#app/components/address-fields.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Tab, TabList, TabPanel, Tabs } from '#app/components/ui/tabs.tsx';
import { ADMIN_SETTINGS_PATH } from '#app/lib/admin-paths.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { LEGAL_CASH_LIMIT_TEXT } from '#core/cash-on-delivery.ts';
import { BELOW_LOW_STOCK_TEXT } from '#core/stock.ts';

export interface SettingsView {
  storeName: string;
  storeDescription: string;
  email: string;
  phone: string;
  address: string;
  state: string;
  gstin: string;
  fssaiLicenceNumber: string;
  emailNotifications: boolean;
  orderNotifications: boolean;
  lowStockAlerts: boolean;
  maintenanceMode: boolean;
  /** Rupees, as the field shows them: '5000', '5000.50'. */
  codLimit: string;
  giftOrderCashOnDelivery: boolean;
}

const tabs = [
  {
    value: 'general',
    label: 'General',
    fields: ['storeName', 'storeDescription', 'maintenanceMode'],
  },
  {
    value: 'store-info',
    label: 'Store Info',
    fields: ['email', 'phone', 'address', 'state', 'gstin', 'fssaiLicenceNumber'],
  },
  {
    value: 'notifications',
    label: 'Notifications',
    fields: ['emailNotifications', 'orderNotifications', 'lowStockAlerts'],
  },
  { value: 'payments', label: 'Payments', fields: ['codLimit'] },
  { value: 'security', label: 'Security', fields: [] },
] as const;

/** The tab holding the first refused field, so its message is seen. */
function tabWithError(errors: Record<string, string | undefined>) {
  return tabs.find((tab) => tab.fields.some((field) => errors[field]))?.value;
}

function Switch(props: { name: string; label: string; hint: string; checked: boolean }) {
  const id = `setting-${props.name}`;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-stone-200 p-4">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        defaultChecked={props.checked}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-5 accent-maroon-700"
      />
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {props.hint}
        </p>
      </div>
    </div>
  );
}

const tabClass =
  'rounded-md px-3 py-2 text-left font-medium text-stone-700 hover:bg-saffron-50 data-[state=active]:bg-saffron-100 data-[state=active]:text-maroon-800';

export function SettingsForm(props: {
  settings: SettingsView;
  adminEmail: string;
  pageResult?: ActionAnswer;
}) {
  const { fetcher, busy, answer } = useFormFetcher();
  const result = answer ?? props.pageResult;
  const errors: Record<string, string | undefined> = result?.fieldErrors ?? {};
  const typed = result?.values ?? {};
  const text = (name: keyof SettingsView) => typed[name] ?? String(props.settings[name]);
  // A switch sent back with errors shows as it was sent ('on', or absent), else as saved.
  const flag = (name: keyof SettingsView) =>
    result?.values ? typed[name] === 'on' : Boolean(props.settings[name]);
  const [chosen, setChosen] = useState<string>('general');
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    // A new answer with errors opens the tab of the first one.
    setAnswered(result);
    const withError = tabWithError(result?.fieldErrors ?? {});
    if (withError) setChosen(withError);
  }
  return (
    <fetcher.Form
      key={JSON.stringify(props.settings)}
      method="post"
      action={ADMIN_SETTINGS_PATH}
      noValidate
      preventScrollReset
    >
      <ReturnField />
      <Tabs
        value={chosen}
        onValueChange={setChosen}
        orientation="vertical"
        className="flex flex-col gap-6 md:flex-row"
      >
        <TabList aria-label="Settings" className="flex shrink-0 flex-row gap-1 md:w-48 md:flex-col">
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} className={tabClass}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <div className="min-w-0 flex-1 rounded-xl bg-white p-6 shadow-sm">
          {/* Every tab stays in the form (hidden when not chosen), so one Save sends them all. */}
          <TabPanel value="general" keepMounted className="space-y-4 data-[state=inactive]:hidden">
            <Field
              label="Store Name"
              name="storeName"
              required
              defaultValue={text('storeName')}
              error={errors.storeName}
            />
            <div>
              <label
                htmlFor="storeDescription"
                className="block text-sm font-medium text-stone-800"
              >
                Store Description
              </label>
              <textarea
                id="storeDescription"
                name="storeDescription"
                rows={3}
                defaultValue={text('storeDescription')}
                {...fieldErrorWiring('storeDescription', errors.storeDescription)}
                className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
              />
              <FieldError controlId="storeDescription" error={errors.storeDescription} />
            </div>
            <Switch
              name="maintenanceMode"
              label="Maintenance mode"
              hint="Close the shop for a while: customers see a maintenance page; you keep working here."
              checked={flag('maintenanceMode')}
            />
          </TabPanel>
          <TabPanel
            value="store-info"
            keepMounted
            className="space-y-4 data-[state=inactive]:hidden"
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Store Email"
                name="email"
                type="email"
                defaultValue={text('email')}
                error={errors.email}
              />
              <Field
                label="Store Phone"
                name="phone"
                type="tel"
                defaultValue={text('phone')}
                error={errors.phone}
              />
            </div>
            <Field
              label="Address"
              name="address"
              defaultValue={text('address')}
              error={errors.address}
            />
            <StateSelect name="state" defaultValue={text('state')} error={errors.state} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="GSTIN"
                name="gstin"
                hint="15 characters, like 07AAACH7409R1Z3; leave empty if the shop has none."
                defaultValue={text('gstin')}
                error={errors.gstin}
              />
              <Field
                label="FSSAI Licence Number"
                name="fssaiLicenceNumber"
                inputMode="numeric"
                hint="14 digits, shown in the footer and on invoices."
                defaultValue={text('fssaiLicenceNumber')}
                error={errors.fssaiLicenceNumber}
              />
            </div>
          </TabPanel>
          <TabPanel
            value="notifications"
            keepMounted
            className="space-y-4 data-[state=inactive]:hidden"
          >
            <Switch
              name="emailNotifications"
              label="Email notifications"
              hint="E-mail customers when the shop confirms, ships, delivers or cancels their order."
              checked={flag('emailNotifications')}
            />
            <Switch
              name="orderNotifications"
              label="Order notifications"
              hint="E-mail the store's address about every new order."
              checked={flag('orderNotifications')}
            />
            <Switch
              name="lowStockAlerts"
              label="Low stock alerts"
              hint={`E-mail the store's address when an order leaves a product ${BELOW_LOW_STOCK_TEXT}.`}
              checked={flag('lowStockAlerts')}
            />
          </TabPanel>
          <TabPanel value="payments" keepMounted className="space-y-4 data-[state=inactive]:hidden">
            <Field
              label="Cash on Delivery limit (₹)"
              name="codLimit"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              hint={`Orders above this total are paid online; 0 turns Cash on Delivery off. It must stay below ${LEGAL_CASH_LIMIT_TEXT}, the legal limit for a cash payment.`}
              defaultValue={text('codLimit')}
              error={errors.codLimit}
            />
            <Switch
              name="giftOrderCashOnDelivery"
              label="Cash on Delivery for orders to several people"
              hint="Let a buyer sending gifts to several people pay in cash, where each recipient's zone takes cash and the total is within the limit: the whole order's cash is collected at the parcel of row 1 of their list, and the order is paid once that parcel is delivered."
              checked={flag('giftOrderCashOnDelivery')}
            />
          </TabPanel>
          <TabPanel value="security" keepMounted className="space-y-2 data-[state=inactive]:hidden">
            <p className="font-medium text-stone-900">
              You have full administrative access to this store.
            </p>
            <p className="text-sm text-stone-700">Signed in as {props.adminEmail}.</p>
          </TabPanel>
          <div className="mt-6 flex justify-end">
            <Button type="submit" variant="festival" disabled={busy}>
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </div>
      </Tabs>
    </fetcher.Form>
  );
}
