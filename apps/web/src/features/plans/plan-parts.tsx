import { Component, Fragment, Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ItineraryPlace, ItineraryStop } from '@guia/contracts';
import { Photo } from '../../components/data-saver/photo';
import { paths } from '../../config/paths';
import { PLACEHOLDER_IMAGE } from '../../lib/business-info';
import { useOnline } from '../../lib/use-online';
import { walkText } from './plan-format';
import type { PlanMapPoint } from './plan-map';
import { usePlansText } from './plans-text';
import { useLang } from '../../lib/i18n/lang';
import { useMsg } from '../../lib/i18n/messages';
import { useItineraryMsg } from '../../components/plans/itinerary-text';

/** Leaflet and the basemap arrive with the map only, not with the list of plans. */
const PlanMap = lazy(async () => ({ default: (await import('./plan-map')).PlanMap }));

/** A map that cannot load (its code, offline) leaves a notice; the stops keep working. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Error al cargar el mapa del plan:', error);
  }

  override render() {
    if (this.state.failed) return <MapUnavailable />;
    return this.props.children;
  }
}

function MapUnavailable() {
  const msg = useMsg();
  return <p className="alert alert--warning plan-map plan-map--notice">{msg.mapUnavailable}</p>;
}

/** The stops that have a place with coordinates, numbered by their position in the plan. */
export function mapPoints(stops: { key: string; business: ItineraryPlace | null }[]): PlanMapPoint[] {
  return stops.flatMap((s, i) => {
    const c = s.business?.coordinates;
    return s.business && c ? [{ key: s.key, number: i + 1, name: s.business.name, position: [c[1], c[0]] as [number, number] }] : [];
  });
}

/** 'Mapa del plan' with the walk ('1,2 km a pie · unos 15 min') above the map. */
export function PlanMapSection({ points, metres }: { points: PlanMapPoint[]; metres: number }) {
  const text = usePlansText();
  const lang = useLang();
  const walk = walkText(metres, lang);
  return (
    <section className="plans-card plan-map-section" aria-labelledby="plan-map-title">
      <h2 id="plan-map-title" className="plans__subtitle">
        {text.mapTitle}
      </h2>
      {walk && (
        <p className="plan-walk">
          <strong>{text.walkTitle}:</strong> <span>{walk}</span>
          <span className="plan-walk__hint">{text.straightLine}</span>
        </p>
      )}
      {points.length === 0 ? (
        <p className="plan-map plan-map--notice">{text.mapEmpty}</p>
      ) : (
        <MapBoundary>
          <Suspense
            fallback={
              <p className="plan-map plan-map--notice" role="status">
                {text.mapLoading}
              </p>
            }
          >
            <PlanMap points={points} />
          </Suspense>
        </MapBoundary>
      )}
    </section>
  );
}

/** A stop's picture, name (or 'Ya no está en la guía') and address; `link` makes the name go to the place's page. */
export function StopPlace({ stop, link = false }: { stop: Pick<ItineraryStop, 'business' | 'business_id'>; link?: boolean }) {
  const itinerary = useItineraryMsg();
  const place = stop.business;
  return (
    <div className="plan-place">
      <Photo className="plan-place__photo" src={place?.thumbnail || PLACEHOLDER_IMAGE} alt="" width={64} height={64} loading="lazy" />
      <div className="plan-place__text">
        <h3 className={`plan-place__name${place ? '' : ' plan-place__name--gone'}`}>
          {place ? link ? <Link to={paths.businessDetail(place._id)}>{place.name}</Link> : place.name : itinerary.goneBusiness}
        </h3>
        {place?.address && <p className="plan-place__address">{place.address}</p>}
      </div>
    </div>
  );
}

/** 'Sin conexión: copia guardada' while the phone is offline (what shows is the copy kept on it). */
export function OfflineCopyNote() {
  const text = usePlansText();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="alert alert--warning plans__offline" role="status">
      {text.offlineCopy}
    </p>
  );
}

/** 'Sábado, 5 de diciembre de 2026 · 3 paradas': each part kept whole, the line wrapping between them. */
export function MetaLine({ parts, className = 'plans__meta' }: { parts: string[]; className?: string }) {
  return (
    <p className={className}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <span className="plans__meta-part">{part}</span>
        </Fragment>
      ))}
    </p>
  );
}

export function LoadingBlock({ text }: { text: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
