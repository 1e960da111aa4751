import { data, redirect } from 'react-router';
import { AuthCard } from '#app/components/auth-card.tsx';
import {
  readForm,
  redirectWithToast,
  answerRefusals,
  returnPath,
  type FormFields,
} from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAnonymous } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { authActionSchema, authForms } from '#core/account-input.ts';
import type { Toast } from '#core/action-answer.ts';
import type { AppError } from '#core/app-error.ts';
import { safeReturnPath } from '#core/return-path.ts';
import {
  resendVerificationLink,
  sendPasswordResetLink,
  signInCustomer,
  signUpCustomer,
} from '#server/auth/sign-in.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import { readKnownAccounts } from '#server/http/known-device-cookie.ts';
import { redirectSignedIn } from '#app/lib/signed-in.server.ts';
import { SECOND_FACTOR_PATH } from '#core/second-factor.ts';
import type { Route } from './+types/auth';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireAnonymous(context, request);
  return data(
    {
      redirectTo: safeReturnPath(url.searchParams.get('redirectTo'), '/', context.config.appUrl),
      appUrl: context.config.appUrl,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, {
    title: 'Sign In or Sign Up',
    description: 'Sign in to your account or create a new one.',
    canonicalUrl: `${loaderData?.appUrl ?? ''}/auth`,
  }),
  { name: 'robots', content: 'noindex' },
];

const SIGNED_UP: Toast = {
  title: 'Account created successfully!',
  description: 'Please check your email to verify your account.',
};

export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readForm(request, authActionSchema, formOf);
  if (!submitted.ok) return submitted.answer;
  const { fields, value: input } = submitted;
  const { db, auth, config } = context;
  const visitor = { address: context.clientAddress, perMinute: config.visitorWritesPerMinute };
  // Where the customer goes once signed in; the page's forms come back to it meanwhile.
  const afterwards = returnPath(fields, '/', context);
  const thisPage = `/auth?redirectTo=${encodeURIComponent(afterwards)}`;

  // An unverified account is offered its link again, beside the refusal.
  const refusedAs = (refused: AppError) => ({
    title: 'Error',
    form: formOf(fields),
    unverifiedEmail: refused.code === 'NOT_VERIFIED' ? fields.email : undefined,
  });
  return answerRefusals(refusedAs, async () => {
    switch (input.intent) {
      case 'sign-in': {
        const knownAccounts = await readKnownAccounts(request, config);
        const signedIn = await signInCustomer({
          db,
          auth,
          email: input.email,
          password: input.password,
          address: context.clientAddress,
          browserCartId: await readCartId(request, config),
          requestHeaders: request.headers,
          knownAccounts,
        });
        if (signedIn.kind === 'second-factor') {
          // The password was right: the authenticator's code is asked next, on its own page.
          const next = `${SECOND_FACTOR_PATH}?redirectTo=${encodeURIComponent(afterwards)}`;
          return redirect(next, { status: 303, headers: signedIn.headers });
        }
        return await redirectSignedIn(context, request, signedIn, afterwards);
      }
      case 'sign-up':
        await signUpCustomer(db, auth, { ...input, afterVerification: afterwards }, visitor);
        return await redirectWithToast(thisPage, SIGNED_UP, context);
      case 'resend':
        await resendVerificationLink(db, auth, input.email, visitor);
        return await redirectWithToast(thisPage, linkSent('resend', input.email), context);
      case 'forgot':
        await sendPasswordResetLink(db, auth, input.email, visitor, config.appUrl);
        return await redirectWithToast(thisPage, linkSent('forgot', input.email), context);
    }
  });
}

/** Which of the page's forms was sent. */
const formOf = (fields: FormFields) =>
  authForms.find((name) => name === fields.intent) ?? 'sign-in';

/** Said the same whether or not the e-mail has an account. */
function linkSent(intent: 'resend' | 'forgot', email: string): Toast {
  return intent === 'resend'
    ? {
        title: 'Verification e-mail sent',
        description: `If ${email} has an account waiting for verification, a new link is on its way.`,
      }
    : {
        title: 'Check your e-mail',
        description: `If ${email} has an account, a link to choose a new password is on its way.`,
      };
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthCard redirectTo={loaderData.redirectTo} result={actionData} />;
}
