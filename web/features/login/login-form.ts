import { loginFormSchema, type LoginForm } from '../../../common/schemas/login.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import type { ToastRequest } from '../../lib/toast.tsx';

export type LoginValues = Required<LoginForm>;
export type LoginErrors = Partial<Record<'username' | 'password', string>>;

/** Sign-in rules: the username is required and an e-mail; the password is required. */
export function loginErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = fieldErrors(loginFormSchema, values, ['username', 'password']);
  if (!values.username.trim()) errors.username = 'Enter your e-mail address.';
  return errors;
}

/** The kind of a failed sign-in's toast: a later attempt's toast replaces it, a success clears it. */
export const SIGN_IN_TOAST_KIND = 'sign-in';

/** A failed sign-in: 401 or 403 is an invalid login; anything else (a lockout's 429 too) is a login error. */
export function loginFailureToast(error: unknown): ToastRequest {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return {
      title: 'Invalid Login',
      message: 'You have provided an invalid username or password.',
      kind: SIGN_IN_TOAST_KIND,
    };
  }
  return { title: 'Login Error', message: 'Unable to login at this time.', kind: SIGN_IN_TOAST_KIND };
}
