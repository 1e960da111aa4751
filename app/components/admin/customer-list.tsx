/** The admin's customers: the figures above the list, and the list itself. */
import { AdminTable, adminCell } from './admin-table.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import type { CustomerFigures as Figures, CustomerRow } from '#app/lib/admin-customer-rows.ts';

export function CustomerFigures({ figures }: { figures: Figures }) {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-3">
      <StatCard label="Total Customers" value={String(figures.totalCustomers)} icon="users-round" />
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
  );
}

const statusClass = {
  Active: 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800',
  other: 'rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800',
};

export function CustomersTable({ customers }: { customers: CustomerRow[] }) {
  return (
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
            <span className={customer.status === 'Active' ? statusClass.Active : statusClass.other}>
              {customer.status}
            </span>
          </td>
          <td className={adminCell}>
            <time dateTime={customer.joinedAt}>{customer.joinedOn}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
