import { Outlet, ScrollRestoration } from 'react-router';
import { ToastProvider } from '../lib/toast.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';

export function RootLayout() {
  return (
    <ToastProvider>
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
  );
}
