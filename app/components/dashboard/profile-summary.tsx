import { Icon, type IconName } from '#app/components/ui/icons.tsx';
import type { ProfileView } from '#app/lib/dashboard-views.ts';

/** The Account Summary card: who the customer is, as the shop knows them. */
export function ProfileSummary({ profile }: { profile: ProfileView }) {
  const place = [profile.city, profile.pincode].filter(Boolean).join(' - ');
  return (
    <section
      aria-labelledby="account-summary"
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="account-summary" className="font-display text-xl font-bold text-maroon-800">
        Account Summary
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-saffron-100 text-maroon-800">
          <Icon name="user-round" className="size-6" aria-hidden />
        </span>
        <p className="text-lg font-semibold text-stone-900">{profile.fullName || 'User'}</p>
      </div>
      <dl className="mt-4 space-y-3 text-sm text-stone-700">
        <SummaryRow icon="mail" label="E-mail" value={profile.email} />
        <SummaryRow icon="calendar" label="Member since" value={profile.memberSince} />
        {profile.phone && <SummaryRow icon="phone" label="Phone" value={profile.phone} />}
        {place && (
          <SummaryRow
            icon="map-pin"
            label="City"
            value={profile.state ? `${place}, ${profile.state}` : place}
          />
        )}
      </dl>
    </section>
  );
}

function SummaryRow(props: { icon: IconName; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium text-stone-600">
        <Icon name={props.icon} className="size-4 shrink-0 text-saffron-600" aria-hidden />
        {props.label}
      </dt>
      <dd className="ml-6 break-all text-stone-900">{props.value}</dd>
    </div>
  );
}
