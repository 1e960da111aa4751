import { data, redirect } from 'react-router';
import { AuthCard } from '#app/components/auth-card.tsx';
import {
  answer,
  redirectWithToast,
  returnPath,
  whenRefused,
  type FormFields,
} from '#app/lib/action.server.ts';
import { dispatchIntent, type PostedForm } from '#app/lib/intents.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAnonymous } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { authActionSchema, authForms, type AuthAnswer } from '#core/account-input.ts';
import type { Toast } from '#core/action-answer.ts';
import { safeReturnPath } from '#core/return-path.ts';
import {
  completeSignIn,
  FINISH_BY_EMAIL,
  resendVerificationLink,
  sendPasswordResetLink,
  signInCustomer,
  signUpCustomer,
} from '#server/auth/sign-in.ts';
import { openSignInLink, SIGN_IN_LINK_PARAM } from '#server/auth/sign-in-link.ts';
import { browserNonceCookieHeader, readBrowserNonce } from '#server/auth/sign-in-link-cookie.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import { readKnownAccounts } from '#server/http/known-device-cookie.ts';
import { redirectSignedIn } from '#app/lib/signed-in.server.ts';
import { SECOND_FACTOR_PATH } from '#core/second-factor.ts';
import type { Route } from './+types/auth';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireAnonymous(context, request);
  const token = url.searchParams.get(SIGN_IN_LINK_PARAM);
  // A link that could not finish the sign-in says why, above the form.
  const linkRefused = token ? await finishByLink(token, request, context) : undefined;
  return data(
    {
      redirectTo: safeReturnPath(url.searchParams.get('redirectTo'), '/', context.config.appUrl),
      appUrl: context.config.appUrl,
      linkRefused,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

/**
 * The e-mailed link that finishes a sign-in on a slowed account (sign-in-link.ts): signed in,
 * or on to the second factor, as after a right password; else the refusal to show.
 */
async function finishByLink(
  token: string,
  request: Request,
  context: Route.LoaderArgs['context'],
): Promise<AuthAnswer> {
  const { db, auth, config } = context;
  return whenRefused(
    // Opened, the link always ends in a redirect: only a refusal comes back to the page.
    async (): Promise<never> => {
      const opened = await openSignInLink({
        db,
        auth,
        token,
        browserNonce: await readBrowserNonce(request, config),
        address: context.clientAddress,
        requestHeaders: request.headers,
      });
      const afterwards = safeReturnPath(opened.afterwards, '/', config.appUrl);
      if (opened.kind === 'second-factor') {
        const next = `${SECOND_FACTOR_PATH}?redirectTo=${encodeURIComponent(afterwards)}`;
        throw redirect(next, { status: 303, headers: opened.headers });
      }
      const cartId = await completeSignIn(db, {
        userId: opened.userId,
        address: context.clientAddress,
        browserCartId: await readCartId(request, config),
      });
      throw await redirectSignedIn(context, request, { ...opened, cartId }, afterwards);
    },
    (refused): AuthAnswer => ({
      form: 'sign-in',
      toast: { title: 'Error', description: refused.message, kind: 'error' },
    }),
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
  const { db, auth, config } = context;
  const visitor = { address: context.clientAddress, perMinute: config.visitorWritesPerMinute };
  // Where the customer goes once signed in; the page's forms come back to it meanwhile.
  const afterwards = (form: PostedForm) => returnPath(form.fields, '/', context);
  const thisPage = (form: PostedForm) => `/auth?redirectTo=${encodeURIComponent(afterwards(form))}`;
  return dispatchIntent(
    request,
    authActionSchema,
    {
      async 'sign-in'(input, form) {
        const signedIn = await signInCustomer({
          db,
          auth,
          mailer: context.mailer,
          appUrl: config.appUrl,
          email: input.email,
          password: input.password,
          address: context.clientAddress,
          browserCartId: await readCartId(request, config),
          requestHeaders: request.headers,
          knownAccounts: await readKnownAccounts(request, config),
          browserNonce: await readBrowserNonce(request, config),
          afterwards: afterwards(form),
        });
        if (signedIn.kind === 'finish-by-email') {
          // Right or wrong, the same words: only the account's mailbox learns which.
          const cookie = await browserNonceCookieHeader(signedIn.browserNonce, config);
          const toast = { title: 'Check your e-mail', description: FINISH_BY_EMAIL };
          return answer<AuthAnswer>({ form: 'sign-in', toast }, 202, { 'Set-Cookie': cookie });
        }
        if (signedIn.kind === 'second-factor') {
          // The password was right: the authenticator's code is asked next, on its own page.
          const next = `${SECOND_FACTOR_PATH}?redirectTo=${encodeURIComponent(afterwards(form))}`;
          return redirect(next, { status: 303, headers: signedIn.headers });
        }
        return redirectSignedIn(context, request, signedIn, afterwards(form));
      },
      async 'sign-up'(input, form) {
        await signUpCustomer(db, auth, { ...input, afterVerification: afterwards(form) }, visitor);
        return redirectWithToast(thisPage(form), SIGNED_UP, context);
      },
      async resend(input, form) {
        await resendVerificationLink(db, auth, input.email, visitor);
        return redirectWithToast(thisPage(form), linkSent('resend', input.email), context);
      },
      async forgot(input, form) {
        await sendPasswordResetLink(db, auth, input.email, visitor, config.appUrl);
        return redirectWithToast(thisPage(form), linkSent('forgot', input.email), context);
      },
    },
    {
      formOf,
      // An unverified account is offered its link again, beside the refusal.
      refusedAs: (_input, form, refused) => ({
        title: 'Error',
        form: formOf(form.fields),
        unverifiedEmail: refused.code === 'NOT_VERIFIED' ? form.fields.email : undefined,
      }),
    },
  );
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
  return (
    <AuthCard redirectTo={loaderData.redirectTo} answer={actionData ?? loaderData.linkRefused} />
  );
}
