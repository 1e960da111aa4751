import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { cataloguePages } from '../core/catalogue-pages.ts';
import { policySlugs } from './content/policies.ts';

export default [
  layout('routes/storefront-layout.tsx', [
    index('routes/home.tsx'),
    ...Object.entries(cataloguePages).map(([key, page]) =>
      route(page.path.slice(1), 'routes/catalogue.tsx', { id: `catalogue-${key}` }),
    ),
    route('product/:id', 'routes/product.tsx'),
    route('product/:id/review', 'routes/product-review.tsx'),
    route('boxes', 'routes/boxes.tsx'),
    route('boxes/:id', 'routes/box.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/gift', 'routes/gift-checkout.tsx'),
    route('gift-recipients', 'routes/gift-recipients.tsx'),
    route('my-orders', 'routes/my-orders.tsx'),
    route('orders/:orderNumber', 'routes/order.tsx'),
    route('orders/:orderNumber/pay', 'routes/pay.tsx'),
    route('auth', 'routes/auth.tsx'),
    route('auth/reset-password', 'routes/reset-password.tsx'),
    route('auth/second-factor', 'routes/second-factor.tsx'),
    route('account/two-factor', 'routes/two-factor-setup.tsx'),
    route('account/devices', 'routes/signed-in-devices.tsx'),
    route('auth/logout', 'routes/logout.ts'),
    route('staff/join', 'routes/staff-join.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    ...policySlugs.map((slug) => route(slug, 'routes/policy-page.tsx', { id: `policy-${slug}` })),
  ]),
  // The tax invoice stands on its own page, ready to print; and as a PDF.
  route('orders/:orderNumber/invoice', 'routes/invoice.tsx'),
  route('orders/:orderNumber/invoice.pdf', 'routes/invoice-pdf.ts'),
  route('orders/:orderNumber/recipients.csv', 'routes/order-recipients-csv.ts'),
  route('orders/:orderNumber/delivery-notes', 'routes/delivery-notes.tsx'),
  route('gift-recipients/template.csv', 'routes/gift-recipients-template.ts'),
  // The riders' sheet prints on its own, without the admin's sidebar.
  route('admin/deliveries/:day', 'routes/admin-deliveries.tsx'),
  // The counter's bills arrive here as JSON, from its screen or its offline queue.
  route('counter/bills', 'routes/counter-bills.ts'),
  // The counter stands on its own, made for a tablet; its bill, the customer's copy, too.
  route('counter', 'routes/counter.tsx'),
  // The cashier's own day at a counter, and its close (the Z report, printed there).
  route('counter/day', 'routes/counter-day.tsx'),
  route('bills/:billKey', 'routes/counter-bill.tsx'),
  route('dashboard', 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/overview.tsx'),
    route('orders', 'routes/dashboard/orders.tsx'),
    route('payments', 'routes/dashboard/payments.tsx'),
    route('addresses', 'routes/dashboard/addresses.tsx'),
    route('history', 'routes/dashboard/history.tsx'),
    route('profile', 'routes/dashboard/profile.tsx'),
  ]),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('customers', 'routes/admin/customers.tsx'),
    route('payouts', 'routes/admin/payouts.tsx'),
    route('payouts/export', 'routes/admin/payouts-export.ts'),
    route('promo-codes', 'routes/admin/promo-codes.tsx'),
    route('business-prices', 'routes/admin/business-prices.tsx'),
    route('boxes', 'routes/admin/boxes.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('delivery', 'routes/admin/delivery.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('activity', 'routes/admin/activity.tsx'),
    route('activity/export', 'routes/admin/activity-export.ts'),
    route('settings', 'routes/admin/settings.tsx'),
    route('counter-days', 'routes/admin/counter-days.tsx'),
    route('counter-days/:closingId', 'routes/admin/counter-day.tsx'),
    route('counter-pin', 'routes/admin/counter-pin.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
