import { data, Form, useNavigation } from 'react-router';
import { NewPasswordField } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { RESET_LINK_EXPIRED } from '#core/account.ts';
import { newPasswordSchema } from '#core/account-input.ts';
import { resetPassword } from '#server/auth/sign-in.ts';
import type { Route } from './+types/reset-password';

export function loader({ url }: Route.LoaderArgs) {
  return data(
    { token: url.searchParams.get('token') ?? '', linkError: url.searchParams.get('error') },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Choose a new password') },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, newPasswordSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Error' }, async () => {
    await resetPassword(context.auth, form.value.token, form.value.password);
    return redirectWithToast('/auth', PASSWORD_CHANGED, context);
  });
}

const PASSWORD_CHANGED = {
  title: 'Password changed',
  description: 'Please sign in with your new password.',
};

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error =
    actionData?.toast?.description ??
    (loaderData.linkError || !loaderData.token ? RESET_LINK_EXPIRED : undefined);
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Choose a new password</h1>
        {error && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <Form method="post" noValidate className="mt-6 space-y-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordField label="New password" error={actionData?.fieldErrors?.password} />
          <Button type="submit" variant="festival" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Save new password'}
          </Button>
        </Form>
      </div>
    </main>
  );
}
