/**
 * POST /counter/bills: a counter's bill reaching the shop, at once or from the device's offline
 * queue, as often as it must (its key records it once). JSON in and out, for the queue's script:
 * 201 recorded now, 200 recorded before, 400 or 409 `{ problem, field }` in the refusal's words,
 * 401 or 403 when signed out or not allowed. The queue keeps a refused bill and shows why.
 */
import { counterBillSchema } from '#core/counter-input.ts';
import {
  answerRefusalsInJson,
  readJsonBody,
  refusedInJson,
  type JsonRefusal,
} from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import type { Route } from './+types/counter-bills';

export const SEND_AS_JSON = 'A bill is sent as JSON, as the counter screen sends it.';
export const UNREADABLE_BILL = 'This bill could not be read: it is not JSON.';
const POST_ONLY = 'Bills are sent here by the counter screen, as a POST.';

/** What the counter's queue reads: `problem` in words, `field` the schema's path to what it is. */
export type BillRefusal = JsonRefusal;

export interface BillRecorded {
  billNumber: string;
  billKey: string;
  totalPaise: number;
  created: boolean;
}

const postOnly = () => refusedInJson(405, { problem: POST_ONLY }, { Allow: 'POST' });

/** Nothing to read here: a resource route with a loader, so a GET is told 405 in words. */
export function loader() {
  return postOnly();
}

export async function action({ request, context, url }: Route.ActionArgs) {
  if (request.method !== 'POST') return postOnly();
  // Who is asking comes first: a signed-out device's bill is not read at all.
  const staff = await requireStaff({ context, request, url }, { refusedAs: 'json' });
  const sent = await readJsonBody(request, counterBillSchema, {
    notJson: SEND_AS_JSON,
    unreadable: UNREADABLE_BILL,
  });
  if (!sent.ok) return sent.answer;
  const bill = sent.value;
  return answerRefusalsInJson(async () => {
    const { billNumber, totalPaise, created } = await context.recordCounterBill({
      cashierId: staff.id,
      bill,
    });
    const recorded: BillRecorded = {
      billNumber,
      billKey: bill.idempotencyKey,
      totalPaise,
      created,
    };
    return Response.json(recorded, {
      status: created ? 201 : 200,
      headers: { 'Cache-Control': PRIVATE_PAGE_CACHE },
    });
  });
}
