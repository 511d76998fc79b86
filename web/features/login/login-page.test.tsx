// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { stubFetch } from '../../lib/testing/stub-fetch.ts';
import LoginPage from './login-page.tsx';

afterEach(() => localStorage.clear());

describe('the login page', () => {
  it('takes a failed sign-in’s toast away when the next sign-in succeeds', async () => {
    let attempts = 0;
    stubFetch({
      'POST /token/generate': () =>
        ++attempts === 1
          ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Bad credentials.' } }
          : { body: { token: 'a-token', username: 'staff@skywatch.test' } },
    });
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { at: '/login' });
    await user.type(screen.getByLabelText('E-mail'), 'staff@skywatch.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid Login')).toBeDefined();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await expect.poll(() => screen.queryByText('Invalid Login')).toBeNull();
    expect(attempts).toBe(2);
    expect(localStorage.getItem('AuthToken')).toBe('a-token');
  });
});
