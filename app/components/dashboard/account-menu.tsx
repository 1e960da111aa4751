import { SideMenu } from '../side-menu.tsx';
import { SidebarLinks } from './dashboard-shell.tsx';

/** The account area's slide-in menu on phones: the sidebar's links, closing as one is followed. */
export function AccountMenu() {
  return (
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
  );
}
