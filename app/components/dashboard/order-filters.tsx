/** The dashboard orders' search and status filter: a GET form, so they live in the URL. */
import { Form } from 'react-router';
import type { OrderQuery } from '#app/lib/list-queries.ts';
import { orderStatusLabels, orderStatuses } from '#core/order-status.ts';
import { FilterSelect } from '../filter-select.tsx';
import { SearchField } from '../search-field.tsx';

const statusOptions = [
  { value: '', label: 'All Statuses' },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
];

export function OrderFilters({
  query,
  placeholder = 'Order number or product',
  children,
}: {
  query: OrderQuery;
  placeholder?: string;
  /** More filters of the same form (the admin's delivery date). */
  children?: React.ReactNode;
}) {
  return (
    // Keyed by the query so a 'Clear filters' link empties the fields it no longer applies.
    <Form
      key={`${query.search}|${query.status}|${query.deliveryDate ?? ''}`}
      method="get"
      role="search"
      aria-label="Filter orders"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <SearchField
        id="orders-search"
        label="Search orders"
        defaultValue={query.search}
        placeholder={placeholder}
      />
      <FilterSelect
        id="orders-status"
        label="Status"
        name="status"
        defaultValue={query.status}
        options={statusOptions}
        className="sm:w-44"
      />
      {children}
      <button
        type="submit"
        className="h-10 rounded-md bg-maroon-700 px-4 text-sm font-semibold text-white hover:bg-maroon-800"
      >
        Filter
      </button>
    </Form>
  );
}
