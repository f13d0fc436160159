import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readMapEntry } from './map-entry';
import { ownPlace, type Place } from './places';
import { escorial, googlePlace, guarida } from './testing/map-test-api';
import { useSelection } from './use-selection';

const noEntry = () => readMapEntry(null, new URLSearchParams());

/** A focusable element in the page (a list item's button or a marker), focused. */
function focusedButton(placeId: string, scope: 'place-list' | 'map-stage') {
  const container = document.createElement('div');
  container.className = scope;
  const button = document.createElement('button');
  button.dataset.placeId = placeId;
  container.append(button);
  document.body.append(container);
  button.focus();
  return button;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useSelection', () => {
  it('opens with what the page was given: a Google place, a business with its data, or only its id (?negocio=)', () => {
    const place = renderHook(() => useSelection(readMapEntry({ selectedBusiness: googlePlace }, new URLSearchParams()))).result.current;
    expect(place.selection).toMatchObject({ kind: 'external', id: googlePlace.place_id });
    const known = renderHook(() => useSelection(readMapEntry({ selectedBusiness: guarida }, new URLSearchParams()))).result.current;
    expect(known.selection).toMatchObject({ kind: 'own', id: guarida._id, snapshot: { kind: 'own', id: guarida._id } });
    const byId = renderHook(() => useSelection(readMapEntry(null, new URLSearchParams(`negocio=${guarida._id}`)))).result.current;
    expect(byId.selection).toEqual({ kind: 'own', id: guarida._id, snapshot: null });
    expect(renderHook(() => useSelection(noEntry())).result.current.selection).toBeNull();
  });

  it('choosing a place opens its panel and asks for the focus on it; closing answers where it came from and gives the focus back there', () => {
    const { result } = renderHook(() => useSelection(noEntry()));
    const opener = focusedButton(guarida._id, 'place-list');
    act(() => result.current.setPanelOpen(false));
    act(() => result.current.select(ownPlace(guarida), 'list'));
    expect(result.current.selection).toMatchObject({ kind: 'own', id: guarida._id });
    expect(result.current.panelOpen).toBe(true);
    expect(result.current.panelFocusRequest).toBe(1);
    (document.activeElement as HTMLElement).blur();

    let from: string | null = null;
    act(() => {
      from = result.current.close();
    });
    expect(from).toBe('list');
    expect(result.current.selection).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('when the opener was drawn again, the focus goes to the same place’s marker', () => {
    const { result } = renderHook(() => useSelection(noEntry()));
    const first = focusedButton(escorial._id, 'map-stage');
    act(() => result.current.select(ownPlace(escorial), 'marker'));
    first.parentElement!.remove();
    const redrawn = focusedButton(escorial._id, 'map-stage');
    redrawn.blur();
    act(() => void result.current.close());
    expect(document.activeElement).toBe(redrawn);
  });

  it('a panel the page opened with has no opener: closing it answers null and moves no focus', () => {
    const { result } = renderHook(() => useSelection(readMapEntry(null, new URLSearchParams(`negocio=${guarida._id}`))));
    let from: string | null = 'x';
    act(() => {
      from = result.current.close();
    });
    expect(from).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it("a newer copy of the selected business replaces what the panel knows; another business's is ignored", () => {
    const { result } = renderHook(() => useSelection(noEntry()));
    act(() => result.current.select(ownPlace(guarida), 'list'));
    act(() => result.current.refresh({ ...escorial, name: 'Otro' }));
    expect((result.current.selection?.snapshot as Extract<Place, { kind: 'own' }>).business.name).toBe('La Guarida');
    act(() => result.current.refresh({ ...guarida, user_ratings_total: 121 }));
    expect((result.current.selection?.snapshot as Extract<Place, { kind: 'own' }>).business.user_ratings_total).toBe(121);
  });
});
