import { Link } from 'react-router-dom';

export interface AdminHeaderProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** links to related admin screens, with the nav's accessible name */
  related?: { label: string; links: { to: string; label: string }[] };
}

/** The heading block of an admin screen: eyebrow, title (`#admin-title`, which the screen's section names), lead and related links. */
export function AdminHeader({ eyebrow, title, lead, related }: AdminHeaderProps) {
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
        <nav className="owners-nav" aria-label={related.label}>
          {related.links.map((l) => (
            <Link key={l.to} to={l.to} className="btn btn--ghost btn--sm">
              {l.label}
            </Link>
          ))}
        </nav>
      )}
    </header>
  );
}
