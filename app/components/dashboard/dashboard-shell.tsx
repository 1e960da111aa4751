import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Icon, type IconName } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/class-names.ts';
import { SideMenu } from '../side-menu.tsx';
import { LogoutForm } from '../logout-form.tsx';
import { buttonClass } from '../ui/button.tsx';

const sections: { label: string; to: string; icon: IconName; end: boolean }[] = [
  { label: 'Dashboard', to: '/dashboard', icon: 'layout-dashboard', end: true },
  { label: 'Orders', to: '/dashboard/orders', icon: 'package', end: false },
  { label: 'Payments', to: '/dashboard/payments', icon: 'credit-card', end: false },
  { label: 'Addresses', to: '/dashboard/addresses', icon: 'map-pin', end: false },
  { label: 'History', to: '/dashboard/history', icon: 'rotate-ccw-clock', end: false },
  { label: 'Profile', to: '/dashboard/profile', icon: 'user', end: false },
];

function SidebarLinks({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: React.MouseEventHandler<HTMLElement>;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {sections.map(({ label, to, icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            title={collapsed ? label : undefined}
            aria-label={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 font-medium',
                isActive ? 'bg-saffron-100 text-maroon-800' : 'text-stone-700 hover:bg-saffron-50',
              )
            }
          >
            <Icon name={icon} className="size-5 shrink-0" aria-hidden />
            {!collapsed && label}
          </NavLink>
        </li>
      ))}
      <li>
        <LogoutForm>
          <button
            type="submit"
            aria-label={collapsed ? 'Logout' : undefined}
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 font-medium text-red-800 hover:bg-red-50"
          >
            <Icon name="log-out" className="size-5 shrink-0" aria-hidden />
            {!collapsed && 'Logout'}
          </button>
        </LogoutForm>
      </li>
    </ul>
  );
}

/** The account area: top bar with the cart and Logout, a collapsible sidebar, an overlay on phones. */
export function DashboardShell(props: {
  customerName: string;
  cartLineCount: number;
  children: React.ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className="min-h-screen bg-cream">
      <header className="flex items-center gap-3 border-b border-stone-200 bg-white px-4 py-3">
        <SideMenu
          title="My Account"
          description="Your account's pages"
          openLabel="Open account menu"
          closeLabel="Close account menu"
          side="left"
          buttonClassName="inline-flex size-10 items-center justify-center rounded-md hover:bg-saffron-50 md:hidden"
          widthClassName="w-64"
          paddingClassName="p-4"
          titleClassName="font-display text-lg font-bold text-maroon-800"
        >
          {(close) => (
            <nav aria-label="Account" className="mt-4">
              <SidebarLinks collapsed={false} onNavigate={close} />
            </nav>
          )}
        </SideMenu>
        <Link to="/" className="font-display text-xl font-bold text-maroon-800">
          Halwai
        </Link>
        <p className="hidden text-sm text-stone-600 sm:block">Hi, {props.customerName}</p>
        <div className="ml-auto flex items-center gap-2">
          <Link
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            to="/cart"
            aria-label={`Cart, ${props.cartLineCount} items`}
          >
            <Icon name="shopping-cart" aria-hidden />
            Cart ({props.cartLineCount})
          </Link>

          <LogoutForm />
        </div>
      </header>
      <div className="flex">
        <aside
          className={cn(
            'hidden shrink-0 border-r border-stone-200 bg-white p-3 md:block',
            collapsed ? 'w-16' : 'w-60',
          )}
        >
          <button
            type="button"
            onClick={() => setCollapsed((value) => !value)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            className="mb-3 inline-flex size-10 items-center justify-center rounded-md hover:bg-saffron-50"
          >
            {collapsed ? (
              <Icon name="panel-left-open" className="size-5" aria-hidden />
            ) : (
              <Icon name="panel-left-close" className="size-5" aria-hidden />
            )}
          </button>
          <nav aria-label="Account">
            <SidebarLinks collapsed={collapsed} />
          </nav>
        </aside>
        <main className="min-w-0 flex-1 p-4 md:p-8">{props.children}</main>
      </div>
    </div>
  );
}
