/**
 * The staff page's people as shown to the owner: their role, when last seen, and whether their row
 * offers Change and Remove: never on one's own row, as nobody changes or removes themselves.
 */
import { formatShopDate } from '#core/date-format.ts';
import type { Role, StaffRole } from '#core/staff-roles.ts';

export interface StaffMemberRecord {
  id: string;
  name: string;
  email: string;
  role: Role;
  lastSeen: Date | null;
}

export interface StaffRowView {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  lastSeen: string;
  isYou: boolean;
  /** The role can be changed and the person removed from here. */
  offersChanges: boolean;
}

/** `viewerId`: the staff member looking at the page. */
export function staffRowsView(people: StaffMemberRecord[], viewerId: string): StaffRowView[] {
  return people.map((member) => {
    const isYou = member.id === viewerId;
    return {
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role === 'customer' ? 'packer' : member.role,
      lastSeen: member.lastSeen ? formatShopDate(member.lastSeen) : '—',
      isYou,
      offersChanges: !isYou,
    };
  });
}
