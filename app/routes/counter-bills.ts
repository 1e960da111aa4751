/**
 * POST /counter/bills: a counter's bill reaching the shop, at once or from the device's offline
 * queue, as often as it must (its key records it once). JSON in and out, for the queue's script:
 * 201 recorded now, 200 recorded before, 400 or 409 `{ problem, field }` in the refusal's words,
 * 401 or 403 when signed out or not allowed. The queue keeps a refused bill and shows why.
 */
import { isAppError } from '#core/app-error.ts';
import { counterBillSchema } from '#core/counter-input.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { recordCounterBill } from '#server/counter/record-bill.ts';
import { statusOf } from '#server/http/app-error-status.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import type { Route } from './+types/counter-bills';

export const SEND_AS_JSON = 'A bill is sent as JSON, as the counter screen sends it.';
export const UNREADABLE_BILL = 'This bill could not be read: it is not JSON.';
const POST_ONLY = 'Bills are sent here by the counter screen, as a POST.';

/** What the counter's queue reads: `problem` in words, `field` the schema's path to what it is. */
export interface BillRefusal {
  problem: string;
  field?: string;
}

export interface BillRecorded {
  billNumber: string;
  billKey: string;
  totalPaise: number;
  created: boolean;
}

const answer = (body: BillRefusal | BillRecorded, status: number, headers: HeadersInit = {}) =>
  Response.json(body, {
    status,
    headers: { 'Cache-Control': PRIVATE_PAGE_CACHE, ...headers },
  });

const refused = (status: number, problem: string, field?: string) =>
  answer(field ? { problem, field } : { problem }, status, status === 405 ? { Allow: 'POST' } : {});

/** Nothing to read here: a resource route with a loader, so a GET is told 405 in words. */
export function loader() {
  return refused(405, POST_ONLY);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  if (request.method !== 'POST') return refused(405, POST_ONLY);
  // Who is asking comes first: a signed-out device's bill is not read at all.
  const staff = await requireStaff({ context, request, url }, { refusedAs: 'json' });
  if (!/^\s*application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) {
    return refused(415, SEND_AS_JSON);
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refused(400, UNREADABLE_BILL);
  }
  const parsed = counterBillSchema.safeParse(body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue?.path.map(String).join('.');
    return refused(400, issue?.message ?? UNREADABLE_BILL, field || undefined);
  }
  try {
    const { state } = await getStoreSettings(context.db);
    const bill = parsed.data;
    const recorded = await recordCounterBill(context.db, staff.id, bill, state);
    const { billNumber, totalPaise, created } = recorded;
    const body = { billNumber, billKey: bill.idempotencyKey, totalPaise, created };
    return answer(body, created ? 201 : 200);
  } catch (error) {
    if (isAppError(error)) return refused(statusOf(error.code), error.message, error.field);
    throw error;
  }
}
