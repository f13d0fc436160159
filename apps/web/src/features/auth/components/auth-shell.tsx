import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import '../auth.css';
import { AUTH_TEXT } from '../auth-text';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

const PLACES = AUTH_TEXT.panelPlaces;
const POINTS = AUTH_TEXT.panelPoints;

/** The login and register page frame: a brand panel beside the form card on wide screens. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <div className="auth container">
      <PageTitle title={title} />
      <aside className="auth__panel" aria-hidden="true">
        <p className="auth__places">
          {PLACES.map((place) => (
            <span key={place}>{place}</span>
          ))}
        </p>
        <p className="auth__panel-eyebrow">{AUTH_TEXT.panelEyebrow}</p>
        <p className="auth__panel-title">{AUTH_TEXT.panelTitle}</p>
        <ul>
          {POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </aside>
      <section className="auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        <p className="auth__subtitle">{subtitle}</p>
        {children}
      </section>
    </div>
  );
}
