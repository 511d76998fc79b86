import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isSignedIn } from '../lib/auth-token.ts';
import { loginPathFor } from '../lib/staff-paths.ts';

/**
 * Administration is allowed only with a stored token; otherwise the user goes to login,
 * which brings them back to the wanted address (query included) afterwards.
 */
export function requireSignIn({ request }: LoaderFunctionArgs): null {
  if (isSignedIn()) return null;
  const wanted = new URL(request.url);
  throw redirect(loginPathFor(`${wanted.pathname}${wanted.search}`));
}
