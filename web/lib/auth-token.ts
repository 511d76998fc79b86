import { useSyncExternalStore } from 'react';

/** The local-storage keys of a signed-in user. */
export const AUTH_TOKEN_KEY = 'AuthToken';
export const AUTH_USERNAME_KEY = 'AuthUsername';
export const REMEMBER_ME_KEY = 'RememberMe';

// Same-tab changes raise no 'storage' event, so this one tells subscribers.
const AUTH_CHANGED_EVENT = 'skywatch:auth-changed';

export function getAuthToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** The e-mail the stored token was issued to. */
export function getAuthUsername(): string | null {
  try {
    return localStorage.getItem(AUTH_USERNAME_KEY) || null;
  } catch {
    return null;
  }
}

/** Anyone holding a stored token counts as signed in. */
export function isSignedIn(): boolean {
  return getAuthToken() !== null;
}

/** Stores what a successful sign-in answered. */
export function storeAuth(token: string, username: string, rememberMe: boolean): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(AUTH_USERNAME_KEY, username);
  localStorage.setItem(REMEMBER_ME_KEY, String(rememberMe));
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

export function clearAuth(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(AUTH_USERNAME_KEY);
  localStorage.removeItem(REMEMBER_ME_KEY);
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(AUTH_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(AUTH_CHANGED_EVENT, onChange);
  };
}

/** Re-renders when the token appears or goes, in this tab or another. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, () => false);
}
