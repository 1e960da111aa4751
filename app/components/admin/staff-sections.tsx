/**
 * The staff page's parts: the invitation form, the invitations still waiting, the people with
 * their roles, and what each role may do. Plain forms: they work the same without JavaScript.
 */
import { Form } from 'react-router';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { StaffRowView } from '#app/lib/staff-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import {
  STAFF_ROLES,
  staffRoleDuties,
  staffRoleLabels,
  type StaffRole,
} from '#core/staff-roles.ts';
import { AdminTable, adminCell } from './admin-table.tsx';

export interface InvitationRowView {
  id: string;
  email: string;
  role: StaffRole;
  expires: string;
}

/** A row's one-button form: what it posts, and what its button says to a screen reader. */
function RowAction(props: {
  fields: Record<string, string>;
  label: string;
  destructive?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant={props.destructive ? 'destructive' : 'outline'}
        size="sm"
        aria-label={props.label}
      >
        {props.children}
      </Button>
    </Form>
  );
}

function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {staffRoleLabels[role]}
    </option>
  ));
}

/** A staff member's role, changed from their row. */
function RoleForm({ member }: { member: StaffRowView }) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="change-role" />
      <input type="hidden" name="userId" value={member.id} />
      <label htmlFor={`role-${member.id}`} className="sr-only">
        Role of {member.name}
      </label>
      <select
        id={`role-${member.id}`}
        name="role"
        defaultValue={member.role}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        <RoleOptions />
      </select>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        aria-label={`Change the role of ${member.name}`}
      >
        Change
      </Button>
    </Form>
  );
}

export function InviteForm({ answer, busy }: { answer?: ActionAnswer; busy: boolean }) {
  const errors = answer?.fieldErrors ?? {};
  return (
    <section aria-labelledby="invite" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="invite" className="font-display text-xl font-bold text-maroon-800">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        They get an e-mail with a link to choose their name and password. The link works for 48
        hours, once.
      </p>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto]">
        <input type="hidden" name="intent" value="invite" />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={answer?.values?.email}
          error={errors.email}
        />
        <div>
          <label htmlFor="invite-role" className="block text-sm font-medium text-stone-800">
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue={answer?.values?.role ?? 'packer'}
            {...fieldErrorWiring('invite-role', errors.role)}
            className="mt-1 block h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm"
          >
            <RoleOptions />
          </select>
          <FieldError controlId="invite-role" error={errors.role} />
        </div>
        <div className="sm:pt-6">
          <Button type="submit" variant="festival" disabled={busy}>
            Send invitation
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function WaitingInvitations({ invitations }: { invitations: InvitationRowView[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="waiting" className="mt-8">
      <h2 id="waiting" className="font-display text-xl font-bold text-maroon-800">
        Invitations waiting
      </h2>
      <AdminTable
        caption="Invitations not yet used"
        headings={['Email', 'Role', 'Link works until', 'Actions']}
        minWidth="narrow"
        className="mt-3"
      >
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <th scope="row" className={`${adminCell} font-medium text-stone-900`}>
              {invitation.email}
            </th>
            <td className={adminCell}>{staffRoleLabels[invitation.role]}</td>
            <td className={adminCell}>{invitation.expires}</td>
            <td className={adminCell}>
              <RowAction
                fields={{ intent: 'revoke', invitationId: invitation.id }}
                label={`Withdraw the invitation to ${invitation.email}`}
              >
                Withdraw
              </RowAction>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

export function StaffTable({ staff }: { staff: StaffRowView[] }) {
  return (
    <section aria-labelledby="people" className="mt-8">
      <h2 id="people" className="font-display text-xl font-bold text-maroon-800">
        People
      </h2>
      <AdminTable
        caption="The shop's staff, by name"
        headings={['Name', 'Role', 'Last seen', 'Actions']}
        className="mt-3"
      >
        {staff.map((member) => (
          <tr key={member.id}>
            <th scope="row" className={`${adminCell} text-left font-normal`}>
              <p className="font-medium text-stone-900">
                {member.name}
                {member.isYou && ' (you)'}
              </p>
              <p className="text-stone-600">{member.email}</p>
            </th>
            <td className={adminCell}>
              {member.offersChanges ? <RoleForm member={member} /> : staffRoleLabels[member.role]}
            </td>
            <td className={adminCell}>{member.lastSeen}</td>
            <td className={`${adminCell} space-y-2`}>
              <RowAction
                fields={{ intent: 'sign-out', userId: member.id }}
                label={`Sign ${member.name} out everywhere`}
              >
                Sign out everywhere
              </RowAction>
              {member.offersChanges && (
                <RowAction
                  fields={{ intent: 'remove', userId: member.id }}
                  label={`Remove ${member.name} from the staff`}
                  destructive
                >
                  Remove
                </RowAction>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <p className="mt-2 text-sm text-stone-700">
        A changed role or a removal signs the person out at once. Someone removed keeps their
        customer account and orders.
      </p>
    </section>
  );
}

export function RoleDuties() {
  return (
    <section aria-labelledby="roles" className="mt-8 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="roles" className="font-display text-xl font-bold text-maroon-800">
        What each role may do
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {STAFF_ROLES.map((role) => (
          <div key={role}>
            <dt className="font-semibold text-stone-900">{staffRoleLabels[role]}</dt>
            <dd className="text-stone-700">{staffRoleDuties[role]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
