import { Form } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { Button } from './ui/button.tsx';

/** The signed-in customer's name and a Logout button that ends the session on the server. */
export function LogoutForm({ name, className }: { name: string; className?: string }) {
  return (
    <Form method="post" action="/auth/logout" className={className}>
      <span className="max-w-32 truncate text-sm text-stone-700">Hi, {name}</span>
      <Button type="submit" variant="ghost" size="sm">
        <Icon name="log-out" aria-hidden />
        Logout
      </Button>
    </Form>
  );
}
