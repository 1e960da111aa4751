/**
 * A refused order said above the form (the toast says the same): the service's refusal, or a
 * form sent twice; with a way back to the cart while there is one.
 */
import { Link } from 'react-router';
import type { ActionAnswer } from '#core/action-answer.ts';

export function CheckoutRefusal(props: { answer: ActionAnswer | undefined; hasCart: boolean }) {
  const stale = props.answer?.fieldErrors?.idempotencyKey;
  const problem =
    props.answer?.toast ??
    (stale ? { title: 'Error placing order', description: stale } : undefined);
  if (!problem) return null;
  return (
    <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
      <strong>{problem.title}:</strong> {problem.description}{' '}
      {props.hasCart && (
        <Link to="/cart" className="font-semibold underline">
          Review your cart
        </Link>
      )}
    </p>
  );
}
