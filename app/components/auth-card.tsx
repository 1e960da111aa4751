import { useEffect, useState } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { showToast } from '#app/lib/toast.ts';
import type { AuthAnswer, AuthForm } from '#core/account-input.ts';
import { RETURN_FIELD } from '#core/action-answer.ts';
import { Field, NewPasswordField } from './field.tsx';
import { Button } from './ui/button.tsx';
import { Tab, TabList, TabPanel, Tabs } from './ui/tabs.tsx';

const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-maroon-800 data-[state=active]:shadow';

/**
 * Sign In and Sign Up, and the two e-mail links. Each form posts to /auth; success comes back
 * as a redirect with its toast (root shows it), so `answer` is only ever a refusal or errors.
 */
export function AuthCard({
  redirectTo,
  answer,
}: {
  redirectTo: string;
  answer: AuthAnswer | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  // A sign-up with mistakes stays on its tab; anything else starts at Sign In.
  const tabFor = (answer: AuthAnswer | undefined) =>
    answer?.form === 'sign-up' ? 'sign-up' : 'sign-in';
  const [tab, setTab] = useState(() => tabFor(answer));
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    if (answer?.form === 'sign-up') setTab(tabFor(answer));
  }
  const [forgotOpen, setForgotOpen] = useState(answer?.form === 'forgot');
  // A form that succeeded comes back here by a redirect, with no answer: start again at Sign In.
  const location = useLocation();
  const [shownLocation, setShownLocation] = useState(location.key);
  if (location.key !== shownLocation) {
    setShownLocation(location.key);
    if (!answer) {
      setTab('sign-in');
      setForgotOpen(false);
    }
  }

  useEffect(() => {
    if (answer?.toast) showToast(answer.toast);
  }, [answer]);

  const errors = (form: AuthForm) => (answer?.form === form ? (answer.fieldErrors ?? {}) : {});
  const refusal = answer?.toast?.description;

  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="text-center font-display text-3xl font-bold text-maroon-800">
          Welcome Back
        </h1>
        <p className="mt-2 text-center text-stone-700">
          Sign in to your account or create a new one
        </p>
        {refusal && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {refusal}
          </p>
        )}
        <Tabs value={tab} onValueChange={setTab} className="mt-6">
          <TabList
            aria-label="Sign in or sign up"
            className="flex gap-1 rounded-lg bg-saffron-50 p-1"
          >
            <Tab value="sign-in" className={tabClass}>
              Sign In
            </Tab>
            <Tab value="sign-up" className={tabClass}>
              Sign Up
            </Tab>
          </TabList>

          <TabPanel value="sign-in" className="mt-6">
            <Form method="post" noValidate className="space-y-4">
              <input type="hidden" name="intent" value="sign-in" />
              <input type="hidden" name={RETURN_FIELD} value={redirectTo} />
              <Field
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                error={errors('sign-in').email}
              />
              <Field
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                error={errors('sign-in').password}
              />
              <Button
                type="submit"
                variant="festival"
                className="w-full"
                disabled={submitting === 'sign-in'}
              >
                {submitting === 'sign-in' ? 'Signing in...' : 'Sign In'}
              </Button>
            </Form>
            {answer?.unverifiedEmail && (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name={RETURN_FIELD} value={redirectTo} />
                <input type="hidden" name="email" value={answer.unverifiedEmail} />
                <Button
                  type="submit"
                  variant="outline"
                  className="w-full"
                  disabled={submitting === 'resend'}
                >
                  Send the verification link again
                </Button>
              </Form>
            )}
            <button
              type="button"
              onClick={() => setForgotOpen((open) => !open)}
              className="mt-4 text-sm font-medium text-maroon-700 underline"
              aria-expanded={forgotOpen}
              aria-controls="forgot-password"
            >
              Forgot password?
            </button>
            <Form
              method="post"
              noValidate
              id="forgot-password"
              hidden={!forgotOpen}
              className="mt-3 space-y-3 rounded-lg bg-saffron-50 p-4"
            >
              <input type="hidden" name="intent" value="forgot" />
              <input type="hidden" name={RETURN_FIELD} value={redirectTo} />
              <Field
                label="Your account's e-mail"
                name="email"
                type="email"
                autoComplete="email"
                error={errors('forgot').email}
              />
              <Button type="submit" variant="outline" disabled={submitting === 'forgot'}>
                {submitting === 'forgot' ? 'Sending...' : 'Send me a reset link'}
              </Button>
            </Form>
          </TabPanel>

          <TabPanel value="sign-up" className="mt-6">
            <Form method="post" noValidate className="space-y-4">
              <input type="hidden" name="intent" value="sign-up" />
              {/* The verification link brings the new customer back where they were going. */}
              <input type="hidden" name={RETURN_FIELD} value={redirectTo} />
              <Field
                label="Full Name"
                name="fullName"
                autoComplete="name"
                maxLength={100}
                error={errors('sign-up').fullName}
              />
              <Field
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                error={errors('sign-up').email}
              />
              <NewPasswordField error={errors('sign-up').password} />
              <Button
                type="submit"
                variant="festival"
                className="w-full"
                disabled={submitting === 'sign-up'}
              >
                {submitting === 'sign-up' ? 'Creating account...' : 'Create Account'}
              </Button>
            </Form>
          </TabPanel>
        </Tabs>
      </div>
    </main>
  );
}
