import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import NotFoundPage from '../components/not-found-page';

/** Shown when a page fails to load or throws: a 404 looks like the error page, anything else says so. */
export default function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="container py-5 text-center" role="alert">
      <h1 className="h2">Something went wrong</h1>
      <p>This page could not be shown. Please reload, or try again in a moment.</p>
      <Link className="btn btn-primary" to="/">
        Back to the fleet
      </Link>
    </section>
  );
}
