import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useReturnField } from '#app/lib/use-return-field.tsx';
import type { action, ProfileActionResult } from '#app/routes/dashboard/profile.tsx';
import { CityStatePincode } from '#app/components/city-state-pincode.tsx';
import type { ProfileView } from './profile-summary.tsx';

export const PROFILE_PATH = '/dashboard/profile';

/**
 * The Profile Information form. With JavaScript it saves in the background and says so in a
 * toast; without it, it posts and comes back to the page (303), or shows the errors it was sent.
 */
export function ProfileForm(props: { profile: ProfileView; pageResult?: ProfileActionResult }) {
  const fetcher = useFetcher<typeof action>();
  const returnField = useReturnField();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? props.pageResult;
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const initial = { ...props.profile, ...failed?.values };

  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.ok) toast.success('Profile updated successfully');
    else if (answer?.error) toast.error('Error updating profile', { description: answer.error });
  }, [fetcher.data]);

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
        className="mt-4 space-y-4"
      >
        {returnField}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Full Name"
            name="fullName"
            autoComplete="name"
            required
            defaultValue={initial.fullName}
            error={errors.fullName}
          />
          <Field
            label="Phone Number"
            name="phone"
            type="tel"
            autoComplete="tel-national"
            defaultValue={initial.phone}
            error={errors.phone}
          />
        </div>
        <Field
          label="Address"
          name="address"
          autoComplete="street-address"
          defaultValue={initial.address}
          error={errors.address}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <CityStatePincode values={initial} errors={errors} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="festival" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
