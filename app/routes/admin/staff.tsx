/** The owner's staff page: invite by e-mail with a role, withdraw an invitation, change a role, remove. */
import { data, useNavigation } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import {
  InviteForm,
  RoleDuties,
  StaffTable,
  WaitingInvitations,
} from '#app/components/admin/staff-sections.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { ADMIN_STAFF_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import { staffActionSchema, type StaffAction } from '#core/staff-input.ts';
import { staffRoleLabels } from '#core/staff-roles.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import { inviteStaff, revokeInvitation, waitingInvitations } from '#server/staff/invitations.ts';
import { listStaff, setStaffRole } from '#server/staff/staff-members.ts';
import { endAllSessionsOf } from '#server/auth/signed-in-devices.ts';
import type { Route } from './+types/staff';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const [people, invitations] = await Promise.all([
    listStaff(context.db, staff),
    waitingInvitations(context.db, staff),
  ]);
  return data(
    {
      staff: people.map((member) => ({
        id: member.id,
        name: member.name,
        email: member.email,
        role: member.role === 'customer' ? 'packer' : member.role,
        lastSeen: member.lastSeen ? formatShopDate(member.lastSeen) : '—',
        isYou: member.id === staff.id,
      })),
      invitations: invitations.map((invitation) => ({
        ...invitation,
        expires: formatShopDateTime(invitation.expiresAt),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Staff | Admin');

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, staffActionSchema, (fields) => fields.intent ?? '');
  if (!form.ok) return form.answer;
  const posted = form.value;
  const refusedAs = { title: 'Error updating staff', form: posted.intent, values: form.fields };
  return answerRefusals(refusedAs, async () => {
    const toast = await changeStaff(context, staff, posted);
    return redirectWithToast(ADMIN_STAFF_PATH, toast, context);
  });
}

async function changeStaff(
  { db, mailer, config }: Route.ActionArgs['context'],
  staff: Actor,
  posted: StaffAction,
) {
  switch (posted.intent) {
    case 'invite':
      await inviteStaff(db, staff, posted, { mailer, appUrl: config.appUrl });
      return {
        title: 'Invitation sent',
        description: `${posted.email} can join as ${staffRoleLabels[posted.role]}.`,
      };
    case 'revoke':
      return {
        title: 'Invitation withdrawn',
        description: await revokeInvitation(db, staff, posted.invitationId),
      };
    case 'change-role': {
      const member = await setStaffRole(db, staff, posted.userId, posted.role);
      return {
        title: 'Role changed',
        description: `${member.name} is now ${staffRoleLabels[posted.role]}.`,
      };
    }
    case 'sign-out':
      return {
        title: 'Signed out everywhere',
        description: await endAllSessionsOf(db, staff, posted.userId),
      };
    case 'remove': {
      const member = await setStaffRole(db, staff, posted.userId, 'customer');
      return { title: 'Removed from the staff', description: member.name };
    }
  }
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const rowProblem = actionData?.form !== 'invite' ? actionData?.toast : undefined;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Staff</h1>
      <p className="mt-1 text-stone-700">
        Everyone who helps run the shop, each with a role that opens only their work.
      </p>
      {rowProblem && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          <strong>{rowProblem.title}:</strong> {rowProblem.description}
        </p>
      )}
      <InviteForm answer={actionData?.form === 'invite' ? actionData : undefined} busy={busy} />
      <WaitingInvitations invitations={loaderData.invitations} />
      <StaffTable staff={loaderData.staff} />
      <RoleDuties />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Staff" title="Error loading staff" />;
}
