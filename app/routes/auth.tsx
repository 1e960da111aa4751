import { data, redirect } from 'react-router';
import { AuthCard } from '#app/components/auth-card.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAnonymous } from '#app/lib/guards.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { emailOnlySchema, signInSchema, signUpSchema } from '#core/account-input.ts';
import { safeReturnPath } from '#core/cart-input.ts';
import { parseFields } from '#core/validation.ts';
import { signInCustomer, signUpCustomer } from '#server/auth/sign-in.ts';
import { cartIdCookie, readCartId } from '#server/http/cart-cookie.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';
import type { Route } from './+types/auth';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(context, request);
  const url = new URL(request.url);
  return data(
    {
      redirectTo: safeReturnPath(url.searchParams.get('redirectTo'), '/'),
      appUrl: context.config.appUrl,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: 'Sign In or Sign Up',
    description: 'Sign in to your account or create a new one.',
    canonicalUrl: `${loaderData?.appUrl ?? ''}/auth`,
  }),
  { name: 'robots', content: 'noindex' },
];

export type AuthActionResult = {
  form: 'sign-in' | 'sign-up' | 'resend' | 'forgot';
  fieldErrors?: Record<string, string | undefined>;
  error?: string;
  /** Offer to send the verification link again (sign-in of an unverified account). */
  unverifiedEmail?: string;
  toast?: { title: string; description: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const fields = Object.fromEntries(await request.formData());
  const { db, auth, config } = context;
  const reply = (result: AuthActionResult, status = 200) => data(result, { status });

  switch (fields.intent) {
    case 'sign-in': {
      const parsed = parseFields(signInSchema, fields);
      if (!parsed.ok) return reply({ form: 'sign-in', fieldErrors: parsed.fieldErrors }, 400);
      const result = await signInCustomer({
        db,
        auth,
        email: parsed.value.email,
        password: parsed.value.password,
        address: context.clientAddress,
        browserCartId: await readCartId(request, config),
        requestHeaders: request.headers,
      });
      if (!result.ok) {
        return reply(
          { form: 'sign-in', error: result.message, unverifiedEmail: result.unverifiedEmail },
          result.status,
        );
      }
      const headers = new Headers(result.headers);
      if (result.cartId) headers.append('Set-Cookie', await cartIdCookie(result.cartId, config));
      headers.append(
        'Set-Cookie',
        await toastHeader(
          { title: 'Welcome back!', description: 'You have been logged in successfully.' },
          config,
        ),
      );
      throw redirect(safeReturnPath(fields.redirectTo, '/'), { status: 303, headers });
    }
    case 'sign-up': {
      const parsed = parseFields(signUpSchema, fields);
      if (!parsed.ok) return reply({ form: 'sign-up', fieldErrors: parsed.fieldErrors }, 400);
      await signUpCustomer(auth, {
        ...parsed.value,
        afterVerification: safeReturnPath(fields.redirectTo, '/'),
      });
      return reply({
        form: 'sign-up',
        toast: {
          title: 'Account created successfully!',
          description: 'Please check your email to verify your account.',
        },
      });
    }
    case 'resend':
    case 'forgot': {
      const parsed = parseFields(emailOnlySchema, fields);
      if (!parsed.ok) return reply({ form: fields.intent, fieldErrors: parsed.fieldErrors }, 400);
      const email = parsed.value.email;
      if (fields.intent === 'resend') {
        await auth.api.sendVerificationEmail({ body: { email, callbackURL: '/' } });
      } else {
        await auth.api.requestPasswordReset({
          body: { email, redirectTo: `${config.appUrl}/auth/reset-password` },
        });
      }
      return reply({
        form: fields.intent,
        toast: {
          title: fields.intent === 'resend' ? 'Verification e-mail sent' : 'Check your e-mail',
          description:
            fields.intent === 'resend'
              ? `If ${email} has an account waiting for verification, a new link is on its way.`
              : `If ${email} has an account, a link to choose a new password is on its way.`,
        },
      });
    }
    default:
      return reply({ form: 'sign-in', error: 'That request could not be understood.' }, 400);
  }
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthCard redirectTo={loaderData.redirectTo} result={actionData} />;
}
