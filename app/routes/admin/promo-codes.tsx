import { Link, data, useLocation, useNavigate } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { ActiveSwitch } from '#app/components/admin/active-switch.tsx';
import {
  PromoCodeDialog,
  type PromoCodeFormView,
} from '#app/components/admin/promo-code-dialog.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { ADMIN_PROMO_CODES_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { formatShopDate } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import type { PromoCode } from '#core/promo.ts';
import { rupeesForInput } from '#core/rupee-input.ts';
import { promoCodeActionSchema, promoCodeInput } from '#core/promo-code-input.ts';
import {
  createPromoCode,
  listPromoCodes,
  setPromoCodeActive,
  updatePromoCode,
} from '#server/admin/promo-codes.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { AdminTable, adminCell } from '#app/components/admin/admin-table.tsx';
import type { Route } from './+types/promo-codes';

const day = (dayKey: string) => formatShopDate(indiaDayStart(dayKey));

/** 'Always', '1 Nov 2026 – 15 Nov 2026', 'From 1 Nov 2026' or 'Until 15 Nov 2026'. */
function validity({ startsOn, endsOn }: Pick<PromoCode, 'startsOn' | 'endsOn'>) {
  if (startsOn && endsOn) return `${day(startsOn)} – ${day(endsOn)}`;
  if (startsOn) return `From ${day(startsOn)}`;
  if (endsOn) return `Until ${day(endsOn)}`;
  return 'Always';
}

const NEW_PROMO: PromoCodeFormView = {
  code: '',
  percentOff: '',
  startsOn: '',
  endsOn: '',
  minSubtotal: '',
  usageLimit: '',
  isActive: true,
};

function formView(promo: PromoCode): PromoCodeFormView {
  return {
    code: promo.code,
    percentOff: String(promo.percentOff),
    startsOn: promo.startsOn ?? '',
    endsOn: promo.endsOn ?? '',
    minSubtotal: promo.minSubtotalPaise === null ? '' : rupeesForInput(promo.minSubtotalPaise),
    usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
    isActive: promo.isActive,
    timesUsed: promo.timesUsed,
  };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const params = url.searchParams;
  const promos = await listPromoCodes(context.db, admin);
  const editing = params.get('edit');
  const edited = editing ? promos.find((promo) => promo.code === editing) : undefined;
  const dialog = edited ? formView(edited) : params.has('new') ? NEW_PROMO : null;
  return data(
    {
      dialog,
      promos: promos.map((promo) => ({
        code: promo.code,
        percentOff: `${promo.percentOff}%`,
        valid: validity(promo),
        minimum: promo.minSubtotalPaise === null ? 'None' : formatRupees(promo.minSubtotalPaise),
        uses:
          promo.usageLimit === null
            ? String(promo.timesUsed)
            : `${promo.timesUsed} of ${promo.usageLimit}`,
        isActive: promo.isActive,
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Promo codes | Admin');

/** The dialog's save (create or update) and each row's status switch post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const whichForm = (fields: Record<string, string>) =>
    fields.intent === 'set-active' ? 'switch' : 'dialog';
  const form = await readForm(request, promoCodeActionSchema, whichForm);
  if (!form.ok) return form.answer;
  const back = returnPath(form.fields, ADMIN_PROMO_CODES_PATH, context);
  const posted = form.value;
  const refusedAs = {
    title: 'Error saving promo code',
    form: whichForm(form.fields),
    values: form.fields,
  };
  return answerRefusals(refusedAs, async () => {
    if (posted.intent === 'set-active') {
      const promo = await setPromoCodeActive(context.db, admin, posted.code, posted.isActive);
      const title = promo.isActive ? 'Promo code switched on.' : 'Promo code switched off.';
      return await redirectWithToast(back, { title, description: promo.code }, context);
    }
    if (posted.intent === 'create') {
      await createPromoCode(context.db, admin, promoCodeInput(posted));
      return await redirectWithToast(back, { title: 'Promo code created' }, context);
    }
    await updatePromoCode(context.db, admin, promoCodeInput(posted));
    return await redirectWithToast(back, { title: 'Promo code updated' }, context);
  });
}

const headings = ['Code', 'Percent off', 'Valid', 'Minimum subtotal', 'Uses', 'Status', 'Actions'];

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
      {switchProblem && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          <strong>{switchProblem.title}:</strong> {switchProblem.description}
        </p>
      )}
      {promos.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
          No promo codes yet.
        </p>
      ) : (
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
      )}
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
