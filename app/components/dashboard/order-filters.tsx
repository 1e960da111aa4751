/** The dashboard orders' search and status filter: a GET form, so they live in the URL. */
import type { OrderQuery } from '#app/lib/list-queries.ts';
import { orderStatusLabels, orderStatuses } from '#core/order-status.ts';
import { FilterForm } from '../filter-form.tsx';
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
    <FilterForm
      key={`${query.search}|${query.status}|${query.deliveryDate ?? ''}`}
      label="Filter orders"
      apply="Filter"
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
    </FilterForm>
  );
}
