import { Link, data, useLocation, useNavigate } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { ProductDialog } from '#app/components/admin/product-dialog.tsx';
import { ProductsTable } from '#app/components/admin/products-table.tsx';
import { FilterForm } from '#app/components/filter-form.tsx';
import { SearchField } from '#app/components/search-field.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { redirectWithToast, returnPath, type FormFields } from '#app/lib/action.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import {
  adminProductRow,
  productDialogView,
  productPagePaths,
} from '#app/lib/admin-products-view.ts';
import { ADMIN_PRODUCTS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { readPage } from '#app/lib/list-queries.ts';
import { readSearch } from '#core/search-query.ts';
import { productActionSchema, productFormOf as formOf } from '#core/product-action-input.ts';
import { productFormView, saveProduct } from '#server/admin/product-form.ts';
import { listAdminProducts, setProductActive } from '#server/admin/products.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/products';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const params = url.searchParams;
  const search = readSearch(params);
  const editing = params.get('edit');
  const [found, dialog] = await Promise.all([
    listAdminProducts(context.db, staff, { search, page: readPage(params) }),
    params.has('new') || editing ? productFormView(context.db, staff, editing) : null,
  ]);
  return data(
    {
      search,
      dialog,
      total: found.total,
      page: found.page,
      pageCount: found.pageCount,
      products: found.products.map(adminProductRow),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Products | Admin');

/** The dialog's save (add or edit, with its photo) and each row's status switch post here. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const backFrom = (fields: FormFields) => returnPath(fields, ADMIN_PRODUCTS_PATH, context);
  return dispatchIntent(
    request,
    productActionSchema,
    {
      async 'toggle-active'(posted, form) {
        const { productId, isActive } = posted;
        const product = await setProductActive(context.db, staff, productId, isActive);
        const title = product.isActive
          ? 'Product has been activated.'
          : 'Product has been deactivated.';
        return redirectWithToast(
          backFrom(form.fields),
          { title, description: product.name },
          context,
        );
      },
      async save(posted, form) {
        const saved = await saveProduct(context.db, staff, posted);
        const kept = saved.keptVariants.length
          ? `${saved.keptVariants.join(', ')} kept for past orders, no longer sold.`
          : undefined;
        const title = saved.isNew ? 'Product created' : 'Product updated';
        return redirectWithToast(backFrom(form.fields), { title, description: kept }, context);
      },
    },
    {
      formOf,
      lists: ['occasions'],
      refusedAs: (posted, form) => ({
        title:
          posted.intent === 'save' && !posted.productId
            ? 'Error saving product'
            : 'Error updating product',
        form: formOf(form.fields),
        values: form.fields,
        lists: form.lists,
      }),
    },
  );
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { products, search } = loaderData;
  const dialog = productDialogView(loaderData.dialog, actionData);
  const location = useLocation();
  const navigate = useNavigate();
  const { list: listPath, withDialog } = productPagePaths(location.search);
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
      <ProductsTable
        products={products}
        total={loaderData.total}
        searched={search !== ''}
        editPath={(productId) => withDialog('edit', productId)}
      />
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
