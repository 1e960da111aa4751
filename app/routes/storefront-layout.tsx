import { data, Outlet, useNavigation } from 'react-router';
import { Footer } from '#app/components/footer.tsx';
import { Header } from '#app/components/header.tsx';
import { PERSONAL_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import type { StorefrontLayoutData } from '#app/lib/storefront-data.ts';
import { countCartLines } from '#server/cart/load-cart.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import { wishlistProductIds } from '#server/accounts/wishlist.ts';
import { getCurrentUser } from '#server/auth/current-user.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import type { Route } from './+types/storefront-layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [settings, cartLineCount, user] = await Promise.all([
    getStoreSettings(context.db),
    readCartId(request, context.config).then((cartId) => countCartLines(context.db, cartId)),
    getCurrentUser(context.auth, request),
  ]);
  // Which hearts are filled: only ever for the signed-in customer, so visitors' pages stay shared.
  const savedProductIds = user ? await wishlistProductIds(context.db, user.id) : [];
  // A page showing this visitor's cart or account is theirs alone: no shared cache may keep it.
  const personal = cartLineCount > 0 || user !== null;
  const headers: HeadersInit = personal ? { 'Cache-Control': PERSONAL_PAGE_CACHE } : {};
  return data(
    {
      cartLineCount,
      customerName: user?.name ?? null,
      wishlistProductIds: savedProductIds,
      store: {
        storeName: settings.storeName,
        storeDescription: settings.storeDescription,
        email: settings.email,
        phone: settings.phone,
        address: settings.address,
        fssaiLicenceNumber: settings.fssaiLicenceNumber,
      },
    } satisfies StorefrontLayoutData,
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  const { store, cartLineCount, customerName } = loaderData;
  const navigation = useNavigation();
  const loadingOrders =
    navigation.state === 'loading' && navigation.location.pathname === '/my-orders';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header
        storeName={store.storeName}
        customerName={customerName}
        cartLineCount={cartLineCount}
      />
      <div id="main" className="flex-1">
        {loadingOrders && (
          <p role="status" className="mx-auto max-w-5xl px-4 pt-6 text-stone-700">
            Loading your orders...
          </p>
        )}
        <Outlet />
      </div>
      <Footer store={store} />
    </div>
  );
}
