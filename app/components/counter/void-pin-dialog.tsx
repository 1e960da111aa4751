/**
 * "Take off" for a cashier: a manager or the owner types their counter PIN on this device. The
 * PIN is checked here, offline too (app/lib/counter/void-by-pin.ts); a wrong one is refused
 * beside the field, and after five wrong PINs in a row the dialog waits 30 seconds.
 */
import { useEffect, useId, useState } from 'react';
import { DialogClose, DialogShell } from '#app/components/dialog-shell.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { billKeyOf, type DraftLine, type PinApproval } from '#app/lib/counter-bill-view.ts';
import type { PinApprover } from '#app/lib/counter/pin-check.ts';
import { approveVoidByPin } from '#app/lib/counter/void-by-pin.ts';
import {
  COUNTER_PIN_MESSAGES,
  COUNTER_PIN_MOST_DIGITS,
  COUNTER_PIN_MOST_TRIES,
  COUNTER_PIN_PAUSE_MS,
} from '#core/counter-pin.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
const key =
  'min-h-12 rounded-md border border-stone-400 bg-stone-50 text-xl font-semibold hover:bg-saffron-50 disabled:opacity-50';

/** Wrong PINs in a row, kept by the bill's panel so closing the dialog does not reset them. */
export interface PinTries {
  wrong: number;
  pausedUntil: number | null;
}

export function VoidPinDialog({
  line,
  cashierId,
  approvers,
  tries,
  onTries,
  onApproved,
  onClose,
  returnFocusTo,
}: {
  line: DraftLine;
  cashierId: string;
  approvers: readonly PinApprover[];
  tries: PinTries;
  onTries: (tries: PinTries) => void;
  onApproved: (approval: PinApproval & { approvedBy: string }) => void;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const paused = tries.pausedUntil !== null;
  useEffect(() => {
    if (tries.pausedUntil === null) return;
    const wait = setTimeout(
      () => onTries({ wrong: 0, pausedUntil: null }),
      Math.max(0, tries.pausedUntil - Date.now()),
    );
    return () => clearTimeout(wait);
  }, [tries.pausedUntil, onTries]);

  async function check() {
    if (paused || checking || pin === '') return;
    setChecking(true);
    try {
      const approvalId = billKeyOf(crypto.getRandomValues(new Uint8Array(16)));
      const approved = await approveVoidByPin(pin, approvers, {
        cashierId,
        line: line.sent,
        approvalId,
      });
      if (approved) {
        onTries({ wrong: 0, pausedUntil: null });
        onApproved(approved);
        return;
      }
      const wrong = tries.wrong + 1;
      const pause = wrong >= COUNTER_PIN_MOST_TRIES;
      onTries({ wrong, pausedUntil: pause ? Date.now() + COUNTER_PIN_PAUSE_MS : null });
      setProblem(COUNTER_PIN_MESSAGES.notAManager);
      setPin('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The PIN could not be checked.');
    } finally {
      setChecking(false);
    }
  }

  const shown = paused
    ? `${COUNTER_PIN_MOST_TRIES} wrong PINs in a row: please wait ${COUNTER_PIN_PAUSE_MS / 1000} seconds before trying again.`
    : problem;
  const type = (digit: string) => {
    setProblem(null);
    setPin((typed) => `${typed}${digit}`.slice(0, COUNTER_PIN_MOST_DIGITS));
  };
  return (
    <DialogShell
      title="Take off this line?"
      description={`${line.priced.description}: a manager or the owner allows it with their counter PIN.`}
      panelClass="fixed top-1/2 left-1/2 max-h-[95vh] w-[calc(100%-1rem)] max-w-sm -translate-x-1/2 -translate-y-1/2"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {approvers.length === 0 ? (
        <p className="mt-4">
          No manager has a counter PIN yet. A manager or the owner sets one on their admin page
          (Your counter PIN), or signs in at this counter to take the line off.
        </p>
      ) : (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
        >
          <label htmlFor={id} className="font-semibold">
            Manager’s PIN
          </label>
          <input
            id={id}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            disabled={paused}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-problem` : undefined}
            onChange={(event) => {
              setProblem(null);
              setPin(event.target.value.replace(/\D/g, '').slice(0, COUNTER_PIN_MOST_DIGITS));
            }}
            className="mt-1 min-h-12 w-full rounded-md border border-stone-400 px-3 text-center text-2xl tracking-widest aria-invalid:border-red-700"
          />
          {shown && (
            <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-700">
              {shown}
            </p>
          )}
          <div className="mt-2 grid grid-cols-3 gap-2">
            {KEYS.map((digit) => (
              <button
                key={digit}
                type="button"
                className={`${key} ${digit === '0' ? 'col-start-2' : ''}`}
                disabled={paused}
                onClick={() => type(digit)}
              >
                {digit}
              </button>
            ))}
            <button
              type="button"
              className={key}
              aria-label="Delete a digit"
              disabled={paused}
              onClick={() => setPin((typed) => typed.slice(0, -1))}
            >
              ⌫
            </button>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" className="min-h-12">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant="festival"
              className="min-h-12"
              disabled={paused || checking || pin === ''}
            >
              {checking ? 'Checking…' : 'Take off'}
            </Button>
          </div>
        </form>
      )}
    </DialogShell>
  );
}
