import { Form } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { Button } from './ui/button.tsx';

/**
 * Logout: the one form that ends the session on the server, wherever it is offered. With `name`,
 * the signed-in customer's greeting comes first; `children` is the button when the place has its
 * own (the account sidebar's), else a Logout button.
 */
export function LogoutForm({
  name,
  className,
  children,
}: {
  name?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" action="/auth/logout" className={className}>
      {name !== undefined && (
        <span className="max-w-32 truncate text-sm text-stone-700">Hi, {name}</span>
      )}
      {children ?? (
        <Button type="submit" variant="ghost" size="sm">
          <Icon name="log-out" aria-hidden />
          Logout
        </Button>
      )}
    </Form>
  );
}
