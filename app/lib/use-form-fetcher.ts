import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ActionAnswer } from '#core/action-answer.ts';
import { showToast } from './toast.ts';

/**
 * A form that posts in the background (docs/decisions/007). Its action answers like any other:
 * field errors or a refusal come back as `answer` (a refusal also as a toast); success is a 303
 * to where the form was opened, which the router follows, and the page there shows the toast.
 * `onDone` runs after a success (a dialog closes, say).
 */
export function useFormFetcher<Answer extends ActionAnswer = ActionAnswer>(
  options: { key?: string; onDone?: () => void } = {},
) {
  const fetcher = useFetcher<Answer>(options.key ? { key: options.key } : undefined);
  const { state, data } = fetcher;
  const sending = useRef(false);

  // A redirect leaves the fetcher with no answer (the router follows it); anything else answered.
  const settle = useEffectEvent(() => {
    const answer = fetcher.data;
    if (answer === undefined) options.onDone?.();
    else if (answer.toast) showToast(answer.toast);
  });

  useEffect(() => {
    if (state !== 'idle') {
      sending.current = true;
    } else if (sending.current) {
      sending.current = false;
      settle();
    }
  }, [state, data]);

  return { fetcher, busy: state !== 'idle', answer: data };
}
