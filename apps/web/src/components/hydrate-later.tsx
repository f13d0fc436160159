import { useId, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Hydrating a server-drawn page part by part (issue 19). A part of the page below its first screen
 * keeps the HTML the server drew, as it is, until it comes near the screen; only then does its code
 * download and React take it over. The first screen hydrates alone, sooner, in less main-thread time;
 * a visitor who never scrolls never pays for the rest. What a person sees does not change: the
 * server's HTML stays in place (its links work as plain links meanwhile), and React hydrates it
 * without drawing it again.
 *
 * `<HydrateLater>` goes inside a `<Suspense>` boundary of its own: while the page hydrates it suspends
 * (React keeps that boundary's server HTML: a dehydrated boundary), and it lets React go on once the
 * element `near` names is within `margin` of the viewport. Anywhere else (a page the browser draws, a
 * screen opened inside the app, a part React draws again, the server) it renders its children at once.
 * (React hydrates a boundary nested in another one after its parent has committed, at idle priority:
 * whether a render is a hydration is asked of React itself, through useSyncExternalStore's server
 * snapshot, not of a flag the first screen would clear too early.)
 *
 * Whatever comes first takes a part over: coming near the screen, or the phone being idle after the
 * first screen (within 2 s: what the server does not draw must not wait for a scroll). A tap on a
 * part not taken over yet is held and given again once it is (holdClick below).
 *
 * Nothing above such a part may change while it waits (a context value, its props): React would then
 * throw its server HTML away and draw it again. The app's providers keep their values for the page's
 * life (the session is subscribed to, lib/session), and the screens read the session in the leaves
 * that show it (app/hydration.test.tsx).
 */

/**
 * The browser started by hydrating a page the server drew: the page carries the data it was drawn
 * with (#guia-state, which main.tsx hydrates from). Never on the server, nor in a page the browser
 * draws alone.
 */
const pageHydrates = () => typeof document !== 'undefined' && document.getElementById('guia-state') !== null;

const noSubscribe = () => () => undefined;
const inClientRender = () => false;
const inHydration = () => true;

type Wait = Promise<void> & { done?: boolean };

/** One wait per part of the page (by React's id for it, the same on the server, in hydration and its retries). */
const waits = new Map<string, Wait>();

/**
 * How far below (or above) the screen a part starts hydrating: a few lines ahead of the person's
 * scroll, so its code is usually there when it comes into view, yet a phone's first screen (the
 * business page's reviews start ~1.1 screens down) does not take the next part with it.
 */
const DEFAULT_MARGIN = '200px 0px';

/** React marks every element it has taken over (hydrated or drawn) with its fiber. */
const taken = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/**
 * The element at the top of the server-drawn Suspense boundary `node` is in (React writes a boundary
 * between the comments `<!--$-->` and `<!--/$-->`), when React has not taken that boundary over yet;
 * null when `node` is in no boundary, or in one already hydrated.
 */
function unhydratedBoundaryTop(node: Node): Element | null {
  for (let n: Node | null = node; n && n.parentNode; n = n.parentNode) {
    let depth = 0;
    for (let sibling = n.previousSibling; sibling; sibling = sibling.previousSibling) {
      if (sibling.nodeType !== Node.COMMENT_NODE) continue;
      const data = (sibling as Comment).data;
      if (data === '/$') depth++;
      else if (data.startsWith('$') && depth-- === 0) return n instanceof Element && !taken(n) ? n : null;
    }
  }
  return null;
}

/** Every part waits no more once a person has tapped one that was waiting. */
let allOpen = false;
const pending = new Set<() => void>();
let replaying = false;

/**
 * A click (or a key that clicks) on a part React has not hydrated yet would be lost: React drops a
 * discrete event whose target it cannot hydrate at once. It is held instead, every waiting part is
 * let go, and once React has taken the element over the click is given to it again (hydration keeps
 * the server's elements). After 5 s it goes through as it is (a link then works as a plain link).
 */
function holdClick(event: MouseEvent): void {
  const target = event.target;
  if (replaying || !pageHydrates() || !(target instanceof Element) || taken(target) || !unhydratedBoundaryTop(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  allOpen = true;
  pending.forEach((open) => open());
  const until = Date.now() + 5000;
  // React marks the element while it renders the part, and commits a moment later: the click waits
  // until it has been React's for one more check
  let seen = false;
  const replay = () => {
    if (!target.isConnected) return;
    if (!(seen && taken(target)) && Date.now() < until) {
      seen = taken(target);
      setTimeout(replay, 50);
      return;
    }
    replaying = true;
    try {
      (target as HTMLElement).click?.();
    } finally {
      replaying = false;
    }
  };
  setTimeout(replay, 50);
}

// (this module loads with the first screen that has such parts, before React hydrates it)
if (typeof document !== 'undefined') document.addEventListener('click', holdClick, true);

function whenNear(selector: string, margin: string): Wait {
  if (allOpen) return Object.assign(Promise.resolve(), { done: true });
  const wait: Wait = new Promise<void>((resolve) => {
    const watch: { observer?: IntersectionObserver } = {};
    const open = (): void => {
      watch.observer?.disconnect();
      pending.delete(open);
      wait.done = true;
      resolve();
    };
    const target = typeof document === 'undefined' ? null : document.querySelector(selector);
    // Every part is taken over once the phone is idle (within 2 s), after the first screen: what the
    // server does not draw (the menu, owners' replies, the price level) must not wait for a scroll
    // that a screen reader, a search in the page or a visitor who reads on never makes, and a
    // signed-in visitor's parts differ from the server's page anyway (their review form, their
    // hearts). Coming near the screen first takes a part over sooner.
    (globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200)))(open, { timeout: 2000 });
    if (!target || typeof IntersectionObserver === 'undefined') return;
    pending.add(open);
    watch.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) open();
      },
      { rootMargin: margin },
    );
    watch.observer.observe(target);
  });
  return wait;
}

export interface HydrateLaterProps {
  /** A CSS selector of an element of the server's HTML at the top of this part (an id). */
  near: string;
  /** The IntersectionObserver root margin (default: 200 px above and below the screen). */
  margin?: string;
  children: ReactNode;
}

/** Keeps its children's server HTML unhydrated until they come near the screen or the phone is idle (only while the page hydrates). */
export function HydrateLater({ near, margin = DEFAULT_MARGIN, children }: HydrateLaterProps) {
  const id = useId();
  // true while React hydrates this part (it reads the server snapshot then), false when it draws it
  // in the browser: a screen opened inside the app, or a part React had to draw again
  const hydrating = useSyncExternalStore(noSubscribe, inClientRender, inHydration);
  if (!pageHydrates() || !hydrating) return children;
  let wait = waits.get(id);
  if (!wait) {
    wait = whenNear(near, margin);
    waits.set(id, wait);
  }
  if (wait.done) return children;
  // Suspense: React keeps the server HTML and retries once it settles
  throw wait;
}
