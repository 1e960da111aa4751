import { data, Link, redirect } from 'react-router';
import { SECOND_FACTOR_SETUP_PATH, SIGNED_IN_DEVICES_PATH } from '#core/second-factor.ts';
import { ProfileForm } from '#app/components/dashboard/profile-form.tsx';
import { ProfileSummary } from '#app/components/dashboard/profile-summary.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import type { ProfileView } from '#app/lib/dashboard-views.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { PROFILE_PATH } from '#core/paths.ts';
import { profileSchema } from '#core/address-input.ts';
import { getProfile, saveProfile } from '#server/accounts/profile.ts';
import type { Route } from './+types/profile';
import { Refusal } from '#app/components/refusal.tsx';
import { formatShopLongDate } from '#core/date-format.ts';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const found = await getProfile(context.db, user.id);
  if (!found) throw redirect('/auth');
  const profile: ProfileView = {
    ...found,
    memberSince: formatShopLongDate(found.memberSince),
  };
  return data(
    { profile, twoFactorEnabled: user.twoFactorEnabled },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Profile') },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = await requireUser({ context, request, url });
  const form = await readForm(request, profileSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Error updating profile' }, async () => {
    await saveProfile(context.db, user.id, form.value);
    const back = returnPath(form.fields, PROFILE_PATH, context);
    return redirectWithToast(back, { title: 'Profile updated successfully' }, context);
  });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Profile</h1>
      <p className="mt-1 text-stone-700">Manage your personal information</p>
      <Refusal refusal={actionData?.toast} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <ProfileSummary profile={profile} />
          <section aria-labelledby="security" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
            <h2 id="security" className="font-semibold text-stone-900">
              Two-factor sign-in
            </h2>
            <p className="mt-1 text-sm text-stone-700">
              {loaderData.twoFactorEnabled
                ? 'On: each sign-in asks for a code from your app.'
                : 'Off: a code from an app on your phone keeps a stolen password out.'}
            </p>
            <Link
              to={SECOND_FACTOR_SETUP_PATH}
              className="mt-2 inline-block text-sm font-semibold text-maroon-700 underline"
            >
              {loaderData.twoFactorEnabled
                ? 'Manage two-factor sign-in'
                : 'Set up two-factor sign-in'}
            </Link>
            <Link
              to={SIGNED_IN_DEVICES_PATH}
              className="mt-2 block text-sm font-semibold text-maroon-700 underline"
            >
              Signed-in devices
            </Link>
          </section>
        </div>
        <div className="lg:col-span-2">
          <ProfileForm profile={profile} pageResult={actionData} />
        </div>
      </div>
    </div>
  );
}
