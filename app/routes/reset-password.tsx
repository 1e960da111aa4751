import { APIError } from 'better-auth/api';
import { data, Form, redirect, useNavigation } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { newPasswordSchema } from '#core/account-input.ts';
import { parseFields } from '#core/validation.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';
import type { Route } from './+types/reset-password';

const EXPIRED = 'This reset link has expired or was already used. Please ask for a new one.';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(
    { token: url.searchParams.get('token') ?? '', linkError: url.searchParams.get('error') },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Choose a new password | Halwai' },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseFields(newPasswordSchema, Object.fromEntries(await request.formData()));
  type Reply = { fieldErrors: Record<string, string | undefined>; error?: string };
  if (!parsed.ok) return data<Reply>({ fieldErrors: parsed.fieldErrors }, 400);
  try {
    await context.auth.api.resetPassword({
      body: { newPassword: parsed.value.password, token: parsed.value.token },
    });
  } catch (error) {
    if (error instanceof APIError) return data<Reply>({ fieldErrors: {}, error: EXPIRED }, 400);
    throw error;
  }
  const toast = await toastHeader(
    { title: 'Password changed', description: 'Please sign in with your new password.' },
    context.config,
  );
  throw redirect('/auth', { status: 303, headers: { 'Set-Cookie': toast } });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error =
    actionData?.error ?? (loaderData.linkError || !loaderData.token ? EXPIRED : undefined);
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
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, and not a common password."
            error={actionData?.fieldErrors.password}
          />
          <Button type="submit" variant="festival" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Save new password'}
          </Button>
        </Form>
      </div>
    </main>
  );
}
