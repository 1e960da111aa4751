import { data } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { FilterForm } from '#app/components/filter-form.tsx';
import { SearchField } from '#app/components/search-field.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { readPage } from '#app/lib/list-queries.ts';
import { formatShopDate } from '#core/date-format.ts';
import { readSearch } from '#core/search-query.ts';
import { listAdminCustomers } from '#server/admin/customers.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { AdminTable, adminCell } from '#app/components/admin/admin-table.tsx';
import type { Route } from './+types/customers';

/** The spec's word for a blank. */
const BLANK = 'N/A';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const params = url.searchParams;
  const search = readSearch(params);
  const found = await listAdminCustomers(context.db, admin, { search, page: readPage(params) });
  return data(
    {
      search,
      figures: found.figures,
      total: found.total,
      page: found.page,
      pageCount: found.pageCount,
      customers: found.customers.map((customer) => ({
        id: customer.id,
        name: customer.name || BLANK,
        email: customer.email,
        phone: customer.phone || BLANK,
        city: customer.city || BLANK,
        orders: customer.orders,
        status: customer.status,
        joinedOn: formatShopDate(customer.joinedAt),
        joinedAt: customer.joinedAt.toISOString(),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Customers | Admin');

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { figures, customers, search } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Customers</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Customers"
          value={String(figures.totalCustomers)}
          icon="users-round"
        />
        <StatCard
          label="Active Customers"
          value={String(figures.activeCustomers)}
          caption="With at least one delivered order"
          icon="user-check"
        />
        <StatCard
          label="New This Month"
          value={String(figures.newThisMonth)}
          caption={figures.monthLabel}
          icon="calendar-plus"
        />
      </div>
      <FilterForm key={search} label="Search customers" apply="Search" className="mt-6">
        <SearchField
          id="customers-search"
          label="Search customers"
          defaultValue={search}
          placeholder="Name, e-mail or phone"
        />
      </FilterForm>
      {customers.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
          {search ? 'No customers match this search.' : 'No customers yet.'}
        </p>
      ) : (
        <AdminTable
          caption="Customers, newest first"
          headings={['Name', 'Phone', 'City', 'Orders', 'Status', 'Joined']}
          minWidth="narrow"
        >
          {customers.map((customer) => (
            <tr key={customer.id}>
              <th scope="row" className={`${adminCell} font-normal`}>
                <p className="font-medium text-stone-900">{customer.name}</p>
                <p className="text-stone-600">{customer.email}</p>
              </th>
              <td className={adminCell}>{customer.phone}</td>
              <td className={adminCell}>{customer.city}</td>
              <td className={adminCell}>{customer.orders}</td>
              <td className={adminCell}>
                <span
                  className={
                    customer.status === 'Active'
                      ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800'
                      : 'rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800'
                  }
                >
                  {customer.status}
                </span>
              </td>
              <td className={adminCell}>
                <time dateTime={customer.joinedAt}>{customer.joinedOn}</time>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Customers" title="Error loading customers" />;
}
