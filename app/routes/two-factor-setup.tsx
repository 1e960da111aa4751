/**
 * Two-factor sign-in for the signed-in account: owners and managers set it up before anything
 * else (the admin area sends them here); customers may turn it on for themselves.
 */
import { data, useNavigation } from 'react-router';
import { Refusal } from '#app/components/refusal.tsx';
import {
  ConfirmStep,
  ManageForms,
  StartForm,
  type AuthenticatorSetup,
} from '#app/components/account/two-factor-sections.tsx';
import { z } from 'zod';
import { answerRefusals, redirectWithToast } from '#app/lib/action.server.ts';
import { dispatchIntent, type PostedForm } from '#app/lib/intents.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { requiresSecondFactor, SECOND_FACTOR_SETUP_PATH } from '#core/second-factor.ts';
import { twoFactorSetupSchema } from '#core/second-factor-input.ts';
import { qrPath } from '#server/auth/qr-code.ts';
import {
  confirmTwoFactor,
  newBackupCodes,
  startTwoFactor,
  turnOffTwoFactor,
} from '#server/auth/two-factor-setup.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import type { Route } from './+types/two-factor-setup';

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  return data(
    {
      enabled: user.twoFactorEnabled,
      required: Boolean(user.roleAwaitingSecondFactor) || requiresSecondFactor(user.role),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Two-factor sign-in') },
  { name: 'robots', content: 'noindex' },
];

/** What the app needs to be set up, drawn on the page: its key, a QR code of it, the codes. */
function setupOf(totpURI: string, backupCodes: string[]): AuthenticatorSetup {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return {
    totpURI,
    secretText: secret.replace(/(.{4})/g, '$1 ').trim(),
    backupCodes,
    qr: qrPath(totpURI),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const user = await requireUser(args);
  // One step at a time, each checked with the whole schema: a refused code keeps the app's key.
  const step = (_step: unknown, sent: PostedForm) => takeStep(args, user, sent);
  // The page's steps; each is read by its branch of twoFactorSetupSchema.
  const twoFactorSteps = z.object({
    intent: z.enum(['start', 'confirm', 'new-backup-codes', 'turn-off']),
  });
  return dispatchIntent(request, twoFactorSteps, {
    start: step,
    confirm: step,
    'new-backup-codes': step,
    'turn-off': step,
  });
}

async function takeStep(
  { request, context }: Route.ActionArgs,
  user: Awaited<ReturnType<typeof requireUser>>,
  sent: PostedForm,
) {
  const form = sent.check(twoFactorSetupSchema, { formOf: (fields) => fields.intent ?? '' });
  if (!form.ok) {
    // A code that is no code: the same step again, with the app's key still shown.
    const { totpURI, backupCodes } = form.fields;
    if (form.fields.intent === 'confirm' && totpURI?.startsWith('otpauth://totp/')) {
      return data(
        { ...form.answer.data, setup: setupOf(totpURI, (backupCodes ?? '').split(' ')) },
        400,
      );
    }
    return form.answer;
  }
  const posted = form.value;
  const { auth } = context;
  const asker = {
    db: context.db,
    auth,
    user,
    headers: request.headers,
    address: context.clientAddress,
  };
  const notice = { mailer: context.mailer, appUrl: context.config.appUrl };
  // Refused at confirming: the same step again, the app's key and codes still shown.
  const setup =
    posted.intent === 'confirm'
      ? setupOf(posted.totpURI, posted.backupCodes.split(' '))
      : undefined;
  return answerRefusals({ title: 'Error', form: posted.intent, setup }, async () => {
    switch (posted.intent) {
      case 'start': {
        const { storeName } = await getStoreSettings(context.db);
        const started = await startTwoFactor(asker, {
          password: posted.password,
          issuer: storeName,
        });
        return data({ setup: setupOf(started.totpURI, started.backupCodes) });
      }
      case 'confirm': {
        const headers = await confirmTwoFactor(auth, request.headers, posted.code);
        const done = {
          title: 'Two-factor sign-in is on',
          description: 'Each sign-in now asks for a code from your app.',
        };
        return redirectWithToast(SECOND_FACTOR_SETUP_PATH, done, context, headers);
      }
      case 'new-backup-codes':
        return data({ newCodes: await newBackupCodes(asker, posted, notice) });
      case 'turn-off': {
        const headers = await turnOffTwoFactor(asker, posted, notice);
        const off = { title: 'Two-factor sign-in is off' };
        return redirectWithToast(SECOND_FACTOR_SETUP_PATH, off, context, headers);
      }
    }
  });
}

export default function TwoFactorSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const answer =
    actionData && ('fieldErrors' in actionData || 'toast' in actionData) ? actionData : undefined;
  const setup = actionData && 'setup' in actionData ? actionData.setup : undefined;
  const refusal = answer?.toast && !answer.fieldErrors ? answer.toast : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Two-factor sign-in</h1>
        {loaderData.enabled ? (
          <p className="mt-2 text-stone-700">
            Two-factor sign-in is on: each sign-in asks for a code from your authenticator app after
            the password.
          </p>
        ) : (
          <p className="mt-2 text-stone-700">
            {loaderData.required
              ? 'The shop asks owners and managers to turn on two-factor sign-in before anything else, so a stolen password alone cannot open it. '
              : 'A code from an app on your phone after the password, so a stolen password alone cannot open your account. '}
            You need an authenticator app on your phone.
          </p>
        )}
        <Refusal refusal={refusal} only="description" className="text-sm" />
        {loaderData.enabled ? (
          <ManageForms
            required={loaderData.required}
            answer={answer}
            newCodes={actionData && 'newCodes' in actionData ? actionData.newCodes : undefined}
            busy={busy}
          />
        ) : setup ? (
          <ConfirmStep setup={setup} answer={answer} busy={busy} />
        ) : (
          <StartForm answer={answer} busy={busy} />
        )}
      </div>
    </main>
  );
}
