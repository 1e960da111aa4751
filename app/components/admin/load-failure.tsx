/**
 * An admin page whose data could not be read: the spec's toast ('Error loading orders', say)
 * and the same words on the page, where they stay after the toast has gone.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { showToast } from '#app/lib/toast.ts';
import { NotFound } from '../not-found.tsx';

const MESSAGE = 'The figures could not be read just now. Please reload the page in a moment.';

export function AdminLoadFailure({ heading, title }: { heading: string; title: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) showToast({ title, description: MESSAGE, kind: 'error' });
  }, [notFound, title]);
  if (notFound) return <NotFound />;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">{heading}</h1>
      <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-red-800">
        <strong>{title}:</strong> {MESSAGE}
      </p>
    </div>
  );
}
