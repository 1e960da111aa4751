import { describe, expect, test } from 'vitest';
import { adminPageAt, mayUseAdminPage, sidebarFor, staffLandingPath } from './admin-pages.ts';

describe("the admin area's pages", () => {
  test('a path finds its page, whatever its case, trailing slash or day', () => {
    expect(adminPageAt('/admin')?.path).toBe('/admin');
    expect(adminPageAt('/ADMIN/Orders/')?.path).toBe('/admin/orders');
    expect(adminPageAt('/admin/deliveries/2026-11-26')?.path).toBe('/admin/deliveries/:day');
    expect(adminPageAt('/admin/nowhere')).toBeUndefined();
  });

  test('each role opens and posts to its own pages only', () => {
    expect(mayUseAdminPage('owner', '/admin/settings', 'write')).toBe(true);
    expect(mayUseAdminPage('manager', '/admin/settings', 'read')).toBe(false);
    expect(mayUseAdminPage('manager', '/admin/products', 'write')).toBe(true);
    expect(mayUseAdminPage('packer', '/admin/orders', 'read')).toBe(true);
    expect(mayUseAdminPage('packer', '/admin/payouts', 'read')).toBe(false);
    expect(mayUseAdminPage('rider', '/admin/deliveries/2026-11-26', 'write')).toBe(true);
    expect(mayUseAdminPage('packer', '/admin/deliveries/2026-11-26', 'write')).toBe(false);
    // A page without forms takes no posts, from anyone.
    expect(mayUseAdminPage('owner', '/admin/customers', 'write')).toBe(false);
    expect(mayUseAdminPage('customer', '/admin', 'read')).toBe(false);
    expect(mayUseAdminPage('rider', '/admin/nowhere', 'read')).toBe(true);
  });

  test('a staff page out of the admin area is in the table: the delivery notes', () => {
    const notes = '/orders/HW-000050/delivery-notes';
    expect(adminPageAt(notes)?.path).toBe('/orders/:orderNumber/delivery-notes');
    for (const role of ['owner', 'manager', 'packer', 'rider'] as const) {
      expect(mayUseAdminPage(role, notes, 'read'), role).toBe(true);
      expect(mayUseAdminPage(role, notes, 'write'), role).toBe(false);
    }
    expect(mayUseAdminPage('customer', notes, 'read')).toBe(false);
    expect(sidebarFor('owner', '2026-11-26').map((entry) => entry.to)).not.toContain(notes);
  });

  test("a packer's sidebar is Orders and Deliveries; a packer starts at Orders, a rider at the sheet", () => {
    expect(sidebarFor('packer', '2026-11-26')).toEqual([
      { label: 'Orders', to: '/admin/orders' },
      { label: 'Deliveries', to: '/admin/deliveries/2026-11-26' },
    ]);
    expect(staffLandingPath('packer', '2026-11-26')).toBe('/admin/orders');
    expect(staffLandingPath('rider', '2026-11-26')).toBe('/admin/deliveries/2026-11-26');
    expect(staffLandingPath('manager', '2026-11-26')).toBe('/admin');
  });

  test("the owner's sidebar has every page; a manager's has no Payouts, Staff or Settings", () => {
    const labels = (role: 'owner' | 'manager') =>
      sidebarFor(role, '2026-11-26').map((entry) => entry.label);
    expect(labels('owner')).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Deliveries',
      'Customers',
      'Payouts',
      'Promo codes',
      'Business prices',
      'Assorted boxes',
      'Reviews',
      'Delivery',
      'Staff',
      'Activity',
      'Settings',
      'Counter',
      'Counter days',
      'Counter PIN',
      'Kitchen',
      'Production sheet',
    ]);
    expect(labels('manager')).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Deliveries',
      'Customers',
      'Promo codes',
      'Business prices',
      'Assorted boxes',
      'Reviews',
      'Delivery',
      'Counter',
      'Counter days',
      'Counter PIN',
      'Kitchen',
      'Production sheet',
    ]);
  });

  test('the kitchen has its batches and nothing of the shop’s orders or money, and starts there', () => {
    const labels = sidebarFor('kitchen', '2026-11-26').map((entry) => entry.label);
    expect(labels).toEqual(['Kitchen', 'Production sheet']);
    expect(labels).not.toContain('Orders');
    expect(labels).not.toContain('Dashboard');
    expect(staffLandingPath('kitchen', '2026-11-26')).toBe('/admin/kitchen');
    expect(mayUseAdminPage('kitchen', '/admin/kitchen', 'write')).toBe(true);
    expect(mayUseAdminPage('kitchen', '/admin/orders', 'read')).toBe(false);
  });

  test('a cashier has the counter and nothing else of the back room, and starts there', () => {
    expect(sidebarFor('cashier', '2026-11-26')).toEqual([{ label: 'Counter', to: '/counter' }]);
    expect(staffLandingPath('cashier', '2026-11-26')).toBe('/counter');
    expect(mayUseAdminPage('cashier', '/counter/bills', 'write')).toBe(true);
    expect(mayUseAdminPage('cashier', '/counter/day', 'write')).toBe(true);
    expect(mayUseAdminPage('cashier', '/admin/orders', 'read')).toBe(false);
    expect(mayUseAdminPage('cashier', '/admin/counter-days', 'read')).toBe(false);
    expect(mayUseAdminPage('packer', '/counter', 'read')).toBe(false);
    expect(mayUseAdminPage('customer', '/counter', 'read')).toBe(false);
    expect(mayUseAdminPage('manager', '/admin/counter-days', 'read')).toBe(true);
  });
});
