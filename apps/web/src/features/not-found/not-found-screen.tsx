import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import './not-found.css';
import { useMsg } from '../../lib/i18n/messages';

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
  const msg = useMsg();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(mapSearchPath(text));
  };
  return (
    <div className="not-found container" data-status="404">
      <PageTitle title={msg.pageNotFound} />
      <h1 className="not-found__title">{msg.pageNotFound}</h1>
      <p className="not-found__hint">{msg.pageNotFoundHint}</p>
      <form className="not-found__search" role="search" action={paths.map} method="get" onSubmit={onSubmit}>
        <label htmlFor="not-found-q" className="not-found__label">
          {msg.pageNotFoundSearchLabel}
        </label>
        <div className="not-found__row">
          <input
            id="not-found-q"
            name="q"
            type="search"
            className="not-found__input"
            placeholder={msg.pageNotFoundSearchPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn--primary">
            {msg.pageNotFoundSearchButton}
          </button>
        </div>
      </form>
      <nav aria-labelledby="not-found-links" className="not-found__links">
        <h2 id="not-found-links" className="not-found__links-title">
          {msg.pageNotFoundLinksTitle}
        </h2>
        <ul>
          <li>
            <Link to={paths.home}>{msg.goHome}</Link>
          </li>
          <li>
            <Link to={paths.map}>{msg.openMap}</Link>
          </li>
          <li>
            <Link to={paths.tops}>{msg.seeTops}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
