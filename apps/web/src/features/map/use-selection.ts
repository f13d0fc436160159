import { useCallback, useEffect, useRef, useState } from 'react';
import type { Business } from '@guia/contracts';
import type { MapEntry } from './map-entry';
import { externalPlace, ownPlace, type Place } from './places';

/** The selected place: its id and kind, and what we already know of it (null: only the id). */
export interface Selection {
  kind: Place['kind'];
  id: string;
  snapshot: Place | null;
}

/** Who opened the panel, so Esc and 'Cerrar detalles' give the focus back (issue 20 §3). */
export interface Opener {
  id: string;
  from: 'list' | 'marker';
  element: HTMLElement | null;
}

/** The selection the page opens with: a Google place or an own business passed along, or ?negocio=. */
export function initialSelection(entry: MapEntry): Selection | null {
  if (entry.place) return { kind: 'external', id: entry.place.place_id, snapshot: externalPlace(entry.place) };
  if (entry.businessId) {
    const known = entry.business && typeof entry.business.name === 'string' ? ownPlace(entry.business) : null;
    return { kind: 'own', id: entry.businessId, snapshot: known };
  }
  return null;
}

const focusedElement = () => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * The selected place and its details panel (issue 20 §3): choosing a place from the list or a
 * marker opens the panel (on phones a sheet that can be folded) and asks for the focus on its
 * heading (`panelFocusRequest` grows); closing it gives the focus back to what opened it, or, when
 * that element was drawn again, to the same place's list item or marker.
 */
export function useSelection(entry: MapEntry) {
  const [selection, setSelection] = useState<Selection | null>(() => initialSelection(entry));
  const [panelOpen, setPanelOpen] = useState(true);
  const [panelFocusRequest, setPanelFocusRequest] = useState(0);
  const opener = useRef<Opener | null>(null);
  /** After a close: the list item or marker to focus once it is drawn again. */
  const restoreFocus = useRef<Opener | null>(null);

  /** Selects a place chosen in the list or on the map: the panel opens and takes the focus. */
  const select = useCallback((place: Place, from: Opener['from']) => {
    opener.current = { id: place.id, from, element: focusedElement() };
    setPanelFocusRequest((n) => n + 1);
    setSelection({ kind: place.kind, id: place.id, snapshot: place });
    setPanelOpen(true);
  }, []);

  /** Closes the panel; answers where it was opened from ('list', 'marker'; null: the page opened with it). */
  const close = useCallback((): Opener['from'] | null => {
    setSelection(null);
    const from = opener.current;
    opener.current = null;
    if (!from) return null;
    restoreFocus.current = from;
    return from.from;
  }, []);

  // after every render with no selection: the focus goes back once the opener is on the page
  useEffect(() => {
    const from = restoreFocus.current;
    if (!from || selection) return;
    restoreFocus.current = null;
    const scope = from.from === 'list' ? '.place-list' : '.map-stage';
    const target =
      from.element?.isConnected && !from.element.closest('[hidden]')
        ? from.element
        : document.querySelector<HTMLElement>(`${scope} [data-place-id="${CSS.escape(from.id)}"]`);
    target?.focus({ preventScroll: true });
  });

  /** A newer copy of the selected business (after a review): the panel shows it. */
  const refresh = useCallback((business: Business) => {
    setSelection((s) => (s && s.kind === 'own' && s.id === business._id ? { ...s, snapshot: ownPlace(business) } : s));
  }, []);

  return { selection, panelOpen, setPanelOpen, panelFocusRequest, select, close, refresh };
}
