import { Link } from 'react-router-dom';
import { PageTitle } from './page-title';
import { paths } from '../config/paths';
import { useRouteErrorText } from './route-error-text';

/**
 * Last-resort screen when a route throws, most often a code chunk that failed to download on a
 * bad connection (ChunkLoadError): offer to reload instead of a blank page.
 */
export function RouteError({ error }: { error: unknown }) {
  const text = useRouteErrorText();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(error.message);
  if (!chunkFailed) console.error(error);
  return (
    <main className="route-error container" id="main">
      <PageTitle title={text.title} />
      <h1>{text.title}</h1>
      <p>
        {chunkFailed
          ? text.chunkFailed
          : text.unexpected}
      </p>
      <div className="route-error__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {text.retry}
        </button>
        <Link className="btn btn--ghost" to={paths.home} reloadDocument>
          {text.home}
        </Link>
      </div>
    </main>
  );
}
