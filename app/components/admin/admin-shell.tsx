import { Link, NavLink } from 'react-router';
import { Icon, type IconName } from '#app/components/ui/icons.tsx';
import { ADMIN_SETTINGS_PATH } from '#app/lib/admin-paths.ts';
import { SECOND_FACTOR_SETUP_PATH, SIGNED_IN_DEVICES_PATH } from '#core/second-factor.ts';
import { cn } from '#app/lib/class-names.ts';
import { SideMenu } from '../side-menu.tsx';
import { LogoutForm } from '../logout-form.tsx';

/** A sidebar entry, as core/admin-pages.ts lists the pages the staff member's role may open. */
export interface SidebarEntry {
  label: string;
  to: string;
}

const iconOf: Record<string, IconName> = {
  Dashboard: 'layout-dashboard',
  Products: 'package',
  Orders: 'clipboard-list',
  Deliveries: 'map-pin',
  Customers: 'users-round',
  Payouts: 'indian-rupee',
  'Promo codes': 'ticket-percent',
  'Business prices': 'award',
  'Assorted boxes': 'shopping-bag',
  Reviews: 'star',
  Delivery: 'truck',
  Staff: 'user-check',
  Activity: 'file-text',
  Settings: 'settings',
  Kitchen: 'timer',
  'Production sheet': 'printer',
};

const SIDEBAR_LABEL = 'Admin Dashboard v1.0';

function SidebarLinks({
  entries,
  onNavigate,
}: {
  entries: readonly SidebarEntry[];
  onNavigate?: React.MouseEventHandler<HTMLElement>;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {entries.map(({ label, to }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/admin'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 font-medium',
                isActive ? 'bg-saffron-100 text-maroon-800' : 'text-stone-700 hover:bg-saffron-50',
              )
            }
          >
            <Icon name={iconOf[label] ?? 'circle'} className="size-5 shrink-0" aria-hidden />
            {label}
          </NavLink>
        </li>
      ))}
      <li className="mt-4 border-t border-stone-200 pt-4">
        <Link
          to="/"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-md px-3 py-2 font-medium text-stone-700 hover:bg-saffron-50"
        >
          <Icon name="store" className="size-5 shrink-0" aria-hidden />
          Back to the shop
        </Link>
      </li>
    </ul>
  );
}

/** The admin area: a sidebar of its pages (a menu on small screens), the admin's name and Logout. */
export function AdminShell(props: {
  storeName: string;
  adminName: string;
  /** The pages the staff member's role may open. */
  sidebar: readonly SidebarEntry[];
  /** Maintenance mode is on: customers see the closed page. */
  shopClosed: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-cream">
      <header className="flex items-center gap-3 border-b border-stone-200 bg-white px-4 py-3">
        <SideMenu
          title={SIDEBAR_LABEL}
          description="The admin area's pages"
          openLabel="Open admin menu"
          closeLabel="Close admin menu"
          side="left"
          buttonClassName="inline-flex size-10 items-center justify-center rounded-md hover:bg-saffron-50 lg:hidden"
          widthClassName="w-64"
          paddingClassName="p-4"
          titleClassName="font-display text-lg font-bold text-maroon-800"
        >
          {(close) => (
            <nav aria-label={SIDEBAR_LABEL} className="mt-4">
              <SidebarLinks entries={props.sidebar} onNavigate={close} />
            </nav>
          )}
        </SideMenu>
        <Link to="/admin" className="font-display text-xl font-bold text-maroon-800">
          {props.storeName} Admin
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <p className="hidden text-sm text-stone-700 sm:block">{props.adminName}</p>
          <Link
            to={SECOND_FACTOR_SETUP_PATH}
            className="hidden text-sm font-medium text-maroon-700 underline sm:block"
          >
            Two-factor sign-in
          </Link>
          <Link
            to={SIGNED_IN_DEVICES_PATH}
            className="hidden text-sm font-medium text-maroon-700 underline sm:block"
          >
            Your devices
          </Link>
          <LogoutForm />
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-stone-200 bg-white p-3 lg:block">
          <p className="mb-3 px-3 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {SIDEBAR_LABEL}
          </p>
          <nav aria-label={SIDEBAR_LABEL}>
            <SidebarLinks entries={props.sidebar} />
          </nav>
        </aside>
        <main className="min-w-0 flex-1 p-4 md:p-8">
          {props.shopClosed && (
            <p
              role="status"
              className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
            >
              <strong>The shop is closed for maintenance.</strong> Customers see a closed page; you
              can keep working.{' '}
              {props.sidebar.some((entry) => entry.to === ADMIN_SETTINGS_PATH) ? (
                <>
                  Turn maintenance mode off in{' '}
                  <Link to={ADMIN_SETTINGS_PATH} className="font-semibold underline">
                    Settings
                  </Link>{' '}
                  to open it again.
                </>
              ) : (
                'The shop’s owner opens it again from Settings.'
              )}
            </p>
          )}
          {props.children}
        </main>
      </div>
    </div>
  );
}
