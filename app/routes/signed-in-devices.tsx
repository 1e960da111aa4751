/** The browsers the account is signed in on, each with its device, place and last visit; any can be signed out. */
import { data, Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { formatShopDateTime } from '#core/date-format.ts';
import { SIGNED_IN_DEVICES_PATH } from '#core/second-factor.ts';
import { endDeviceSchema } from '#core/second-factor-input.ts';
import { endSignedInDevice, signedInDevices } from '#server/auth/signed-in-devices.ts';
import type { Route } from './+types/signed-in-devices';

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const devices = await signedInDevices(args.context.db, user.id, user.sessionId);
  return data(
    {
      devices: devices.map((device) => ({
        ...device,
        lastSeen: formatShopDateTime(device.lastSeen),
        lastSeenAt: device.lastSeen.toISOString(),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Signed-in devices') },
  { name: 'robots', content: 'noindex' },
];

export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  const form = await readForm(args.request, endDeviceSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Error' }, async () => {
    await endSignedInDevice(args.context.db, user.id, form.value.sessionId);
    const ended = { title: 'Signed out', description: 'That device must sign in again.' };
    return redirectWithToast(SIGNED_IN_DEVICES_PATH, ended, args.context);
  });
}

export default function SignedInDevicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Signed-in devices</h1>
      <p className="mt-1 text-stone-700">
        Everywhere your account is signed in. Sign out any you do not know, then choose a new
        password.
      </p>
      {actionData?.toast && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {actionData.toast.description}
        </p>
      )}
      <ul aria-label="Signed-in devices" className="mt-6 space-y-3">
        {loaderData.devices.map((device) => (
          <li
            key={device.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm"
          >
            <div>
              <p className="font-medium text-stone-900">
                {device.device}
                {device.current && ' (this browser)'}
              </p>
              <p className="text-sm text-stone-700">{device.place}</p>
              <p className="text-sm text-stone-600">
                Last seen <time dateTime={device.lastSeenAt}>{device.lastSeen}</time>
              </p>
            </div>
            {!device.current && (
              <Form method="post">
                <input type="hidden" name="sessionId" value={device.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Sign out ${device.device}, ${device.place}`}
                >
                  Sign out
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
