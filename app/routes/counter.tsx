/**
 * The counter (/counter): a tablet's screen for selling over the counter. Tiles of the shop's
 * sweets, items and boxes, a bill on the side, payment by cash, UPI or card, and the bill printed
 * on the counter's paper. Bills are numbered on the device and reach the shop through its queue
 * (app/lib/counter/), offline or not. Staff with the counter's permission only; its one form sets
 * this device up at a counter.
 */
import { data } from 'react-router';
import { CounterScreen } from '#app/components/counter/counter-screen.tsx';
import { answer, answerRefusals, readForm } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { deviceSetUpSchema } from '#core/counter-device-input.ts';
import { may } from '#core/staff-roles.ts';
import { counterScreen } from '#server/counter/counter-screen.ts';
import { setUpDevice } from '#server/counter/counters.ts';
import type { Route } from './+types/counter';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const { pinApprovers, ...screen } = await counterScreen(context.db);
  const mayApprove = may(staff.role, 'counterApprovals');
  return data(
    {
      ...screen,
      cashier: {
        id: staff.id,
        name: staff.name,
        // Discounts and lines taken off are given by the one signed in, when their role may;
        // a cashier's line taken off, by a manager's PIN checked on the device (even offline).
        mayApprove,
        pinApprovers: mayApprove ? [] : pinApprovers,
      },
      origin: context.config.appUrl,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

/** Sets this device up at a counter: a new series, its old one retired. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, deviceSetUpSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'This device could not be set up' }, async () => {
    const { counterId, retiring } = form.value;
    const setUp = await setUpDevice(context.db, { counterId, userId: staff.id, retiring });
    const paperWidthMm: 58 | 80 = setUp.counter.paperWidthMm === 58 ? 58 : 80;
    const device = {
      counterId: setUp.counter.id,
      counterName: setUp.counter.name,
      paperWidthMm,
      series: setUp.series,
    };
    return answer<ActionAnswer & { setUp: typeof device }>({ setUp: device });
  });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Counter') },
  { name: 'robots', content: 'noindex' },
];

export default function CounterPage({ loaderData }: Route.ComponentProps) {
  return <CounterScreen screen={loaderData} />;
}
