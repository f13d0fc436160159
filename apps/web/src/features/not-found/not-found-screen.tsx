import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import './not-found.css';

/** The map's search, with what the visitor typed (the map reads `q`). */
export function mapSearchPath(text: string): string {
  const q = text.trim();
  return q ? `${paths.map}?${new URLSearchParams({ q }).toString()}` : paths.map;
}

/**
 * An address that leads nowhere (issue 20 §10): say so plainly, offer the map's search and the main
 * pages, instead of landing silently on home. The server answers it with 404 (apps/api shared/spa.ts).
 */
export function NotFoundScreen() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(mapSearchPath(text));
  };
  return (
    <div className="not-found container" data-status="404">
      <PageTitle title={MSG.pageNotFound} />
      <h1 className="not-found__title">{MSG.pageNotFound}</h1>
      <p className="not-found__hint">{MSG.pageNotFoundHint}</p>
      <form className="not-found__search" role="search" action={paths.map} method="get" onSubmit={onSubmit}>
        <label htmlFor="not-found-q" className="not-found__label">
          {MSG.pageNotFoundSearchLabel}
        </label>
        <div className="not-found__row">
          <input
            id="not-found-q"
            name="q"
            type="search"
            className="not-found__input"
            placeholder={MSG.pageNotFoundSearchPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn--primary">
            {MSG.pageNotFoundSearchButton}
          </button>
        </div>
      </form>
      <nav aria-labelledby="not-found-links" className="not-found__links">
        <h2 id="not-found-links" className="not-found__links-title">
          {MSG.pageNotFoundLinksTitle}
        </h2>
        <ul>
          <li>
            <Link to={paths.home}>{MSG.goHome}</Link>
          </li>
          <li>
            <Link to={paths.map}>{MSG.openMap}</Link>
          </li>
          <li>
            <Link to={paths.tops}>{MSG.seeTops}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
