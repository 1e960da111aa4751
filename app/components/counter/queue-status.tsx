/**
 * Whether the counter is online and how many bills wait on the device, said plainly (not by
 * colour alone), and the shop's words when it refused a bill: the bill is kept until it goes.
 */
import type { CounterQueueStatus } from '#app/lib/counter/use-counter-queue.ts';
import { cn } from '#app/lib/class-names.ts';

export function queueStatusText({
  online,
  waiting,
}: Pick<CounterQueueStatus, 'online' | 'waiting'>) {
  const bills = `${waiting} ${waiting === 1 ? 'bill' : 'bills'} waiting`;
  if (!online) return waiting > 0 ? `Offline: ${bills}` : 'Offline';
  return waiting > 0 ? `Online: ${bills}` : 'Online: every bill has reached the shop';
}

export function QueueStatus({ status }: { status: CounterQueueStatus }) {
  const calm = status.online && status.waiting === 0 && !status.problem;
  return (
    <div
      role="status"
      className={cn(
        'rounded-md border px-3 py-2 text-sm font-medium print:hidden',
        calm ? 'border-stone-300 text-stone-700' : 'border-amber-600 bg-amber-50 text-stone-900',
      )}
    >
      <p>{queueStatusText(status)}</p>
      {status.problem && (
        <p className="mt-1 font-normal">
          The shop refused the oldest bill waiting: {status.problem} It stays on this device, and is
          sent again when the next bill is taken or the counter opens again.
        </p>
      )}
    </div>
  );
}
