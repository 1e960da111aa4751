import { data } from 'react-router';
import { CustomerFigures, CustomersTable } from '#app/components/admin/customer-list.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { FilterForm } from '#app/components/filter-form.tsx';
import { SearchField } from '#app/components/search-field.tsx';
import { customerRow } from '#app/lib/admin-customer-rows.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { readPage } from '#app/lib/list-queries.ts';
import { readSearch } from '#core/search-query.ts';
import { listAdminCustomers } from '#server/admin/customers.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/customers';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const params = url.searchParams;
  const search = readSearch(params);
  const found = await listAdminCustomers(context.db, staff, { search, page: readPage(params) });
  return data(
    {
      search,
      figures: found.figures,
      total: found.total,
      page: found.page,
      pageCount: found.pageCount,
      customers: found.customers.map(customerRow),
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
      <CustomerFigures figures={figures} />
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
        <CustomersTable customers={customers} />
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Customers" title="Error loading customers" />;
}
