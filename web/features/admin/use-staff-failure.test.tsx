// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { clearAuth, isSignedIn, storeAuth } from '../../lib/auth-token.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { useSignInAgain } from './use-staff-failure.ts';

/** A staff screen whose call answers 401 when its button is pressed; it shows where the app is. */
function StaffScreen() {
  const signInAgain = useSignInAgain();
  const location = useLocation();
  return (
    <>
      <p>at {`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => signInAgain(new ApiError(401, 'Unauthorized'))}>
        Answer 401
      </button>
    </>
  );
}

const open = () => renderScreen(<StaffScreen />, { at: '/administration?id=ab12cd34' });

describe('a staff call answering 401', () => {
  it('forgets an expired token and asks to sign in again, coming back here afterwards', async () => {
    storeAuth('expired-token', 'staff@skywatch.test', false);
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Answer 401' }));
    expect(screen.getByText('at /login?redirectUrl=%2Fadministration%3Fid%3Dab12cd34')).toBeDefined();
    expect(isSignedIn()).toBe(false);
  });

  it('changes nothing once the token is gone: Logout, or the first refused call, already sent the user on', async () => {
    clearAuth();
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Answer 401' }));
    expect(screen.getByText('at /administration?id=ab12cd34')).toBeDefined();
  });
});
