import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CATEGORY_BANNER_MS, DEFAULT_POSITION, MAP_ZOOM, RADIUS_M, type TravelMode } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { useRecordVisit } from '../../lib/api/business';
import { useIsMobile } from '../../lib/use-media-query';
import { useCategories } from './api/categories';
import { EmptyList, type EmptyListProps } from './components/empty-list';
import { MapMessages, type MapNotice } from './components/map-messages';
import { OfflineMap } from './components/offline-map';
import { MapSidebar, type StatusMessage } from './components/map-sidebar';
import { PlaceList } from './components/place-list';
import { SearchBar } from './components/search-bar';
import { MapView } from './map-view';
import { categoryShown, useMapText } from './map-text';
import { useLang } from '../../lib/i18n/lang';
import { useMsg } from '../../lib/i18n/messages';
import { usePlaceText } from '../../components/business/place-text';
import { readMapEntry } from './map-entry';
import { formatDistance, formatDuration, ownPlace, placeName, placePosition, toMarker, type Place } from './places';
import { currentMapProvider } from './provider';
import { routerFor } from './routing';
import type { LatLng, MapArea, MapFocus, MapMarker } from './types';
import { useDirections } from './use-directions';
import { locateEarly, useGeolocation } from './use-geolocation';
import { useMapFilters, widerRadius } from './use-map-filters';
import { useMapPlaces } from './use-map-places';
import { useSelection } from './use-selection';
import { whenIdle } from './idle';
import { currentLang } from '../../lib/i18n/lang';
import { loadTexts } from '../../lib/i18n/text';
import { paths } from '../../config/paths';
import './map.css';

/**
 * What the map page's first render needs, asked for all at once as soon as this code runs (issue
 * 19) rather than one after another as the render reaches each: the texts of an English page
 * (every catalogue of this chunk, side by side) and — on the map's own address only — the
 * person's position, so an answer the browser already has (a refusal, a recent position) is in
 * the first render and nothing moves the map down after it. (The map's own code follows the first
 * paint: map-view.tsx.)
 */
if (typeof window !== 'undefined') {
  void loadTexts(currentLang()).catch(() => undefined);
  if (window.location.pathname === paths.map) locateEarly();
}

/**
 * The business panel (photos, reviews, reservation, favourite) is only drawn once a business is
 * chosen: its code loads apart, after the first paint (issue 11), and is fetched while idle.
 */
const loadPanel = () => import('./components/business-panel');
const OwnBusinessPanel = lazy(async () => ({ default: (await loadPanel()).OwnBusinessPanel }));
const ExternalPlacePanel = lazy(async () => ({ default: (await loadPanel()).ExternalPlacePanel }));
const OsmPlacePanel = lazy(async () => ({ default: (await loadPanel()).OsmPlacePanel }));

/** Part of the viewport height the phone's details sheet takes at most (map.css: 55dvh). */
const SHEET_HEIGHT = 0.55;
/**
 * What sits on the map's edges: the zoom buttons on top, the offline-map card and attribution
 * below. Nearly even top and bottom, so the person's position stays near the middle of the map
 * and zooming in with the buttons (around the middle) keeps it on screen.
 */
const AREA_PADDING = { top: 72, right: 14, bottom: 100, left: 14 };

/** Keys typed into these are theirs: Esc there does not close the panel. */
const ownsEscape = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.closest('textarea, select, input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), [role="dialog"], [role="alertdialog"]') !== null);

/** Once mounted with the panel (after its code arrived), moves the focus to the panel's heading. */
function FocusPanelHeading({ request, doneRef, panelRef }: { request: number; doneRef: { current: number }; panelRef: { current: HTMLElement | null } }) {
  useEffect(() => {
    if (request === 0 || doneRef.current === request) return;
    const heading = panelRef.current?.querySelector<HTMLElement>('.map-panel__title');
    if (!heading) return;
    doneRef.current = request;
    heading.focus({ preventScroll: true });
  });
  return null;
}

/**
 * The map page (spec §2 Map page, §4, §7, §8; issue 7): the user's position, the nearby
 * businesses by category and radius, the search, the favourites, markers, the business panel and
 * directions. The map itself is `MapView` (OpenStreetMap by default, Google with a key).
 */
export function MapScreen() {
  const text = useMapText();
  const msg = useMsg();
  const lang = useLang();
  const placeText = usePlaceText();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [entry] = useState(() => readMapEntry(location.state, searchParams));
  const isMobile = useIsMobile();
  const provider = currentMapProvider();
  const router = useMemo(() => routerFor(provider), [provider]);
  const { state: geo, retry: retryLocation } = useGeolocation();
  /** Only a position the browser gave is 'you': the centre we fall back on never is (issue 20 §3). */
  const located = geo.status === 'located';

  const { selection, panelOpen, setPanelOpen, panelFocusRequest, select, close, refresh } = useSelection(entry);
  const filters = useMapFilters(entry, selection?.kind === 'own' ? selection.id : null);
  const { mode, category, radiusM, openNow, query, explore } = filters;
  const [banner, setBanner] = useState(entry.categoryBanner);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const panelRef = useRef<HTMLElement>(null);
  const panelFocusDone = useRef(0);
  const focusKey = useRef(0);
  const pendingFocus = useRef<string | null>(entry.focusOnBusiness ? (selection?.id ?? null) : null);
  const highlightId = entry.focusOnBusiness && !entry.fromFavorites ? (selection?.id ?? null) : null;

  const focusOn = useCallback((points: LatLng[], insetBottom = 0) => {
    if (points.length === 0) return;
    focusKey.current += 1;
    setFocus({ key: focusKey.current, points, insetBottom });
  }, []);

  // Phones: the details sheet covers the lower part of the map; a focused business goes above it.
  const stageRef = useRef<HTMLElement>(null);
  const sheetInset = useCallback(() => {
    if (!isMobile) return 0;
    // bring the whole map under the bar first: the most of it stays visible above the sheet
    stageRef.current?.scrollIntoView?.({ block: 'start' });
    const rect = stageRef.current?.getBoundingClientRect();
    if (!isMobile || !rect || rect.height === 0) return 0;
    const sheetTop = window.innerHeight * (1 - SHEET_HEIGHT);
    return Math.round(Math.max(0, Math.min(rect.height - 80, rect.bottom - sheetTop)));
  }, [isMobile]);
  /** A point to focus once the sheet is laid out (after the render that opens it). */
  const sheetFocus = useRef<LatLng | null>(null);
  useEffect(() => {
    const point = sheetFocus.current;
    if (!point) return;
    sheetFocus.current = null;
    focusOn([point], sheetInset());
  });

  // the panel's code: at the first sign the user is about to choose (a touch, a click, a key on the
  // page), or once the page has long been quiet; never in the middle of loading
  const prefetchPanel = useCallback(() => void loadPanel().catch(() => undefined), []);
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const timer = window.setTimeout(() => {
      cancel = whenIdle(prefetchPanel, 10_000);
    }, 8000);
    return () => {
      window.clearTimeout(timer);
      cancel();
    };
  }, [prefetchPanel]);

  // ---- data -------------------------------------------------------------------------------
  const origin = geo.position;
  const categories = useCategories();
  const { nearby, search, favorites, detail, ownId, places, selectedPlace } = useMapPlaces({ filters, entrySearch: entry.search, origin, provider, selection });
  useRecordVisit(ownId);

  const selectedPosition = selectedPlace ? placePosition(selectedPlace) : null;

  // ---- directions ---------------------------------------------------------------------------
  const directions = useDirections(router);
  const clearRoute = directions.clear;
  const selectionId = selection?.id ?? null;
  useEffect(() => {
    clearRoute();
  }, [selectionId, clearRoute]);
  const routePoints = directions.state.status === 'ok' ? directions.state.route.points : null;
  useEffect(() => {
    if (routePoints) focusOn(routePoints);
  }, [routePoints, focusOn]);

  // ---- focus ------------------------------------------------------------------------------
  useEffect(() => {
    if (pendingFocus.current && selectionId === pendingFocus.current && selectedPosition) {
      pendingFocus.current = null;
      focusOn([selectedPosition], sheetInset());
    }
  }, [selectionId, selectedPosition, focusOn, sheetInset]);

  useEffect(() => {
    if (mode === 'search' && search.data && search.data.length > 0) {
      focusOn(search.data.map(ownPlace).flatMap((p) => placePosition(p) ?? []));
    }
  }, [mode, search.data, focusOn]);

  const favoritesReady = mode === 'favorites' && !favorites.isLoading;
  useEffect(() => {
    if (favoritesReady) focusOn(favorites.places.flatMap((p) => placePosition(p) ?? []));
    // once each time the favourites are shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [favoritesReady, focusOn]);

  // ---- banner and URL -----------------------------------------------------------------------
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), CATEGORY_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  // ---- actions ----------------------------------------------------------------------------
  // the marker callback stays the same function (markers do not re-bind), reading the latest lists
  const placesRef = useRef(places);
  const selectedRef = useRef(selectedPlace);
  useEffect(() => {
    placesRef.current = places;
    selectedRef.current = selectedPlace;
  }, [places, selectedPlace]);
  const onMarkerClick = useCallback(
    (id: string) => {
      const place = placesRef.current.find((p) => p.id === id) ?? (selectedRef.current?.id === id ? selectedRef.current : null);
      if (!place) return;
      select(place, 'marker');
      if (isMobile) sheetFocus.current = placePosition(place);
    },
    [select, isMobile],
  );

  const onListSelect = useCallback(
    (place: Place) => {
      select(place, 'list');
      const position = placePosition(place);
      if (isMobile) {
        sheetFocus.current = position;
        setSidebarOpen(false);
      } else if (position) {
        focusOn([position]);
      }
    },
    [select, isMobile, focusOn],
  );

  /** Closes the panel; the focus goes back to the list item or marker that opened it. */
  const closePanel = () => {
    // phones: the list folded when the sheet opened; open it again to reach the item
    if (close() === 'list' && isMobile) setSidebarOpen(true);
  };
  const onPageKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !selection || ownsEscape(event.target)) return;
    event.preventDefault();
    closePanel();
  };
  const dismiss = (id: string) => setDismissed((d) => new Set(d).add(id));
  const askLocationAgain = () => {
    setDismissed((d) => {
      const next = new Set(d);
      next.delete('location');
      return next;
    });
    retryLocation();
  };
  const requestRoute = async (to: LatLng, mode: TravelMode) => {
    const outcome = await directions.request(origin ?? DEFAULT_POSITION, to, mode);
    // phones: the sheet would hide the route; fold it (the summary stays on the map)
    if (outcome === 'ok' && isMobile) setPanelOpen(false);
  };
  // directions start from the person, never from the centre we fall back on
  const routeDirections = { origin: located ? origin : null, state: directions.state, onRequest: (to: LatLng, mode: TravelMode) => void requestRoute(to, mode), onClear: clearRoute };

  // ---- what the page says ---------------------------------------------------------------------
  const status: StatusMessage[] = [];
  if (geo.status === 'locating') status.push({ tone: 'info', text: msg.locating });
  let empty: EmptyListProps | null = null;
  const chosenCategory = categories.data?.find((c) => c.name === category);
  const categoryName = chosenCategory ? categoryShown(chosenCategory, lang, placeText.categoryName) : category;
  const withoutOpenNow = { label: text.removeOpenNow, onClick: () => filters.setOpenNow(false) };
  if (mode === 'nearby' && origin) {
    if (nearby.isError) status.push({ tone: 'error', text: msg.businessesLoadError });
    else if (nearby.isPending) status.push({ tone: 'info', text: msg.loadingBusinesses });
    else if (places.length === 0) {
      const actions = [];
      if (radiusM < RADIUS_M.max) {
        const wider = widerRadius(radiusM);
        actions.push({ label: text.widenTo(wider), onClick: () => filters.chooseRadius(wider) });
      }
      if (category) actions.push({ label: text.allCategoriesAction, onClick: () => filters.chooseCategory('') });
      if (openNow) actions.push(withoutOpenNow);
      empty = {
        text: category ? text.nothingInCategory(categoryName, radiusM) : text.nothingNearby(radiusM),
        hint: openNow ? text.nothingOpenNow : undefined,
        actions,
      };
    }
  } else if (mode === 'search') {
    if (search.isError) status.push({ tone: 'error', text: msg.searchError });
    else if (search.isPending) status.push({ tone: 'info', text: msg.loadingBusinesses });
    else if (places.length === 0) {
      empty = {
        text: text.nothingSearched(query ?? ''),
        hint: openNow ? text.nothingOpenNow : undefined,
        actions: [{ label: text.clearSearch, onClick: explore }, ...(openNow ? [withoutOpenNow] : [])],
      };
    }
  } else if (mode === 'favorites') {
    if (favorites.isError) status.push({ tone: 'error', text: msg.businessesLoadError });
    else if (favorites.isLoading) status.push({ tone: 'info', text: msg.loadingBusinesses });
    else if (favorites.saved === 0) empty = { text: msg.favoritesEmpty };
    else if (places.length === 0) empty = { text: msg.favoritesNoneLoaded };
  }

  // lasting notices, each closable
  const notices: MapNotice[] = [];
  if (geo.notice && !dismissed.has('location')) {
    notices.push({
      id: 'location',
      tone: 'warning',
      text: text[geo.notice],
      ...(geo.status === 'fallback' ? { action: { label: text.useMyLocation, onClick: askLocationAgain } } : {}),
    });
  }
  if (tilesFailed && !dismissed.has('tiles')) notices.push({ id: 'tiles', tone: 'warning', text: msg.mapTilesUnavailable });
  if (banner && !dismissed.has('category')) notices.push({ id: 'category', tone: 'success', text: msg.categoryBanner });

  const listTitle =
    mode === 'search' ? text.results(query ?? '') : mode === 'favorites' ? text.favorites : located || !origin ? text.nearYou : text.nearCentre;
  /** Phones with the list folded: what it would say when empty is said above the map instead. */
  const emptyAboveMap = isMobile && !sidebarOpen;

  // ---- markers ----------------------------------------------------------------------------------
  const markers: MapMarker[] = useMemo(() => {
    const shown = selectedPlace && !places.some((p) => p.id === selectedPlace.id) ? [...places, selectedPlace] : places;
    return shown.flatMap((p) => {
      const promoted = p.id === highlightId && p.kind === 'own' && p.business.paid_promo;
      return toMarker(p, promoted, msg) ?? [];
    });
  }, [places, selectedPlace, highlightId, msg]);

  const center = origin ?? DEFAULT_POSITION;
  const panelVisible = !!selection && (!isMobile || panelOpen);

  // the chosen radius on screen: fitted on first load and again when the radius or category changes
  const sheetOver = isMobile && panelVisible;
  const area: MapArea | null = useMemo(
    () =>
      mode === 'nearby'
        ? {
            key: `${radiusM}|${category}`,
            center,
            radiusM,
            padding: sheetOver && typeof window !== 'undefined' ? { ...AREA_PADDING, bottom: Math.round(window.innerHeight * SHEET_HEIGHT) } : AREA_PADDING,
          }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mode, radiusM, category, center.lat, center.lng, sheetOver],
  );

  return (
    <div
      className={`map-page${selection ? ' map-page--with-panel' : ''}`}
      onPointerDownCapture={prefetchPanel}
      onKeyDownCapture={prefetchPanel}
      onKeyDown={onPageKeyDown}
    >
      <PageTitle title={text.pageTitle} />
      <h1 className="visually-hidden">{text.pageTitle}</h1>

      {/* first in the page, before the sidebar's list (issue 20 §3: the search is an early tab stop);
          in the flow above the map, so nothing here covers a marker or an info window */}
      <div className="map-top">
        <SearchBar active={query} onSearch={filters.search} onClear={explore} />
        <MapMessages status={status} notices={notices} onDismiss={dismiss} />
        {empty && emptyAboveMap && <EmptyList {...empty} />}
      </div>

      <MapSidebar
        mode={mode}
        onExplore={explore}
        onFavorites={filters.showFavorites}
        categories={categories.data ?? []}
        category={category}
        onCategory={filters.chooseCategory}
        radiusM={radiusM}
        onRadius={filters.chooseRadius}
        openNow={openNow}
        onOpenNow={filters.setOpenNow}
        money={{ payment: filters.payment ?? '', onPayment: filters.setPayment, price: filters.price ?? null, onPrice: filters.setPrice }}
        listTitle={listTitle}
        collapsible={isMobile}
        open={sidebarOpen}
        onToggle={() => setSidebarOpen((v) => !v)}
      >
        {/* phones: the list is drawn when the sidebar is opened, not hidden behind the toggle */}
        {(!isMobile || sidebarOpen) &&
          (empty ? (
            <EmptyList {...empty} />
          ) : (
            <PlaceList places={places} selectedId={selection?.id ?? null} onSelect={onListSelect} distanceFromCentre={!located} />
          ))}
      </MapSidebar>

      <section ref={stageRef} className="map-stage" aria-label={text.stage}>
        <MapView
          label={text.mapLabel}
          center={center}
          zoom={MAP_ZOOM}
          markers={markers}
          userPosition={located ? origin : null}
          route={routePoints}
          focus={focus}
          area={area}
          selectedId={selection?.id ?? null}
          onMarkerClick={onMarkerClick}
          onTilesError={() => setTilesFailed(true)}
        />
        {provider === 'osm' && !(isMobile && selection) && <OfflineMap />}
        {isMobile && directions.state.status === 'ok' && !panelOpen && (
          <p className="map-route-chip" role="status">
            <strong>{formatDistance(directions.state.route.distance, lang)}</strong> · <strong>{formatDuration(directions.state.route.duration)}</strong>{' '}
            {directions.state.route.mode === 'foot' ? text.onFoot : text.inCar}
            {directions.state.route.estimated && ` ${text.estimated}`}
          </p>
        )}
        {isMobile && selection && !panelOpen && (
          <button type="button" className="btn btn--primary map-panel-toggle" aria-expanded={false} onClick={() => setPanelOpen(true)}>
            {text.showDetailsOf(selectedPlace ? placeName(selectedPlace, msg) : text.aPlace)}
          </button>
        )}
      </section>

      {selection && (
        <aside ref={panelRef} className="map-panel" aria-label={text.detailsLabel} hidden={!panelVisible}>
          {isMobile && (
            <button type="button" className="btn btn--ghost btn--sm map-panel__hide" aria-expanded onClick={() => setPanelOpen(false)}>
              {text.hideDetails}
            </button>
          )}
          <Suspense fallback={<p className="map-status map-panel__content">{msg.loading}</p>}>
            {selectedPlace?.kind === 'external' ? (
              <ExternalPlacePanel
                place={selectedPlace.place}
                onClose={closePanel}
                directions={routeDirections}
              />
            ) : selectedPlace?.kind === 'osm' ? (
              <OsmPlacePanel place={selectedPlace.place} onClose={closePanel} directions={routeDirections} />
            ) : selectedPlace?.kind === 'own' ? (
              <OwnBusinessPanel
                business={selectedPlace.business}
                loading={detail.isFetching && !detail.data}
                loadError={detail.isError}
                onClose={closePanel}
                onReviewSaved={refresh}
                directions={routeDirections}
              />
            ) : (
              <div className="map-panel__content">
                <div className="map-panel__header">
                  <h2 className="map-panel__title" tabIndex={-1}>
                    {detail.isError ? msg.businessLoadError : msg.loading}
                  </h2>
                  <button type="button" className="btn btn--ghost" onClick={closePanel}>
                    {text.closeDetails}
                  </button>
                </div>
                {detail.isError && (
                  <p className="alert alert--error" role="alert">
                    {msg.businessLoadError}
                  </p>
                )}
              </div>
            )}
            <FocusPanelHeading request={panelFocusRequest} doneRef={panelFocusDone} panelRef={panelRef} />
          </Suspense>
        </aside>
      )}
    </div>
  );
}
