/**
 * Carousel — the shared, accessible carousel (DESIGN §6) on top of useCarousel.
 *
 * ```ts
 * export function Carousel(props: {
 *   label: string;                                   // aria-label of the region ('Eventos destacados')
 *   count: number;                                   // slides
 *   renderSlide: (index: number, active: boolean) => ReactNode; // active = visible now
 *   slideLabel?: (index: number, count: number) => string;      // default 'N de M'
 *   intervalMs?: number;      // auto-advance; 0/undefined = none (never under prefers-reduced-motion)
 *   swipeThresholdPx?: number; // default SWIPE_THRESHOLD_PX
 *   dotPauseMs?: number;       // default DOT_CLICK_PAUSE_MS: a dot click holds auto-advance this long
 *   perView?: number;          // default 1: slides visible at once
 *   showDots?: boolean;        // default true (hidden when there is one position)
 *   showArrows?: boolean;      // default true (hidden when there is one position)
 *   onIndexChange?: (index: number) => void;
 *   className?: string;
 * }): JSX.Element
 * ```
 *
 * Markup: a region (`aria-roledescription="carrusel"`, `aria-label`) that takes keyboard focus
 * (arrow keys, Home, End; visible focus ring) and pauses on hover, touch, press and keyboard focus;
 * each slide a group labelled 'N de M'; slides out of view are `inert` and aria-hidden; slides move
 * with a CSS transform (no transition under reduced motion). A live region announces the slide:
 * polite whenever the carousel is not rotating by itself (paused, focused, reduced motion, no
 * interval), off while it rotates, as the WAI-ARIA carousel pattern asks (no announcement every 8 s).
 */
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useCarousel } from './use-carousel';
import './carousel.css';
import { useCarouselText } from './carousel-text';

/** Its texts (carousel-text.ts), kept importable from here. */
export { CAROUSEL_TEXT } from './carousel-text';

export interface CarouselProps {
  label: string;
  count: number;
  renderSlide: (index: number, active: boolean) => ReactNode;
  slideLabel?: (index: number, count: number) => string;
  intervalMs?: number;
  swipeThresholdPx?: number;
  dotPauseMs?: number;
  perView?: number;
  showDots?: boolean;
  showArrows?: boolean;
  onIndexChange?: (index: number) => void;
  className?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

export function Carousel({
  label,
  count,
  renderSlide,
  slideLabel: givenSlideLabel,
  intervalMs,
  swipeThresholdPx,
  dotPauseMs,
  perView = 1,
  showDots = true,
  showArrows = true,
  onIndexChange,
  className,
}: CarouselProps) {
  const text = useCarouselText();
  const slideLabel = givenSlideLabel ?? text.slide;
  const view = Math.max(1, Math.floor(perView));
  const carousel = useCarousel({ count, intervalMs, swipeThresholdPx, dotPauseMs, perView: view });
  const { index, count: positions, paused, reducedMotion } = carousel;

  const reported = useRef(index);
  useEffect(() => {
    if (reported.current === index) return;
    reported.current = index;
    onIndexChange?.(index);
  }, [index, onIndexChange]);

  const rotating = !!intervalMs && intervalMs > 0 && positions > 1 && !reducedMotion && !paused;
  const controls = positions > 1;
  const trackStyle: CSSProperties = { transform: `translate3d(${-index * (100 / view)}%, 0, 0)` };
  const slideStyle: CSSProperties = { flexBasis: `${100 / view}%` };

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription={text.roleDescription}
      aria-label={label}
      {...carousel.bind}
    >
      <div className="carousel__viewport">
        <div className="carousel__track" style={trackStyle}>
          {Array.from({ length: count }, (_, i) => {
            const active = i >= index && i < index + view;
            return (
              <div
                key={i}
                className="carousel__slide"
                style={slideStyle}
                role="group"
                aria-roledescription={text.slideRoleDescription}
                aria-label={slideLabel(i, count)}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                {renderSlide(i, active)}
              </div>
            );
          })}
        </div>
      </div>

      {controls && showArrows && (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={text.previous}
            onClick={carousel.prev}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={text.next}
            onClick={carousel.next}
          >
            <Chevron direction="right" />
          </button>
        </>
      )}

      {controls && showDots && (
        <div className="carousel__dots" role="group" aria-label={text.dots}>
          {Array.from({ length: positions }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel__dot"
              aria-label={text.goTo(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              // one tab stop for the dots (the arrow keys move anywhere in the carousel)
              tabIndex={i === index ? 0 : -1}
              onClick={() => carousel.goTo(i)}
            />
          ))}
        </div>
      )}

      <p className="visually-hidden" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {slideLabel(index, count)}
      </p>
    </section>
  );
}
