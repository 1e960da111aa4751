/** The two-factor sign-in page's steps: begin with the password, scan and confirm, then manage. */
import { Form } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { ActionAnswer } from '#core/action-answer.ts';

export interface AuthenticatorSetup {
  totpURI: string;
  /** The secret as the app's manual entry takes it, in groups of four. */
  secretText: string;
  backupCodes: string[];
  qr: { size: number; d: string };
}

function BackupCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-amber-950">Your backup codes</h3>
      <p className="mt-1 text-sm text-amber-950">
        Keep them somewhere safe, away from your phone: each one signs you in once if the phone is
        lost. They are shown only now.
      </p>
      <ul aria-label="Backup codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

export function StartForm({ answer, busy }: { answer?: ActionAnswer; busy: boolean }) {
  return (
    <Form method="post" noValidate className="mt-6 space-y-4">
      <input type="hidden" name="intent" value="start" />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        hint="Your password, to show it is you."
        error={answer?.fieldErrors?.password}
      />
      <Button type="submit" variant="festival" disabled={busy}>
        Set up two-factor sign-in
      </Button>
    </Form>
  );
}

export function ConfirmStep(props: {
  setup: AuthenticatorSetup;
  answer?: ActionAnswer;
  busy: boolean;
}) {
  const { setup } = props;
  return (
    <section aria-labelledby="scan" className="mt-6">
      <h2 id="scan" className="font-display text-xl font-bold text-maroon-800">
        1. Add the shop to your authenticator app
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Scan the code with Google Authenticator, Microsoft Authenticator, 1Password or any app that
        makes 6-digit codes, or type the key into it.
      </p>
      <svg
        role="img"
        aria-label="QR code of your authenticator key"
        viewBox={`-4 -4 ${setup.qr.size + 8} ${setup.qr.size + 8}`}
        className="mt-4 size-48 bg-white"
        shapeRendering="crispEdges"
      >
        <path d={setup.qr.d} fill="#000" />
      </svg>
      <p className="mt-2 text-sm text-stone-700">
        Key: <code className="font-mono text-stone-900">{setup.secretText}</code>
      </p>
      <BackupCodes codes={setup.backupCodes} />
      <h2 className="mt-6 font-display text-xl font-bold text-maroon-800">
        2. Enter the code the app shows
      </h2>
      <Form method="post" noValidate className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="totpURI" value={setup.totpURI} />
        <input type="hidden" name="backupCodes" value={setup.backupCodes.join(' ')} />
        <Field
          label="Code from your app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={props.answer?.fieldErrors?.code}
        />
        <Button type="submit" variant="festival" disabled={props.busy}>
          Turn on two-factor sign-in
        </Button>
      </Form>
    </section>
  );
}

/** Weakening the second factor asks for it as well as the password. */
function CurrentCodeField({ error }: { error: string | undefined }) {
  return (
    <Field
      label="Code from your app"
      name="code"
      inputMode="text"
      autoComplete="one-time-code"
      hint="Or one of your backup codes, if the phone is lost."
      error={error}
    />
  );
}

export function ManageForms(props: {
  required: boolean;
  answer?: ActionAnswer;
  newCodes?: string[];
  busy: boolean;
}) {
  const errorOf = (form: string, field: 'password' | 'code') =>
    props.answer?.form === form ? props.answer.fieldErrors?.[field] : undefined;
  return (
    <>
      {props.newCodes && <BackupCodes codes={props.newCodes} />}
      <section aria-labelledby="new-codes" className="mt-6 border-t border-stone-200 pt-4">
        <h2 id="new-codes" className="font-semibold text-stone-900">
          New backup codes
        </h2>
        <p className="mt-1 text-sm text-stone-700">Ten new codes; the old ones stop working.</p>
        <Form method="post" noValidate className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="new-backup-codes" />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errorOf('new-backup-codes', 'password')}
          />
          <CurrentCodeField error={errorOf('new-backup-codes', 'code')} />
          <Button type="submit" variant="outline" disabled={props.busy}>
            Make new backup codes
          </Button>
        </Form>
      </section>
      <section aria-labelledby="turn-off" className="mt-6 border-t border-stone-200 pt-4">
        <h2 id="turn-off" className="font-semibold text-stone-900">
          Turn off, or move to a new phone
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          {props.required
            ? 'Your role needs two-factor sign-in: once it is off, set it up again on the new phone before you open the admin area.'
            : 'Your password alone will sign you in again, until you set it up on a new phone.'}
        </p>
        <Form method="post" noValidate className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="turn-off" />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errorOf('turn-off', 'password')}
          />
          <CurrentCodeField error={errorOf('turn-off', 'code')} />
          <Button type="submit" variant="destructive" disabled={props.busy}>
            Turn off two-factor sign-in
          </Button>
        </Form>
      </section>
    </>
  );
}
