import { useLocation } from 'react-router';
import { RETURN_FIELD } from '#core/action-answer.ts';

/**
 * Every form that posts to another page's action says where it was opened: the action sends
 * the customer back there (303), with JavaScript or without. `to` names another page of the
 * shop instead (the action checks either is the shop's own: core/return-path.ts).
 */
export function ReturnField({ to }: { to?: string }) {
  const location = useLocation();
  return (
    <input
      type="hidden"
      name={RETURN_FIELD}
      value={to ?? `${location.pathname}${location.search}`}
    />
  );
}
