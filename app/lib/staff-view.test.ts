import { describe, expect, test } from 'vitest';
import { staffRowsView, type StaffMemberRecord } from './staff-view.ts';

const owner: StaffMemberRecord = {
  id: 'owner-1',
  name: 'Meera Halwai',
  email: 'meera@example.com',
  role: 'owner',
  lastSeen: new Date('2026-11-26T06:30:00Z'),
};
const packer: StaffMemberRecord = {
  id: 'packer-1',
  name: 'Ravi Packer',
  email: 'ravi@example.com',
  role: 'packer',
  lastSeen: null,
};

describe("the staff page's people", () => {
  test("the owner's own row offers no Change or Remove; another's row does", () => {
    const [own, other] = staffRowsView([owner, packer], owner.id);
    expect(own).toMatchObject({ name: 'Meera Halwai', isYou: true, offersChanges: false });
    expect(other).toMatchObject({ name: 'Ravi Packer', isYou: false, offersChanges: true });
  });

  test('says when each was last seen, or a dash for never', () => {
    const [own, other] = staffRowsView([owner, packer], owner.id);
    expect(own?.lastSeen).toBe('26 Nov 2026');
    expect(other?.lastSeen).toBe('—');
  });
});
