import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useAppReadyMark } from '../lib/use-app-ready-mark.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** Shown when a screen fails to load or render, e.g. a chunk went missing after a new release. */
export function RouteErrorPage() {
  const error = useRouteError();
  useAppReadyMark();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="container py-5 text-center">
      <h1>Something Went Wrong</h1>
      <p className="lead">This page could not be shown. Reloading usually helps.</p>
      <div className="d-flex justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn-outline-primary">
          Return to Map
        </Link>
      </div>
    </div>
  );
}
