import { useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { HydrationProvider } from '../lib/hydration.tsx';
import { ToastProvider, type ToastRequest } from '../lib/toast.tsx';
import { useAppReadyMark } from '../lib/use-app-ready-mark.ts';
import { newSightingToast, openingSightingNotice } from './opening-sighting-notice.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';

function openingToasts(): ToastRequest[] {
  const sighting = openingSightingNotice();
  return sighting ? [newSightingToast(sighting)] : [];
}

export function RootLayout() {
  const [opening] = useState(openingToasts);
  useAppReadyMark();
  return (
    <HydrationProvider>
      <ToastProvider opening={opening}>
        <a href="#main-content" className="visually-hidden-focusable skip-link">
          Skip to main content
        </a>
        <SiteNavbar />
        <main id="main-content" tabIndex={-1} className="site-main">
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </ToastProvider>
    </HydrationProvider>
  );
}
