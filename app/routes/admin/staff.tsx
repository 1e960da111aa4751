/** The owner's staff page: invite by e-mail with a role, withdraw an invitation, change a role, remove. */
import { data, useNavigation } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { Refusal } from '#app/components/refusal.tsx';
import {
  InviteForm,
  RoleDuties,
  StaffTable,
  WaitingInvitations,
} from '#app/components/admin/staff-sections.tsx';
import { CounterPinForm } from '#app/components/admin/counter-pin-form.tsx';
import { redirectWithToast } from '#app/lib/action.server.ts';
import { postsCounterPin, setCounterPinAction } from '#app/lib/counter-pin-action.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_STAFF_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { staffRowsView } from '#app/lib/staff-view.ts';
import { formatShopDateTime } from '#core/date-format.ts';
import type { Toast } from '#core/action-answer.ts';
import { staffActionSchema } from '#core/staff-input.ts';
import { COUNTER_PIN_FORM } from '#core/counter-pin.ts';
import { may, staffRoleLabels } from '#core/staff-roles.ts';
import { counterPinSetAt } from '#server/counter/counter-pins.ts';
import {
  inviteStaff,
  revokeInvitation,
  waitingInvitations,
} from '#server/auth/staff-invitations.ts';
import { listStaff, setStaffRole } from '#server/staff/staff-members.ts';
import { endAllSessionsOf } from '#server/auth/signed-in-devices.ts';
import type { Route } from './+types/staff';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const [people, invitations, pinSetAt] = await Promise.all([
    listStaff(context.db, staff),
    waitingInvitations(context.db, staff),
    counterPinSetAt(context.db, staff.id),
  ]);
  return data(
    {
      staff: staffRowsView(people, staff.id),
      invitations: invitations.map((invitation) => ({
        ...invitation,
        expires: formatShopDateTime(invitation.expiresAt),
      })),
      // Only one's own PIN, and only for a role whose PIN approves at the counter.
      counterPin: may(staff.role, 'counterApprovals')
        ? { setAt: pinSetAt ? formatShopDateTime(pinSetAt) : null }
        : null,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Staff | Admin');

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  if (await postsCounterPin(request)) {
    return setCounterPinAction(request, context, staff, ADMIN_STAFF_PATH);
  }
  const { db, mailer, config } = context;
  const done = async (toast: Toast) => redirectWithToast(ADMIN_STAFF_PATH, toast, context);
  return dispatchIntent(
    request,
    staffActionSchema,
    {
      async invite(posted) {
        await inviteStaff(db, staff, posted, { mailer, appUrl: config.appUrl });
        const role = staffRoleLabels[posted.role];
        return done({
          title: 'Invitation sent',
          description: `${posted.email} can join as ${role}.`,
        });
      },
      async revoke(posted) {
        const email = await revokeInvitation(db, staff, posted.invitationId);
        return done({ title: 'Invitation withdrawn', description: email });
      },
      async 'change-role'(posted) {
        const member = await setStaffRole(db, staff, posted.userId, posted.role);
        const description = `${member.name} is now ${staffRoleLabels[posted.role]}.`;
        return done({ title: 'Role changed', description });
      },
      async 'sign-out'(posted) {
        const description = await endAllSessionsOf(db, staff, posted.userId);
        return done({ title: 'Signed out everywhere', description });
      },
      async remove(posted) {
        const member = await setStaffRole(db, staff, posted.userId, 'customer');
        return done({ title: 'Removed from the staff', description: member.name });
      },
    },
    {
      formOf: (fields) => fields.intent ?? '',
      refusedAs: (posted, form) => ({
        title: 'Error updating staff',
        form: posted.intent,
        values: form.fields,
      }),
    },
  );
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const rowProblem =
    actionData?.form !== 'invite' && actionData?.form !== COUNTER_PIN_FORM
      ? actionData?.toast
      : undefined;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Staff</h1>
      <p className="mt-1 text-stone-700">
        Everyone who helps run the shop, each with a role that opens only their work.
      </p>
      <Refusal refusal={rowProblem} />
      <InviteForm answer={actionData?.form === 'invite' ? actionData : undefined} busy={busy} />
      <WaitingInvitations invitations={loaderData.invitations} />
      <StaffTable staff={loaderData.staff} />
      <RoleDuties />
      {loaderData.counterPin && (
        <CounterPinForm
          answer={actionData?.form === COUNTER_PIN_FORM ? actionData : undefined}
          setAt={loaderData.counterPin.setAt}
          busy={busy}
        />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Staff" title="Error loading staff" />;
}
