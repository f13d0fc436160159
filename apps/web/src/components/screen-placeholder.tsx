import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import './screen-placeholder.css';

interface ScreenPlaceholderProps {
  title: string;
  /** One line under the heading saying what the screen is for. */
  lead: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** A screen whose content arrives in a later issue: it names itself and says what it will hold. */
export function ScreenPlaceholder({ title, lead, eyebrow, children }: ScreenPlaceholderProps) {
  return (
    <section className="screen container" aria-labelledby="screen-title">
      <PageTitle title={title} />
      {eyebrow && <p className="screen__eyebrow">{eyebrow}</p>}
      <h1 id="screen-title" className="screen__title">
        {title}
      </h1>
      <p className="screen__lead">{lead}</p>
      {children}
    </section>
  );
}
