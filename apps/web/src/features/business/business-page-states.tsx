import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError, isNotSavedOffline } from '../../lib/api-client';
import { useMsg } from '../../lib/i18n/messages';

/**
 * The business page when there is no place to show (a load error, a place gone from the guide, a
 * place never opened offline): rare, so their code arrives only when needed (the page's budget).
 * 'Volver' comes from the page (`back`), so these share no module with it.
 */
function ErrorView({ message, back }: { message: string; back: ReactNode }) {
  const msg = useMsg();
  return (
    <div className="business-page business-page--error container">
      <PageTitle title={msg.businessLoadError} />
      <h1 className="business-page__error-title">{msg.businessLoadError}</h1>
      {/* the server's own words, when they add something to the title (never the same line twice) */}
      {message !== msg.businessLoadError && (
        <p className="alert alert--error" role="alert">
          {message}
        </p>
      )}
      <p className="business-page__error-actions">
        {back}
        <Link className="btn btn--primary" to={paths.tops}>
          {msg.seeTops}
        </Link>
      </p>
    </div>
  );
}

/** A place taken out of the guide (404, issue 20 §10): say so, and offer where to go next. */
function GoneView() {
  const msg = useMsg();
  return (
    <div className="business-page business-page--error container" data-status="404">
      <PageTitle title={msg.businessGone} />
      <h1 className="business-page__error-title">{msg.businessGone}</h1>
      <p>{msg.businessGoneHint}</p>
      <p className="business-page__error-actions">
        <Link className="btn btn--primary" to={paths.map}>
          {msg.openMap}
        </Link>
        <Link className="btn btn--ghost" to={paths.tops}>
          {msg.seeTops}
        </Link>
        <Link className="btn btn--ghost" to={paths.home}>
          {msg.goHome}
        </Link>
      </p>
    </div>
  );
}

/** Offline, a place never opened (issue 16): say so, with a way back, instead of loading forever. */
function NotSavedView({ back }: { back: ReactNode }) {
  const msg = useMsg();
  return (
    <div className="business-page business-page--error container">
      <PageTitle title={msg.placeNotSaved} />
      <h1 className="business-page__error-title">{msg.placeNotSaved}</h1>
      <p>{msg.placeNotSavedHint}</p>
      <p className="business-page__error-actions">
        {back}
      </p>
    </div>
  );
}

/** Which one: offline and never saved, gone from the guide (404), or the load error with the server's words. */
export function NoBusinessView({ error, message, back }: { error: unknown; message: string; back: ReactNode }) {
  if (isNotSavedOffline(error)) return <NotSavedView back={back} />;
  if (error instanceof ApiError && error.status === 404) return <GoneView />;
  return <ErrorView message={message} back={back} />;
}
