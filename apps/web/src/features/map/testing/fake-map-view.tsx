import type { MapViewProps } from '../types';

/**
 * A fake map provider for component tests (vi.mock('../map-view')): markers are plain buttons
 * named after the business, with their kind, icon and highlight as data attributes.
 */
export function FakeMapView(props: MapViewProps) {
  return (
    <div data-testid="fake-map" aria-label={props.label} data-center={`${props.center.lat},${props.center.lng}`} data-zoom={props.zoom}
      data-area={props.area ? `${props.area.key}@${props.area.center.lat},${props.area.center.lng}` : ''}
      data-area-padding={props.area ? JSON.stringify(props.area.padding) : ''}
    >
      {props.userPosition && <span data-testid="user-marker">{`${props.userPosition.lat},${props.userPosition.lng}`}</span>}
      <ul>
        {props.markers.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              aria-label={m.name}
              data-kind={m.kind}
              data-icon={m.icon}
              data-highlighted={m.highlighted ? 'true' : 'false'}
              data-selected={props.selectedId === m.id ? 'true' : 'false'}
              onClick={() => props.onMarkerClick(m.id)}
            >
              {m.name}
            </button>
          </li>
        ))}
      </ul>
      {props.route && <p data-testid="route">{props.route.map((p) => `${p.lat},${p.lng}`).join(';')}</p>}
      {props.focus && <p data-testid="focus">{props.focus.points.map((p) => `${p.lat},${p.lng}`).join(';')}</p>}
    </div>
  );
}
