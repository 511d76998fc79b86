import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { loginErrors, loginFailureToast } from './login-form.ts';

describe('loginErrors (e-mail and password required)', () => {
  it('accepts an e-mail and a password', () => {
    expect(loginErrors({ username: 'staff@skywatch.test', password: 'x', rememberMe: false })).toEqual({});
  });
  it('wants both fields', () => {
    expect(loginErrors({ username: '', password: '', rememberMe: false })).toEqual({
      username: 'Enter your e-mail address.',
      password: 'Enter your password.',
    });
  });
  it('wants the username to be an e-mail', () => {
    expect(loginErrors({ username: 'staff', password: 'x', rememberMe: true })).toEqual({
      username: 'Enter a valid e-mail address.',
    });
  });
});

describe('loginFailureToast (401 or 403: invalid login; else: login error)', () => {
  it('calls 401 and 403 an invalid login', () => {
    for (const status of [401, 403]) {
      expect(loginFailureToast(new ApiError(status, 'no'))).toMatchObject({
        title: 'Invalid Login',
        message: 'You have provided an invalid username or password.',
      });
    }
  });
  it('calls anything else a login error, a lockout included', () => {
    for (const error of [
      new ApiError(429, 'Too many failed sign-in attempts.'),
      new ApiError(500, 'x'),
      new TypeError('offline'),
    ]) {
      expect(loginFailureToast(error)).toMatchObject({
        title: 'Login Error',
        message: 'Unable to login at this time.',
      });
    }
  });
});
