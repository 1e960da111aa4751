import { Link, data, useLocation, useNavigate } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { ProductDialog } from '#app/components/admin/product-dialog.tsx';
import { ActiveSwitch } from '#app/components/admin/active-switch.tsx';
import { FilterForm } from '#app/components/filter-form.tsx';
import { SearchField } from '#app/components/search-field.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import {
  answer,
  answerRefusals,
  redirectWithToast,
  returnPath,
  type RefusedAs,
} from '#app/lib/action.server.ts';
import { ADMIN_PRODUCTS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { readPage } from '#app/lib/list-queries.ts';
import { categoryLabels } from '#core/catalogue.ts';
import { variantLabel } from '#core/variant-label.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { smallProductImageUrl } from '#core/product-image.ts';
import { readSearch } from '#core/search-query.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { postedFields, postedProductView, type ProductFormView } from '#core/product-form-view.ts';
import {
  productFormView,
  saveProductFromForm,
  toggleProductActive,
} from '#server/admin/product-form.ts';
import { listAdminProducts } from '#server/admin/products.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { AdminTable, adminCell } from '#app/components/admin/admin-table.tsx';
import type { Route } from './+types/products';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const params = url.searchParams;
  const search = readSearch(params);
  const editing = params.get('edit');
  const [found, dialog] = await Promise.all([
    listAdminProducts(context.db, admin, { search, page: readPage(params) }),
    params.has('new') || editing ? productFormView(context.db, admin, editing) : null,
  ]);
  return data(
    {
      search,
      dialog,
      total: found.total,
      page: found.page,
      pageCount: found.pageCount,
      products: found.products.map((product) => ({
        id: product.id,
        name: product.name,
        category: categoryLabels[product.category],
        imageUrl: smallProductImageUrl(product.imageUrl),
        isActive: product.isActive,
        variants: product.variants.map((variant) => ({
          id: variant.id,
          label: variantLabel(variant.weight),
          price: formatRupeesPlain(variant.pricePaise),
          stock: variant.stockQuantity,
          isDefault: variant.isDefault,
        })),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Products | Admin');

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await request.formData();
  const back = returnPath(
    { redirectTo: String(form.get('redirectTo') ?? '') },
    ADMIN_PRODUCTS_PATH,
    context,
  );
  if (form.get('intent') === 'toggle-active') {
    const refused: ProductRefusal = { title: 'Error updating product' };
    return answerRefusals(refused, async () => {
      const product = await toggleProductActive(context.db, admin, form);
      const toast = {
        title: product.isActive ? 'Product has been activated.' : 'Product has been deactivated.',
        description: product.name,
      };
      return await redirectWithToast(back, toast, context);
    });
  }
  const productId = String(form.get('productId') ?? '');
  const isNew = productId === '';
  // Shown again with its errors: drawn anew when the post came without JavaScript.
  const asPosted = async () =>
    postedProductView(
      postedFields(form),
      await productFormView(context.db, admin, isNew ? null : productId),
    );
  const refusedAs = async (): Promise<ProductRefusal> => ({
    title: isNew ? 'Error saving product' : 'Error updating product',
    dialog: await asPosted().catch(() => undefined),
  });
  return answerRefusals(refusedAs, async () => {
    const saved = await saveProductFromForm(context.db, admin, form);
    if (!saved.ok) {
      return answer<ProductAnswer>(
        { fieldErrors: saved.fieldErrors, dialog: await asPosted() },
        400,
      );
    }
    const kept = saved.keptVariants.length
      ? `${saved.keptVariants.join(', ')} kept for past orders, no longer sold.`
      : undefined;
    const toast = { title: isNew ? 'Product created' : 'Product updated', description: kept };
    return await redirectWithToast(back, toast, context);
  });
}

/** The dialog's answer: what was posted comes back with its errors. */
type ProductAnswer = ActionAnswer & { dialog?: ProductFormView };
type ProductRefusal = RefusedAs & { dialog?: ProductFormView };

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { products, search } = loaderData;
  const dialog = actionData?.dialog ?? loaderData.dialog;
  const location = useLocation();
  const navigate = useNavigate();
  // The list as it was, without the dialog's ?new or ?edit.
  const listParams = new URLSearchParams(location.search);
  listParams.delete('new');
  listParams.delete('edit');
  const listPath = `${ADMIN_PRODUCTS_PATH}${listParams.size ? `?${listParams.toString()}` : ''}`;
  const withDialog = (key: string, value: string) => {
    const params = new URLSearchParams(listParams);
    params.set(key, value);
    return `${ADMIN_PRODUCTS_PATH}?${params.toString()}`;
  };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Products</h1>

        <Link
          className={buttonClass({ variant: 'festival' })}
          to={withDialog('new', '1')}
          preventScrollReset
        >
          <Icon name="plus" aria-hidden />
          Add Product
        </Link>
      </div>
      <FilterForm key={search} label="Search products" apply="Search" className="mt-6">
        <SearchField
          id="products-search"
          label="Search products"
          defaultValue={search}
          placeholder="Product name"
        />
      </FilterForm>
      {products.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
          {search ? 'No products match this search.' : 'No products yet.'}
        </p>
      ) : (
        <AdminTable
          caption={`Products, newest first (${loaderData.total})`}
          headings={['Product', 'Category', 'Variants', 'Status', 'Actions']}
        >
          {products.map((product) => (
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
                  to={withDialog('edit', product.id)}
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
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
      {dialog && (
        <ProductDialog
          key={`${dialog.id ?? 'new'}${actionData ? '-answered' : ''}`}
          product={dialog}
          action={withDialog(dialog.id ? 'edit' : 'new', dialog.id ?? '1')}
          pageAnswer={actionData}
          returnTo={listPath}
          onClose={() => void navigate(listPath, { preventScrollReset: true })}
        />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Products" title="Error loading products" />;
}
