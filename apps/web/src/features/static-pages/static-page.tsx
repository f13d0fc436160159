import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { useStaticText } from './static-pages-text';
import './static-pages.css';

interface StaticPageProps {
  title: string;
  lead?: string;
  /** 'Última actualización: …' */
  updated?: string;
  children: ReactNode;
}

export function StaticPage({ title, lead, updated, children }: StaticPageProps) {
  const text = useStaticText();
  return (
    <article className="static-page container" aria-labelledby="static-title">
      <PageTitle title={title} />
      <header className="static-page__header">
        <h1 id="static-title">{title}</h1>
        {lead && <p className="static-page__lead">{lead}</p>}
        {updated && (
          <p className="static-page__updated">
            {text.lastUpdated} {updated}
          </p>
        )}
      </header>
      <div className="prose">{children}</div>
    </article>
  );
}
