import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PROFILE_CAROUSEL_STEP } from '@guia/contracts';
import type { FavoriteBusiness } from '../api/profile';
import { FavoriteCard } from './favorite-card';
import { ChevronIcon } from '../../../components/icons/profile-icons';
import { useProfileText } from '../profile-text';
import { fmt } from '../../../lib/i18n/icu';
import { useLang } from '../../../lib/i18n/lang';

interface FavoritesCarouselProps {
  items: FavoriteBusiness[];
  onOpen: (business: FavoriteBusiness) => void;
}

const ITEM = '[data-carousel-item]';

function scrollBehavior(): ScrollBehavior {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Spec §2/§9: a horizontal strip of favourite cards. It scrolls natively (touch swipe, trackpad),
 * the arrows and the arrow keys step 80 % of its width, the dots jump to a card, and 'N de M'
 * says which card leads.
 */
export function FavoritesCarousel({ items, onOpen }: FavoritesCarouselProps) {
  const text = useProfileText();
  const lang = useLang();
  const viewport = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const [active, setActive] = useState(0);
  const [edges, setEdges] = useState({ prev: false, next: false });
  const total = items.length;
  const current = Math.min(active, Math.max(total - 1, 0));

  /** Which card leads now: the one nearest the left edge, or the last one at the end of the strip. */
  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    const left = el.scrollLeft;
    setEdges((e) => {
      const next = { prev: left > 1, next: max - left > 1 };
      return e.prev === next.prev && e.next === next.next ? e : next;
    });
    if (max <= 1) return; // every card is in view: the dots decide
    const cards = Array.from(el.querySelectorAll<HTMLElement>(ITEM));
    if (cards.length === 0) return;
    if (left >= max - 1) {
      setActive(cards.length - 1);
      return;
    }
    const origin = cards[0]!.offsetLeft;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    cards.forEach((card, i) => {
      const distance = Math.abs(card.offsetLeft - origin - left);
      if (distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    });
    setActive(best);
  }, []);

  useEffect(() => {
    measure();
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, total]);

  const step = (direction: 1 | -1) => {
    const el = viewport.current;
    if (!el) return;
    el.scrollBy?.({ left: direction * el.clientWidth * PROFILE_CAROUSEL_STEP, behavior: scrollBehavior() });
  };

  const goTo = (index: number) => {
    setActive(index);
    const el = viewport.current;
    const cards = el ? Array.from(el.querySelectorAll<HTMLElement>(ITEM)) : [];
    const card = cards[index];
    if (!el || !card) return;
    el.scrollTo?.({ left: card.offsetLeft - cards[0]!.offsetLeft, behavior: scrollBehavior() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  const scrollable = edges.prev || edges.next;

  return (
    <div className="fav-carousel">
      <div className="fav-carousel__frame">
        {scrollable && (
          <button
            type="button"
            className="fav-carousel__arrow fav-carousel__arrow--prev"
            aria-label={text.previous}
            aria-controls={trackId}
            disabled={!edges.prev}
            onClick={() => step(-1)}
          >
            <ChevronIcon direction="left" />
          </button>
        )}
        <div
          ref={viewport}
          className="fav-carousel__viewport"
          data-testid="favorites-viewport"
          role="region"
          aria-roledescription={text.carousel}
          aria-label={text.favoritesTitle}
          tabIndex={0}
          onScroll={measure}
          onKeyDown={onKeyDown}
        >
          <div id={trackId} className="fav-carousel__track">
            {items.map((business, i) => (
              <div
                key={business.id}
                className="fav-carousel__item"
                data-carousel-item
                role="group"
                aria-roledescription={text.slide}
                aria-label={fmt(lang, text.position, { position: i + 1, total })}
              >
                <FavoriteCard business={business} onOpen={onOpen} />
              </div>
            ))}
          </div>
        </div>
        {scrollable && (
          <button
            type="button"
            className="fav-carousel__arrow fav-carousel__arrow--next"
            aria-label={text.next}
            aria-controls={trackId}
            disabled={!edges.next}
            onClick={() => step(1)}
          >
            <ChevronIcon direction="right" />
          </button>
        )}
      </div>

      <div className="fav-carousel__footer">
        {total > 1 && (
          <div className="fav-carousel__dots" role="group" aria-label={text.chooseFavorite}>
            {items.map((business, i) => (
              <button
                key={business.id}
                type="button"
                className={`fav-carousel__dot${i === current ? ' is-active' : ''}`}
                aria-label={fmt(lang, text.goToFavorite, { number: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        )}
        <p className="fav-carousel__counter" aria-live="polite">
          {fmt(lang, text.position, { position: current + 1, total })}
        </p>
      </div>
    </div>
  );
}
