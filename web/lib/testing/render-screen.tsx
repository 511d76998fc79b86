import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, vi } from 'vitest';
import { ToastProvider } from '../toast.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const cookie of document.cookie.split(';')) {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
  }
});

/** jsdom has no IntersectionObserver: here nothing ever comes near the window, as far below the fold. */
class FarAwayObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

interface ScreenOptions {
  /** The address the screen opens at. */
  at?: string;
  /** The route pattern the screen is mounted on, for screens that read route parameters. */
  path?: string;
}

/**
 * Renders a screen as the app does (query cache, toasts, router), with a cache that does not retry, so
 * an error answer shows at once. Pair with `stubFetch` for the server's answers.
 */
export function renderScreen(screen: ReactNode, { at = '/', path = '*' }: ScreenOptions = {}) {
  vi.stubGlobal('IntersectionObserver', FarAwayObserver);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={screen} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
