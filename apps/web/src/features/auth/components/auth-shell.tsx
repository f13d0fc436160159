import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import '../auth.css';
import { useAuthText } from '../auth-text';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The login and register page frame: a brand panel beside the form card on wide screens. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  const text = useAuthText();
  return (
    <div className="auth container">
      <PageTitle title={title} />
      <aside className="auth__panel" aria-hidden="true">
        <p className="auth__places">
          {text.panelPlaces.map((place) => (
            <span key={place}>{place}</span>
          ))}
        </p>
        <p className="auth__panel-eyebrow">{text.panelEyebrow}</p>
        <p className="auth__panel-title">{text.panelTitle}</p>
        <ul>
          {text.panelPoints.map((point) => (
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
