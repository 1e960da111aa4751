import { useEffect, useRef } from 'react';
import { useSubmit } from 'react-router';

const TYPING_DELAY_MS = 300;

/**
 * For a GET filter form: submits as the customer types (after a pause) or chooses, replacing
 * the history entry and keeping the scroll, so results follow without a full reload.
 */
export function useAutoSubmit() {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const typing = (event.target as HTMLElement).getAttribute('type') === 'search';
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        if (form.current) void submit(form.current, { replace: true, preventScrollReset: true });
      },
      typing ? TYPING_DELAY_MS : 0,
    );
  };
  return { ref: form, onChange };
}
