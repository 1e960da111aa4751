/**
 * Setting this device up at a counter: the shop gives it a series of its own for its bill
 * numbers, and retires the one it had, so no number is ever given twice.
 */
import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import type { ActionAnswer } from '#core/action-answer.ts';
import { Button } from '#app/components/ui/button.tsx';
import type { CounterDevice } from '#app/lib/counter/device.ts';
import type { CounterScreenData } from '#app/lib/counter-screen-type.ts';

type SetUpAnswer = ActionAnswer & { setUp?: CounterDevice };

export function DeviceSetUp({
  counters,
  current,
  onSetUp,
  onCancel,
}: {
  counters: CounterScreenData['counters'];
  current: CounterDevice | null;
  onSetUp: (device: CounterDevice) => Promise<void>;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<SetUpAnswer>();
  const errorId = useId();
  const setUp = fetcher.data?.setUp;
  useEffect(() => {
    if (setUp) void onSetUp(setUp);
    // The answer is handled once: a new answer is a new object.
  }, [setUp]); // eslint-disable-line react-hooks/exhaustive-deps
  const error = fetcher.data?.fieldErrors?.counterId ?? fetcher.data?.toast?.description;
  return (
    <main className="mx-auto min-h-screen max-w-xl p-4 sm:p-8">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Set up this device</h1>
      <p className="mt-2 text-stone-800">
        Choose the counter this device stands at. It gets a bill series of its own
        {current ? `; its series ${current.series} is closed` : ''}.
      </p>
      {counters.length === 0 ? (
        <p className="mt-6 rounded-md border border-amber-600 bg-amber-50 p-4">
          The shop has no counter yet: the owner adds one in Settings.
        </p>
      ) : (
        <fetcher.Form method="post" className="mt-6 grid gap-4">
          <fieldset aria-describedby={error ? errorId : undefined}>
            <legend className="font-semibold">Counter</legend>
            {counters.map((counter) => (
              <label
                key={counter.id}
                className="mt-2 flex min-h-11 items-center gap-3 rounded-md border border-stone-300 bg-white px-3"
              >
                <input
                  type="radio"
                  name="counterId"
                  value={counter.id}
                  required
                  className="size-5"
                />
                <span>
                  {counter.name} ({counter.paperWidthMm} mm paper)
                </span>
              </label>
            ))}
          </fieldset>
          {current && <input type="hidden" name="retiring" value={current.series} />}
          {error && (
            <p id={errorId} className="text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="festival" size="lg" disabled={fetcher.state !== 'idle'}>
              {fetcher.state === 'idle' ? 'Set up this device' : 'Setting up…'}
            </Button>
            {onCancel && (
              <Button type="button" variant="outline" size="lg" onClick={onCancel}>
                Keep series {current?.series}
              </Button>
            )}
          </div>
        </fetcher.Form>
      )}
    </main>
  );
}
