import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { ActionAnswer } from '#core/action-answer.ts';
import { showToast } from './toast.ts';

/**
 * A form that posts in the background (docs/decisions/007). Its action answers like any other:
 * field errors or a refusal come back as `answer` (a refusal also as a toast); success is a 303
 * to where the form was opened, which the router follows, and the page there shows the toast.
 * `onDone` runs after a success (a dialog closes, say).
 *
 * When the page began reading itself again while the form was on its way (an order's news on
 * /events), React Router drops the form's redirect for that reading, which may have been made
 * before the change was saved: the page then shows the change undone and no toast. The fetcher
 * then ends without ever following its redirect (never 'loading'), and the page is read again.
 */
export function useFormFetcher<Answer extends ActionAnswer = ActionAnswer>(
  options: { key?: string; onDone?: () => void } = {},
) {
  const fetcher = useFetcher<Answer>(options.key ? { key: options.key } : undefined);
  const { state, data } = fetcher;
  const { revalidate } = useRevalidator();
  // The fetcher's state before this one: 'loading' when its answer came, or its redirect was
  // followed.
  const before = useRef(state);

  // A redirect leaves the fetcher with no answer (the router follows it); anything else answered.
  const settle = useEffectEvent((followed: boolean) => {
    const answer = fetcher.data;
    if (answer === undefined) {
      if (!followed) void revalidate();
      options.onDone?.();
    } else if (answer.toast) showToast(answer.toast);
  });

  useEffect(() => {
    if (state === 'idle' && before.current !== 'idle') settle(before.current === 'loading');
    before.current = state;
  }, [state, data]);

  return { fetcher, busy: state !== 'idle', answer: data };
}
