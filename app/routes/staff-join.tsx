/**
 * Where an invitation to the staff lands: the person chooses their name and password, and is
 * signed in on the first page their role opens. A link that can no longer be used says so.
 */
import { data, Form, redirect, useNavigation } from 'react-router';
import { Field, NewPasswordField } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { staffLandingPath } from '#core/admin-pages.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { INVITATION_NOT_VALID } from '#core/staff.ts';
import { joinStaffSchema } from '#core/staff-input.ts';
import { staffRoleLabels } from '#core/staff-roles.ts';
import { invitationFor, JOIN_STAFF_PATH, joinStaff } from '#server/auth/staff-invitations.ts';
import type { Route } from './+types/staff-join';

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const invitation = token ? await invitationFor(context.db, token) : undefined;
  return data(
    {
      token,
      invitation: invitation && { email: invitation.email, role: staffRoleLabels[invitation.role] },
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE, 'Referrer-Policy': 'no-referrer' } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Join the staff') },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, joinStaffSchema);
  // A link that can no longer be used costs one lookup: sent back to its page, which says so,
  // without a password hashed or a page rendered for it.
  const token = form.ok ? form.value.token : (form.fields.token ?? '');
  if (!(await invitationFor(context.db, token))) {
    throw redirect(JOIN_STAFF_PATH, 303);
  }
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Could not join', values: form.fields }, async () => {
    const joining = { ...form.value, address: context.clientAddress };
    const joined = await joinStaff(context.db, context.auth, joining, request.headers);
    const welcome = {
      title: 'Welcome to the staff',
      description: `You are signed in as ${staffRoleLabels[joined.role]}.`,
    };
    const landing = staffLandingPath(joined.role, indiaDayKey(new Date()));
    return redirectWithToast(landing, welcome, context, joined.headers);
  });
}

export default function JoinStaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { invitation } = loaderData;
  const refusal = actionData?.toast?.description;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Join the staff</h1>
        {!invitation || refusal ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {refusal ?? INVITATION_NOT_VALID}
          </p>
        ) : (
          <p className="mt-2 text-stone-700">
            You are invited as <strong>{invitation.role}</strong> with {invitation.email}. Choose
            the name your colleagues will see and your password.
          </p>
        )}
        {invitation && (
          <Form method="post" noValidate className="mt-6 space-y-4">
            <input type="hidden" name="token" value={loaderData.token} />
            <Field
              label="Full Name"
              name="fullName"
              autoComplete="name"
              defaultValue={actionData?.values?.fullName}
              error={errors.fullName}
            />
            <NewPasswordField error={errors.password} />
            <Button type="submit" variant="festival" className="w-full" disabled={busy}>
              {busy ? 'Joining...' : 'Join the staff'}
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}
