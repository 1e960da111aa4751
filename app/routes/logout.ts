import { redirect } from 'react-router';
import { cartIdCookie } from '#server/http/cart-cookie.ts';
import { toastHeader } from '#server/http/toast-cookie.ts';
import type { Route } from './+types/logout';

/** Ends the session on the server and leaves this browser with an empty cart for the next person. */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const { headers: signOutHeaders } = await context.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    for (const cookie of signOutHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  } catch {
    headers.append(
      'Set-Cookie',
      await toastHeader(
        { title: 'Error', description: 'Failed to logout', kind: 'error' },
        context.config,
      ),
    );
    throw redirect('/', { status: 303, headers });
  }
  headers.append('Set-Cookie', await cartIdCookie('', context.config, { maxAge: 0 }));
  headers.append(
    'Set-Cookie',
    await toastHeader(
      { title: 'Logged out successfully', description: 'See you again soon!' },
      context.config,
    ),
  );
  throw redirect('/', { status: 303, headers });
}

export function loader() {
  throw redirect('/');
}
