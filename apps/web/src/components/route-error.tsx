import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageTitle } from './page-title';
import { paths } from '../config/paths';
import { ROUTE_ERROR_TEXT } from './route-error-text';

/**
 * Last-resort screen when a route throws, most often a code chunk that failed to download on a
 * bad connection (ChunkLoadError): offer to reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(error.message);
  if (!chunkFailed && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="route-error container" id="main">
      <PageTitle title={ROUTE_ERROR_TEXT.title} />
      <h1>{ROUTE_ERROR_TEXT.title}</h1>
      <p>
        {chunkFailed
          ? ROUTE_ERROR_TEXT.chunkFailed
          : ROUTE_ERROR_TEXT.unexpected}
      </p>
      <div className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {ROUTE_ERROR_TEXT.retry}
        </button>
        <Link className="btn btn--ghost" to={paths.home} reloadDocument>
          {ROUTE_ERROR_TEXT.home}
        </Link>
      </div>
    </main>
  );
}
