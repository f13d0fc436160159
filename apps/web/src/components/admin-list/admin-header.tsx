import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_LIST_TEXT } from './admin-list-text';

export interface AdminHeaderProps {
  /** the line above the title; 'Administración' unless told */
  eyebrow?: ReactNode;
  title: string;
  lead?: string;
  /** links to related admin screens, with the nav's accessible name */
  related?: { label: string; links: { to: string; label: string }[] };
  /** the screen's main action at the header's end ('Nuevo usuario') */
  action?: ReactNode;
}

/** The heading block of an admin screen: eyebrow, title (`#admin-title`, which the screen's section names), lead, related links and the main action. */
export function AdminHeader({ eyebrow = ADMIN_LIST_TEXT.eyebrow, title, lead, related, action }: AdminHeaderProps) {
  return (
    <header className="admin__header">
      <div>
        <p className="admin__eyebrow">{eyebrow}</p>
        <h1 id="admin-title" className="admin__title">
          {title}
        </h1>
        {lead && <p className="admin__lead">{lead}</p>}
      </div>
      {related && (
        <nav className="admin__related" aria-label={related.label}>
          {related.links.map((l) => (
            <Link key={l.to} to={l.to} className="btn btn--ghost btn--sm">
              {l.label}
            </Link>
          ))}
        </nav>
      )}
      {action}
    </header>
  );
}
