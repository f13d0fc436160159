import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SKELETON_CARDS, TOPS_CATEGORY_CHIPS, type Business } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { CategoryChips } from '../../components/business/category-chips';
import { RatingSummary } from '../../components/business/star-rating';
import { ChevronDownIcon, PlaceIcon } from '../../components/icons/icons';
import { ChevronUpIcon, MapIcon } from '../../components/icons/place-icons';
import { paths } from '../../config/paths';
import { businessQuery } from '../../lib/api/business';
import { promotedQuery } from '../../lib/api/public-lists';
import { businessAddress, businessName, descriptionText, thumbnailOf } from '../../lib/business-info';
import './tops.css';
import { Photo } from '../../components/data-saver/photo';
import type { MapNavState, TopsNavState } from '../../lib/nav-state';
import { photoSourcesOf } from '../../lib/photo-sources';
import { useTopsText } from './tops-text';
import { useMsg } from '../../lib/i18n/messages';
import { useLang } from '../../lib/i18n/lang';
import { fmt } from '../../lib/i18n/icu';
import { OriginalText } from '../../components/original-text/original-text';

/** issue 21 §3: the payment badges, loaded after the cards (the page's first JavaScript is at its budget) */
/** one row of payment chips: 0.375rem above, 0.8125rem text at the page's line height, 1px border and padding */
const BADGES_ROW = { minHeight: 'calc(0.375rem + 0.8125rem * 1.55 + 0.125rem + 2px)' } as const;
const PaymentBadges = lazy(() => import('../../components/business/payment-badges').then((m) => ({ default: m.PaymentBadges })));

/** Navigation state from a promoted slide on home (spec §2; read here, not in lib/nav-state.ts: this page's budget). */
function highlightOf(state: unknown): TopsNavState['highlightBusinessId'] | null {
  const id = (state as Partial<TopsNavState> | null)?.highlightBusinessId;
  return typeof id === 'string' && id ? id : null;
}

/** '01/05': the position of the card in view (spec §2). */
export const topsCounter = (index: number, count: number) =>
  `${String(index + 1).padStart(2, '0')}/${String(count).padStart(2, '0')}`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Phones (the CSS's breakpoint): the cards are part of the page, which scrolls; wider, the list scrolls on its own. */
function pageScrolls(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 768px)').matches;
}

/** How much of the screen's top the sticky bar and the counter cover, in px (the cards' scroll-margin). */
function stickyTop(list: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(list.querySelector('[data-index]') ?? list).scrollMarginTop);
  return Number.isFinite(margin) ? Math.round(margin) : 0;
}

/** Tops (/tops): the promoted businesses one per screen, a counter, previous/next, a card → the map. */
export function TopsScreen() {
  const msg = useMsg();
  const text = useTopsText();
  const location = useLocation();
  const highlightId = highlightOf(location.state);
  const query = useQuery(promotedQuery());
  const businesses = query.data ?? [];

  return (
    <section className="tops container" aria-labelledby="tops-title">
      <PageTitle title={text.title} />
      <header className="tops__header">
        <p className="tops__eyebrow">{text.eyebrow}</p>
        <h1 id="tops-title" className="tops__title">
          {text.title}
        </h1>
        <p className="tops__lead">{text.lead}</p>
      </header>

      {query.isPending ? (
        <TopsSkeleton />
      ) : query.isError ? (
        <p className="alert alert--error tops__message" role="alert">
          {msg.topsLoadError}
        </p>
      ) : businesses.length === 0 ? (
        <p className="tops__message tops__empty" role="status">
          {msg.topsEmpty}
        </p>
      ) : (
        // a new highlight (another slide, same screen) starts the viewer again on that card
        <TopsViewer key={highlightId ?? ''} businesses={businesses} highlightId={highlightId} />
      )}
    </section>
  );
}

function TopsSkeleton() {
  const msg = useMsg();
  return (
    <div className="tops__viewer" aria-busy="true">
      <p className="visually-hidden" role="status">
        {msg.loading}
      </p>
      <ul className="tops__list" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="tops-card tops-card--skeleton" data-testid="tops-skeleton">
            <div className="tops-card__media tops-skeleton__block" />
            <div className="tops-card__body">
              <div className="tops-skeleton__block tops-skeleton__title" />
              <div className="tops-skeleton__block tops-skeleton__line" />
              <div className="tops-skeleton__block tops-skeleton__line tops-skeleton__line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A card's picture: the card's width on phones, its left 55 % in the two-column layout. */
const TOPS_PHOTO_SIZES = '(max-width: 768px) calc(100vw - 2rem), (max-width: 1200px) 50vw, 600px';

interface TopsViewerProps {
  businesses: Business[];
  /** The business a promoted slide on home asked to show (navigation state). */
  highlightId: string | null;
}

function TopsViewer({ businesses, highlightId }: TopsViewerProps) {
  const msg = useMsg();
  const lang = useLang();
  const text = useTopsText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const count = businesses.length;
  const highlightIndex = highlightId ? businesses.findIndex((b) => b._id === highlightId) : -1;
  const [active, setActive] = useState(Math.max(0, highlightIndex));
  const [opening, setOpening] = useState<string | null>(null);
  const scroller = useRef<HTMLUListElement>(null);
  const cards = useRef<(HTMLLIElement | null)[]>([]);

  const scrollToCard = useCallback((index: number, smooth: boolean) => {
    const list = scroller.current;
    const card = cards.current[index];
    if (!list || !card) return;
    const behavior = smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
    // phones: the page itself scrolls (the card's scroll-margin keeps it below the bar and the counter)
    if (pageScrolls()) {
      window.scrollTo?.({ top: Math.max(0, card.getBoundingClientRect().top + window.scrollY - stickyTop(list)), behavior });
      return;
    }
    // the list is the offset parent of its cards (position: relative), so offsetTop is inside it
    list.scrollTo?.({ top: card.offsetTop, behavior });
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(count - 1, index));
      setActive(next);
      scrollToCard(next, true);
    },
    [count, scrollToCard],
  );

  // Arriving from a promoted slide: that card in view (the counter starts on it).
  useLayoutEffect(() => {
    if (highlightIndex < 0) return undefined;
    if (!pageScrolls()) {
      scrollToCard(highlightIndex, false);
      return undefined;
    }
    // phones: the page scrolls, after the layout has opened the new page at its top
    const frame = requestAnimationFrame(() => scrollToCard(highlightIndex, false));
    return () => cancelAnimationFrame(frame);
  }, [highlightIndex, scrollToCard]);

  // The counter follows the card in view while the visitor scrolls or swipes.
  useEffect(() => {
    const list = scroller.current;
    if (!list || typeof IntersectionObserver === 'undefined') return; // jsdom, very old browsers: the controls still work
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting && e.intersectionRatio >= 0.6);
        const best = seen.sort((a, b) => b.intersectionRatio - a.intersectionRatio)[0];
        const index = best ? Number((best.target as HTMLElement).dataset.index) : Number.NaN;
        if (Number.isInteger(index)) setActive(index);
      },
      // phones: the cards pass through the screen, under the sticky bar and counter
      pageScrolls() ? { root: null, rootMargin: `-${stickyTop(list)}px 0px 0px 0px`, threshold: [0.6, 0.9] } : { root: list, threshold: [0.6, 0.9] },
    );
    cards.current.forEach((card) => card && observer.observe(card));
    return () => observer.disconnect();
  }, [count]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowRight: active + 1,
      PageDown: active + 1,
      ArrowUp: active - 1,
      ArrowLeft: active - 1,
      PageUp: active - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  /** Loads the business, then the map focused on it; plain /mapa when the load fails (spec §2). */
  const openMap = async (business: Business) => {
    if (opening) return;
    setOpening(business._id);
    try {
      const selectedBusiness = await queryClient.fetchQuery(businessQuery(business._id));
      navigate(paths.map, { state: { selectedBusiness, focusOnBusiness: true } satisfies MapNavState });
    } catch (error) {
      console.error(text.loadLog, error);
      navigate(paths.map);
    }
  };

  const onCardClick = (event: MouseEvent, business: Business) => {
    // its own links and buttons do their own thing
    if ((event.target as Element).closest('a, button')) return;
    void openMap(business);
  };

  return (
    <div className="tops__viewer">
      <div className="tops__controls">
        <button type="button" className="tops__control" aria-label={text.previous} onClick={() => goTo(active - 1)} disabled={active <= 0}>
          <ChevronUpIcon />
        </button>
        <p className="tops__counter" aria-live="polite" aria-atomic="true" data-testid="tops-counter">
          {topsCounter(active, count)}
        </p>
        <button type="button" className="tops__control" aria-label={text.next} onClick={() => goTo(active + 1)} disabled={active >= count - 1}>
          <ChevronDownIcon />
        </button>
      </div>

      <ul ref={scroller} className="tops__list" tabIndex={0} aria-label={text.list} onKeyDown={onKeyDown}>
        {businesses.map((business, i) => {
          const name = businessName(business.name, msg);
          const highlighted = i === highlightIndex;
          return (
            <li
              key={business._id}
              ref={(el) => {
                cards.current[i] = el;
              }}
              data-index={i}
              data-active={i === active || undefined}
              className={`tops-card${highlighted ? ' tops-card--highlight' : ''}`}
              aria-current={highlighted ? 'true' : undefined}
              aria-label={fmt(lang, text.cardLabel, { name, position: i + 1, count })}
              onClick={(event) => onCardClick(event, business)}
            >
              <div className="tops-card__media">
                <Photo
                  className="tops-card__img"
                  src={thumbnailOf(business)}
                  srcSet={photoSourcesOf(business).srcSet}
                  sizes={TOPS_PHOTO_SIZES}
                  width={480}
                  height={300}
                  alt={name}
                  // the first card's picture is the page's largest (LCP); a highlighted card is scrolled to at once
                  loading={i === 0 || highlighted ? 'eager' : 'lazy'}
                  fetchPriority={(highlightIndex >= 0 ? highlighted : i === 0) ? 'high' : undefined}
                />
                <span className="tops-card__rank" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {highlighted && <span className="tops-card__badge">{text.yourChoice}</span>}
              </div>
              <div className="tops-card__body">
                <h2 className="tops-card__name">{name}</h2>
                <RatingSummary rating={business.rating} total={business.user_ratings_total} />
                <OriginalText className="tops-card__description" en={business.description_en}>{descriptionText(business.description, msg)}</OriginalText>
                <p className="tops-card__address">
                  <PlaceIcon className="tops-card__icon" />
                  <span>{businessAddress(business, msg)}</span>
                </p>
                <CategoryChips categories={business.categories} max={TOPS_CATEGORY_CHIPS} />
                {business.payments?.length ? (
                  // the row the chips will take is kept while their code arrives, so the cards below
                  // (and the one the visitor scrolled to) do not move when they appear
                  <Suspense fallback={<div aria-hidden="true" style={BADGES_ROW} />}>
                    <PaymentBadges payments={business.payments} />
                  </Suspense>
                ) : null}
                <div className="tops-card__actions">
                  <button type="button" className="btn btn--primary" onClick={() => void openMap(business)} disabled={opening !== null}>
                    <MapIcon className="tops-card__icon" />
                    {opening === business._id ? msg.loading : text.openMap}
                  </button>
                  <Link className="btn btn--ghost" to={paths.businessDetail(business._id)}>
                    {text.seeDetails}
                  </Link>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
