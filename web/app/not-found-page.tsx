import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="container py-5 text-center">
      <h1>Page Not Found</h1>
      <p className="lead">Page Not Found - The page you are looking for does not exist.</p>
      <Link to="/" className="btn btn-primary">
        Return to Map
      </Link>
    </div>
  );
}
