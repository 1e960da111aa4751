import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { ProfileView } from '#app/lib/dashboard-views.ts';
import { PROFILE_PATH } from '#core/paths.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { AddressFields, PhoneField } from '#app/components/address-fields.tsx';

/**
 * The Profile Information form. It posts in the background with JavaScript and as a plain form
 * without; either way the action comes back to the page it was opened on with its toast, or
 * answers with the errors beside the fields and what was typed.
 */
export function ProfileForm(props: { profile: ProfileView; pageResult?: ActionAnswer }) {
  const { fetcher, busy, answer } = useFormFetcher();
  const result = answer ?? props.pageResult;
  const errors = result?.fieldErrors ?? {};
  const initial = { ...props.profile, ...result?.values };

  return (
    <section
      aria-labelledby="profile-information"
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="profile-information" className="font-display text-xl font-bold text-maroon-800">
        Profile Information
      </h2>
      {/* Saved values come back cleaned (a phone without +91); a new key shows them. */}
      <fetcher.Form
        key={JSON.stringify(props.profile)}
        method="post"
        action={PROFILE_PATH}
        noValidate
        preventScrollReset
        className="mt-4 space-y-4"
      >
        <ReturnField />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Full Name"
            name="fullName"
            autoComplete="name"
            required
            defaultValue={initial.fullName}
            error={errors.fullName}
          />
          <PhoneField defaultValue={initial.phone} error={errors.phone} />
        </div>
        <AddressFields values={initial} errors={errors} />
        <div className="flex justify-end">
          <Button type="submit" variant="festival" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
