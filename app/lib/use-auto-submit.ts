import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFetchers, useSubmit } from 'react-router';

const TYPING_DELAY_MS = 300;

/**
 * For a GET filter form: submits as the customer types (after a pause) or chooses, replacing
 * the history entry and keeping the scroll, so results follow without a full reload. Enter
 * submits at once, and the pause then sends nothing more.
 *
 * A search never starts while a post of the page is on its way (an Add to Cart on a card), nor
 * while the page its answer sends the shopper back to is loading. React Router lets a navigation
 * begun after a fetcher's post take the place of the post's return to the page: the search's
 * data may be read before the post was written, or the return's loading is cut off, so the
 * shopper would not see the cart badge change. The search waits until the post and its return
 * are done (the fetcher idle again).
 */
export function useAutoSubmit() {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A fetcher that posted keeps its formMethod until idle; a fetcher's plain load has none.
  const posting = useFetchers().some(
    (fetcher) => fetcher.state !== 'idle' && fetcher.formMethod !== undefined,
  );
  const postOnItsWay = useRef(posting);
  const searchWaiting = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = () => {
    clearTimeout(timer.current);
    searchWaiting.current = postOnItsWay.current;
    if (!searchWaiting.current && form.current) {
      void submit(form.current, { replace: true, preventScrollReset: true });
    }
  };

  // Before any timer can read it; and a search that waited goes once the post is done.
  useLayoutEffect(() => {
    postOnItsWay.current = posting;
    if (!posting && searchWaiting.current) search();
  });

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const typing = (event.target as HTMLElement).getAttribute('type') === 'search';
    clearTimeout(timer.current);
    timer.current = setTimeout(search, typing ? TYPING_DELAY_MS : 0);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search();
  };
  return { ref: form, onChange, onSubmit };
}
