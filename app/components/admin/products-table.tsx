/** The admin's products, newest first: each with its variants, its status switch and Edit. */
import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import type { AdminProductRowView } from '#app/lib/admin-products-view.ts';
import { ADMIN_PRODUCTS_PATH } from '#app/lib/admin-paths.ts';
import { ActiveSwitch } from './active-switch.tsx';
import { AdminTable, adminCell } from './admin-table.tsx';

export function ProductsTable(props: {
  products: AdminProductRowView[];
  total: number;
  /** The list is a search's answer. */
  searched: boolean;
  /** The page's address with the dialog open for this product. */
  editPath: (productId: string) => string;
}) {
  if (props.products.length === 0) {
    return (
      <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
        {props.searched ? 'No products match this search.' : 'No products yet.'}
      </p>
    );
  }
  return (
    <AdminTable
      caption={`Products, newest first (${props.total})`}
      headings={['Product', 'Category', 'Variants', 'Status', 'Actions']}
    >
      {props.products.map((product) => (
        <tr key={product.id}>
          <th scope="row" className={`${adminCell} font-normal`}>
            <div className="flex items-center gap-3">
              <img
                src={product.imageUrl}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 rounded-md object-cover"
              />
              <span className="font-medium text-stone-900">{product.name}</span>
            </div>
          </th>
          <td className={adminCell}>{product.category}</td>
          <td className={adminCell}>
            <ul className="space-y-0.5">
              {product.variants.map((variant) => (
                <li key={variant.id}>
                  {variant.label}: {variant.price} · {variant.stock} in stock
                  {variant.isDefault && <span className="text-stone-500"> (default)</span>}
                </li>
              ))}
            </ul>
          </td>
          <td className={adminCell}>
            <ActiveSwitch
              action={ADMIN_PRODUCTS_PATH}
              fetcherKey={`active-${product.id}`}
              label={`${product.name} is shown in the shop`}
              isActive={product.isActive}
              fields={{ intent: 'toggle-active', productId: product.id }}
            />
          </td>
          <td className={adminCell}>
            <Link
              to={props.editPath(product.id)}
              preventScrollReset
              aria-label={`Edit ${product.name}`}
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
