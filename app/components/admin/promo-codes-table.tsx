/** The promo codes list: each code's terms, its on/off switch and its Edit link. */
import { Link } from 'react-router';
import { ActiveSwitch } from './active-switch.tsx';
import { AdminTable, adminCell } from './admin-table.tsx';
import { Icon } from '#app/components/ui/icons.tsx';
import { ADMIN_PROMO_CODES_PATH } from '#app/lib/admin-paths.ts';
import type { PromoCodeRow } from '#app/lib/promo-code-views.ts';

const headings = ['Code', 'Percent off', 'Valid', 'Minimum subtotal', 'Uses', 'Status', 'Actions'];

export function PromoCodesTable({ promos }: { promos: PromoCodeRow[] }) {
  if (promos.length === 0) {
    return (
      <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
        No promo codes yet.
      </p>
    );
  }
  return (
    <AdminTable caption={`Promo codes, newest first (${promos.length})`} headings={headings}>
      {promos.map((promo) => (
        <tr key={promo.code}>
          <th scope="row" className={`${adminCell} font-mono font-semibold text-stone-900`}>
            {promo.code}
          </th>
          <td className={adminCell}>{promo.percentOff}</td>
          <td className={adminCell}>{promo.valid}</td>
          <td className={adminCell}>{promo.minimum}</td>
          <td className={adminCell}>{promo.uses}</td>
          <td className={adminCell}>
            <ActiveSwitch
              action={ADMIN_PROMO_CODES_PATH}
              fetcherKey={`promo-active-${promo.code}`}
              label={`${promo.code} can be used`}
              isActive={promo.isActive}
              fields={{ intent: 'set-active', code: promo.code }}
            />
          </td>
          <td className={adminCell}>
            <Link
              to={`${ADMIN_PROMO_CODES_PATH}?edit=${encodeURIComponent(promo.code)}`}
              preventScrollReset
              aria-label={`Edit ${promo.code}`}
              className="inline-flex items-center gap-1 rounded-md border border-stone-300 px-3 py-1.5 font-medium hover:bg-saffron-50"
            >
              <Icon name="pencil" className="size-4" aria-hidden />
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
