/**
 * useCarousel — the one carousel mechanism of DESIGN §6 (promoted, events, panel photos, profile).
 * Tiny and hand-written: no carousel library (the home page has a 130 KB gzip budget).
 *
 * ```ts
 * export interface UseCarouselOptions {
 *   count: number;             // slides
 *   intervalMs?: number;       // auto-advance period; 0 or undefined = no auto-advance
 *   swipeThresholdPx?: number; // default SWIPE_THRESHOLD_PX (50); a swipe must be LONGER than this
 *   dotPauseMs?: number;       // default DOT_CLICK_PAUSE_MS (3000): goTo() holds auto-advance this long
 *   perView?: number;          // default 1; slides visible at once (index wraps over count - perView + 1 positions)
 * }
 * export function useCarousel(o: UseCarouselOptions): {
 *   index: number;  // first visible slide, 0 … count - 1 (0 … positions - 1 with perView > 1)
 *   count: number;  // positions the index can take: max(1, count - perView + 1) (= count when perView is 1)
 *   goTo(i: number, opts?: { pauseMs?: number }): void; // jump (wraps); holds auto-advance opts.pauseMs ?? dotPauseMs
 *   next(): void;   // wraps from the last position to the first
 *   prev(): void;   // wraps from the first position to the last
 *   paused: boolean;        // hover, touch, press, keyboard focus inside, or a goTo hold
 *   reducedMotion: boolean; // prefers-reduced-motion: reduce → never auto-advances ('Ahorro de datos' neither)
 *   // spread on the viewport element: hover/touch/press pause, swipe, arrow keys
 *   bind: { onMouseEnter; onMouseLeave; onTouchStart; onTouchMove; onTouchEnd; onPointerDown; onPointerUp;
 *           onKeyDown; onFocus; onBlur; tabIndex: 0 };
 * }
 * ```
 *
 * Rules (spec §4, §9): every `intervalMs` the index goes to the next position, wrapping; the period
 * restarts after any move. Hover, a touch, a press (pointer down) and keyboard focus inside pause it;
 * it resumes, with a full period, when they end. A touch swipe longer than the threshold goes next
 * (finger moving left) or previous (right); a shorter one does nothing. goTo (the dots) jumps and
 * holds auto-advance for dotPauseMs, after which the full period runs again. ArrowRight/ArrowLeft
 * move, Home/End jump to the ends. Under prefers-reduced-motion it never auto-advances.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, TouchEvent } from 'react';
import { DOT_CLICK_PAUSE_MS, SWIPE_THRESHOLD_PX } from '@guia/contracts';
import { useMediaQuery } from '../../lib/use-media-query';
import { useDataSaver } from '../../lib/data-saver';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Mouse events a browser emulates after a tap arrive within this time; they are not a hover. */
const EMULATED_MOUSE_WINDOW_MS = 1000;

export interface UseCarouselOptions {
  count: number;
  /** 0 or undefined = no auto-advance */
  intervalMs?: number;
  /** default SWIPE_THRESHOLD_PX */
  swipeThresholdPx?: number;
  /** default DOT_CLICK_PAUSE_MS */
  dotPauseMs?: number;
  /** default 1; wrap over positions */
  perView?: number;
}

export interface CarouselBind {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onTouchStart: (event: TouchEvent) => void;
  onTouchMove: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onPointerDown: () => void;
  onPointerUp: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
  tabIndex: 0;
}

export interface UseCarouselResult {
  index: number;
  count: number;
  goTo(i: number, opts?: { pauseMs?: number }): void;
  next(): void;
  prev(): void;
  paused: boolean;
  reducedMotion: boolean;
  /** spread on the viewport element: hover/touch/press pause, swipe, arrow keys */
  bind: CarouselBind;
}

/** Number of positions the first visible slide can take. */
export function carouselPositions(count: number, perView = 1): number {
  const view = Math.max(1, Math.floor(perView));
  return Math.max(1, Math.floor(count) - view + 1);
}

const wrap = (i: number, n: number) => ((i % n) + n) % n;

export function useCarousel({
  count,
  intervalMs = 0,
  swipeThresholdPx = SWIPE_THRESHOLD_PX,
  dotPauseMs = DOT_CLICK_PAUSE_MS,
  perView = 1,
}: UseCarouselOptions): UseCarouselResult {
  const positions = carouselPositions(count, perView);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // 'Ahorro de datos': no auto-advance, so no slide fetches a photo nobody asked for (issue 11).
  const dataSaver = useDataSaver();

  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, positions - 1);

  const [hovered, setHovered] = useState(false);
  const [touching, setTouching] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  /** A goTo hold; a new object for every goTo so the hold restarts. */
  const [hold, setHold] = useState<{ ms: number } | null>(null);

  const touch = useRef<{ startX: number; lastX: number } | null>(null);
  const lastTouchAt = useRef(0);
  const pointerDown = useRef(false);

  const paused = hovered || touching || pressed || focused || hold !== null;
  const autoAdvance = intervalMs > 0 && positions > 1 && !reducedMotion && !dataSaver;

  // Auto-advance: one timer per period; any move (index change) or pause restarts it.
  useEffect(() => {
    if (!autoAdvance || paused) return undefined;
    const timer = setTimeout(() => setIndex((i) => wrap(Math.min(i, positions - 1) + 1, positions)), intervalMs);
    return () => clearTimeout(timer);
  }, [autoAdvance, paused, index, intervalMs, positions]);

  // The goTo hold ends after its time.
  useEffect(() => {
    if (!hold) return undefined;
    const timer = setTimeout(() => setHold(null), hold.ms);
    return () => clearTimeout(timer);
  }, [hold]);

  const next = useCallback(() => setIndex((i) => wrap(Math.min(i, positions - 1) + 1, positions)), [positions]);
  const prev = useCallback(() => setIndex((i) => wrap(Math.min(i, positions - 1) - 1, positions)), [positions]);
  const goTo = useCallback(
    (i: number, opts?: { pauseMs?: number }) => {
      setIndex(wrap(Math.trunc(i), positions));
      const pauseMs = opts?.pauseMs ?? dotPauseMs;
      if (pauseMs > 0) setHold({ ms: pauseMs });
    },
    [positions, dotPauseMs],
  );

  const bind: CarouselBind = {
    onMouseEnter: () => {
      // A tap makes the browser emulate mouseenter with no mouseleave to follow: not a hover.
      if (Date.now() - lastTouchAt.current < EMULATED_MOUSE_WINDOW_MS) return;
      setHovered(true);
    },
    onMouseLeave: () => {
      setHovered(false);
      setPressed(false);
      pointerDown.current = false;
    },
    onTouchStart: (event) => {
      const x = event.touches[0]?.clientX ?? 0;
      touch.current = { startX: x, lastX: x };
      lastTouchAt.current = Date.now();
      setTouching(true);
    },
    onTouchMove: (event) => {
      if (touch.current) touch.current.lastX = event.touches[0]?.clientX ?? touch.current.lastX;
    },
    onTouchEnd: (event) => {
      const start = touch.current;
      touch.current = null;
      lastTouchAt.current = Date.now();
      pointerDown.current = false;
      setTouching(false);
      setPressed(false);
      if (!start) return;
      const endX = event.changedTouches[0]?.clientX ?? start.lastX;
      const dx = endX - start.startX;
      if (dx < -swipeThresholdPx) next();
      else if (dx > swipeThresholdPx) prev();
    },
    onPointerDown: () => {
      pointerDown.current = true;
      setPressed(true);
    },
    onPointerUp: () => {
      pointerDown.current = false;
      setPressed(false);
    },
    onKeyDown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const keys: Record<string, () => void> = {
        ArrowRight: next,
        ArrowLeft: prev,
        Home: () => goTo(0, { pauseMs: 0 }),
        End: () => goTo(positions - 1, { pauseMs: 0 }),
      };
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    },
    onFocus: () => {
      // Focus that a click brings is not a reason to stop: only keyboard focus pauses (WCAG 2.2.2).
      if (pointerDown.current) return;
      setFocused(true);
    },
    onBlur: (event) => {
      const to = event.relatedTarget as Node | null;
      if (to && event.currentTarget.contains(to)) return;
      setFocused(false);
    },
    tabIndex: 0,
  };

  return { index, count: positions, goTo, next, prev, paused, reducedMotion, bind };
}
