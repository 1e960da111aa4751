/**
 * The second step of signing in to an account with two-factor sign-in on: the code the
 * authenticator app shows, or one of the backup codes for a lost phone. Reached only from the
 * password step, whose cookie carries the sign-in here.
 */
import { data, Form, Link, useNavigation } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { returnPath } from '#app/lib/action.server.ts';
import { dispatchIntent, type PostedForm } from '#app/lib/intents.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAnonymous } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { redirectSignedIn } from '#app/lib/signed-in.server.ts';
import { RETURN_FIELD } from '#core/action-answer.ts';
import { safeReturnPath } from '#core/return-path.ts';
import type { z } from 'zod';
import { secondFactorSchema } from '#core/second-factor-input.ts';
import { verifySecondFactor } from '#server/auth/second-factor.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import type { Route } from './+types/second-factor';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireAnonymous(context, request);
  return data(
    { redirectTo: safeReturnPath(url.searchParams.get('redirectTo'), '/', context.config.appUrl) },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Two-factor sign-in') },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  // The authenticator's code and a backup code are checked alike: the service tells them apart.
  const verify = async (posted: z.output<typeof secondFactorSchema>, form: PostedForm) => {
    const signedIn = await verifySecondFactor(context.db, context.auth, posted, {
      headers: request.headers,
      address: context.clientAddress,
      browserCartId: await readCartId(request, context.config),
    });
    return redirectSignedIn(context, request, signedIn, returnPath(form.fields, '/', context));
  };
  return dispatchIntent(
    request,
    secondFactorSchema,
    { app: verify, backup: verify },
    {
      formOf: (fields) => fields.intent ?? 'app',
      refusedAs: (posted) => ({ title: 'Could not sign in', form: posted.intent }),
    },
  );
}

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.fieldErrors ?? {};
  const refusal = actionData?.toast && !actionData.fieldErrors ? actionData.toast : undefined;
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Two-factor sign-in</h1>
        <p className="mt-2 text-stone-700">
          Your password was right. Now enter the 6-digit code your authenticator app shows for this
          shop.
        </p>
        {refusal && (
          <div role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            <p>{refusal.description}</p>
            <Link to="/auth" className="mt-1 inline-block font-semibold underline">
              Sign in again
            </Link>
          </div>
        )}
        <Form method="post" noValidate className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="app" />
          <input type="hidden" name={RETURN_FIELD} value={loaderData.redirectTo} />
          <Field
            label="Code from your app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors.code}
          />
          <Button type="submit" variant="festival" className="w-full" disabled={busy}>
            Verify
          </Button>
        </Form>
        <details className="mt-6 border-t border-stone-200 pt-4" open={Boolean(errors.backupCode)}>
          <summary className="cursor-pointer text-sm font-semibold text-maroon-700">
            Lost your phone? Use a backup code
          </summary>
          <Form method="post" noValidate className="mt-3 space-y-4">
            <input type="hidden" name="intent" value="backup" />
            <input type="hidden" name={RETURN_FIELD} value={loaderData.redirectTo} />
            <Field
              label="Backup code"
              name="backupCode"
              autoComplete="off"
              hint="Each backup code works once."
              error={errors.backupCode}
            />
            <Button type="submit" variant="outline" className="w-full" disabled={busy}>
              Use backup code
            </Button>
          </Form>
        </details>
      </div>
    </main>
  );
}
