import { Link, data, useLocation, useNavigate } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { PromoCodeDialog } from '#app/components/admin/promo-code-dialog.tsx';
import { PromoCodesTable } from '#app/components/admin/promo-codes-table.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { Refusal } from '#app/components/refusal.tsx';
import { redirectWithToast, returnPath, type FormFields } from '#app/lib/action.server.ts';
import { dispatchIntent } from '#app/lib/intents.server.ts';
import { ADMIN_PROMO_CODES_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { NEW_PROMO, promoCodeFormView, promoCodeRow } from '#app/lib/promo-code-views.ts';
import { promoCodeActionSchema, promoCodeInput } from '#core/promo-code-input.ts';
import {
  createPromoCode,
  listPromoCodes,
  setPromoCodeActive,
  updatePromoCode,
} from '#server/admin/promo-codes.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/promo-codes';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const params = url.searchParams;
  const promos = await listPromoCodes(context.db, staff);
  const editing = params.get('edit');
  const edited = editing ? promos.find((promo) => promo.code === editing) : undefined;
  const dialog = edited ? promoCodeFormView(edited) : params.has('new') ? NEW_PROMO : null;
  return data(
    {
      dialog,
      promos: promos.map(promoCodeRow),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Promo codes | Admin');

/** The dialog's save (create or update) and each row's status switch post here. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const whichForm = (fields: FormFields) => (fields.intent === 'set-active' ? 'switch' : 'dialog');
  const backFrom = (fields: FormFields) => returnPath(fields, ADMIN_PROMO_CODES_PATH, context);
  return dispatchIntent(
    request,
    promoCodeActionSchema,
    {
      async 'set-active'(posted, form) {
        const promo = await setPromoCodeActive(context.db, staff, posted.code, posted.isActive);
        const title = promo.isActive ? 'Promo code switched on.' : 'Promo code switched off.';
        return redirectWithToast(
          backFrom(form.fields),
          { title, description: promo.code },
          context,
        );
      },
      async create(posted, form) {
        await createPromoCode(context.db, staff, promoCodeInput(posted));
        return redirectWithToast(backFrom(form.fields), { title: 'Promo code created' }, context);
      },
      async update(posted, form) {
        await updatePromoCode(context.db, staff, promoCodeInput(posted));
        return redirectWithToast(backFrom(form.fields), { title: 'Promo code updated' }, context);
      },
    },
    {
      formOf: whichForm,
      refusedAs: (_posted, form) => ({
        title: 'Error saving promo code',
        form: whichForm(form.fields),
        values: form.fields,
      }),
    },
  );
}

export default function AdminPromoCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { promos, dialog } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  // The page's own address with the dialog open: the dialog posts there, so a refusal keeps it.
  const dialogPath = `${location.pathname}${location.search}`;
  const close = () => void navigate(ADMIN_PROMO_CODES_PATH, { preventScrollReset: true });
  // A switch refused without JavaScript (with it, the toast says the same).
  const switchProblem = actionData?.form === 'switch' ? actionData.toast : undefined;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Promo codes</h1>

        <Link
          className={buttonClass({ variant: 'festival' })}
          to={`${ADMIN_PROMO_CODES_PATH}?new=1`}
          preventScrollReset
        >
          <Icon name="plus" aria-hidden />
          Add Promo Code
        </Link>
      </div>
      <p className="mt-1 text-stone-700">
        Codes are case-sensitive: customers type them exactly. Text that is no code gives no
        discount and no message.
      </p>
      <Refusal refusal={switchProblem} />
      <PromoCodesTable promos={promos} />
      {dialog && (
        <PromoCodeDialog
          key={dialog.code || 'new'}
          promo={dialog}
          formAction={dialogPath}
          returnTo={ADMIN_PROMO_CODES_PATH}
          onClose={close}
          pageResult={actionData?.form === 'dialog' ? actionData : undefined}
        />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Promo codes" title="Error loading promo codes" />;
}
