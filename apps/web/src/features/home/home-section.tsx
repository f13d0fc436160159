import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useHomeText } from './home-text';
import { SkeletonCards } from './skeleton-cards';

/**
 * The frames of the home lists (heading, link, container). They are in the entry chunk: the lists
 * themselves come in a lazy chunk (home-lists.tsx), and until it arrives each frame shows the same
 * loading state the list shows while its data loads — no jump when the code lands.
 */
function HomeSection({ id, title, more, first, children }: { id: string; title: string; more?: ReactNode; first?: boolean; children: ReactNode }) {
  return (
    <section className={`home-section${first ? ' home-section--first' : ''} container`} aria-labelledby={id}>
      <div className="home-section__header">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

export function EventsFrame({ children }: { children: ReactNode }) {
  const text = useHomeText();
  return (
    <HomeSection id="events-title" title={text.eventsTitle} first>
      {children}
    </HomeSection>
  );
}

export function PromotedFrame({ children }: { children: ReactNode }) {
  const text = useHomeText();
  return (
    <HomeSection
      id="promoted-title"
      title={text.promotedTitle}
      more={
        <Link className="home-section__more" to={paths.tops}>
          {text.seeTops}
        </Link>
      }
    >
      {children}
    </HomeSection>
  );
}

export function EliteFrame({ children }: { children: ReactNode }) {
  const text = useHomeText();
  return (
    <HomeSection id="elite-title" title={text.eliteTitle}>
      {children}
    </HomeSection>
  );
}

/** Spec §4: a status text and ten skeleton cards while a list loads. */
export function ListLoading({ text, variant }: { text: string; variant: 'wide' | 'grid' }) {
  return (
    <>
      <p className="home-status" role="status">
        {text}
      </p>
      <SkeletonCards variant={variant} />
    </>
  );
}

/**
 * Keeps a failure of one home part (most often its code chunk not downloading on a bad connection)
 * from taking the whole page down: that part shows `fallback` (nothing by default), the rest stays.
 */
export class SectionBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Error en la página de inicio:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
