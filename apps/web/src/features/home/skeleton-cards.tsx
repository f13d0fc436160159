import { SKELETON_CARDS } from '@guia/contracts';

/** Spec §4: while a list loads, ten grey placeholder cards (decorative; a status text says 'Cargando'). */
export function SkeletonCards({ variant, count = SKELETON_CARDS }: { variant: 'wide' | 'grid'; count?: number }) {
  return (
    <ul className={`skeletons skeletons--${variant}`} aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="skeleton-card">
          <span className="skeleton-card__image" />
          <span className="skeleton-card__line" />
          <span className="skeleton-card__line skeleton-card__line--short" />
        </li>
      ))}
    </ul>
  );
}
