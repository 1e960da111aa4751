import { data, redirect } from 'react-router';
import { PROFILE_PATH, ProfileForm } from '#app/components/dashboard/profile-form.tsx';
import { ProfileSummary, type ProfileView } from '#app/components/dashboard/profile-summary.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.ts';
import { profileSchema, type ProfileInput } from '#core/address-input.ts';
import { AppError } from '#core/app-error.ts';
import { parseFields, type FieldErrors } from '#core/validation.ts';
import { getProfile, saveProfile } from '#server/accounts/profile.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';
import type { Route } from './+types/profile';
import { formatShopLongDate } from '#core/date-format.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const found = await getProfile(context.db, user.id);
  if (!found) throw redirect('/auth');
  const profile: ProfileView = {
    ...found,
    memberSince: formatShopLongDate(found.memberSince),
  };
  return data({ profile }, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = () => [
  { title: 'Profile | Halwai' },
  { name: 'robots', content: 'noindex' },
];

export type ProfileActionResult =
  | { ok: true }
  | {
      ok: false;
      fieldErrors?: FieldErrors<ProfileInput>;
      /** What was typed, for the form re-shown after a post without JavaScript. */
      values?: Partial<Record<keyof ProfileInput, string>>;
      error?: string;
    };

const typedValues = (fields: Record<string, FormDataEntryValue>) =>
  Object.fromEntries(
    Object.keys(profileSchema.shape).map((key) => [key, String(fields[key] ?? '')]),
  ) as Partial<Record<keyof ProfileInput, string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const fields = Object.fromEntries(await request.formData());
  const reply = (result: ProfileActionResult, status = 200) => data(result, { status });
  const parsed = parseFields(profileSchema, fields);
  if (!parsed.ok) {
    return reply({ ok: false, fieldErrors: parsed.fieldErrors, values: typedValues(fields) }, 400);
  }
  try {
    await saveProfile(context.db, user.id, parsed.value);
  } catch (error) {
    if (error instanceof AppError) return reply({ ok: false, error: error.message }, error.status);
    throw error;
  }
  if (fields.redirectTo !== undefined) {
    const cookie = await toastHeader({ title: 'Profile updated successfully' }, context.config);
    throw redirect(PROFILE_PATH, { status: 303, headers: { 'Set-Cookie': cookie } });
  }
  return reply({ ok: true });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Profile</h1>
      <p className="mt-1 text-stone-700">Manage your personal information</p>
      {actionData && !actionData.ok && actionData.error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          Error updating profile: {actionData.error}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <ProfileSummary profile={profile} />
        </div>
        <div className="lg:col-span-2">
          <ProfileForm profile={profile} pageResult={actionData} />
        </div>
      </div>
    </div>
  );
}
