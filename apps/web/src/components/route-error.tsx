import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageTitle } from './page-title';
import { paths } from '../config/paths';

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
      <PageTitle title="Algo salió mal" />
      <h1>Algo salió mal</h1>
      <p>
        {chunkFailed
          ? 'No pudimos descargar esta parte de la aplicación. Revisa tu conexión y vuelve a intentarlo.'
          : 'Ocurrió un error inesperado al mostrar esta página.'}
      </p>
      <div className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reintentar
        </button>
        <Link className="btn btn--ghost" to={paths.home} reloadDocument>
          Ir al inicio
        </Link>
      </div>
    </main>
  );
}
