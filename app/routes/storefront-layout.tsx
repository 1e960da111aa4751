import { Outlet } from 'react-router';
import { Footer } from '#app/components/footer.tsx';
import { Header } from '#app/components/header.tsx';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import type { Route } from './+types/storefront-layout';

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getStoreSettings(context.db);
  return {
    store: {
      storeName: settings.storeName,
      storeDescription: settings.storeDescription,
      email: settings.email,
      phone: settings.phone,
      address: settings.address,
      fssaiLicenceNumber: settings.fssaiLicenceNumber,
    },
  };
}

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  const { store } = loaderData;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header storeName={store.storeName} signedIn={false} cartLineCount={0} />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <Footer store={store} />
    </div>
  );
}
