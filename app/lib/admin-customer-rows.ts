/** A row of the admin's customer list: blanks in the spec's word, the join date in words (IST). */
import { formatShopDate } from '#core/date-format.ts';
import type { AdminCustomer, AdminCustomerList } from '#server/admin/customers.ts';

/** The spec's word for a blank. */
const BLANK = 'N/A';

export function customerRow(customer: AdminCustomer) {
  return {
    id: customer.id,
    name: customer.name || BLANK,
    email: customer.email,
    phone: customer.phone || BLANK,
    city: customer.city || BLANK,
    orders: customer.orders,
    status: customer.status,
    joinedOn: formatShopDate(customer.joinedAt),
    joinedAt: customer.joinedAt.toISOString(),
  };
}

export type CustomerRow = ReturnType<typeof customerRow>;

/** The figures above the list: counts, and the month 'New This Month' is about. */
export type CustomerFigures = AdminCustomerList['figures'];
