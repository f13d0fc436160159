import { memo } from 'react';
import { hasRating, ratingText } from '../../../lib/business-info';
import { MARKER_ICON_PATHS, markerIconFor } from '../marker-icons';
import { useProgressiveCount } from '../idle';
import { useMapText } from '../map-text';
import { useLang } from '../../../lib/i18n/lang';
import { useMsg } from '../../../lib/i18n/messages';
import { formatDistance, placeAddress, placeDistance, placeName, placeRating, placeTags, type Place } from '../places';

export interface PlaceListProps {
  places: Place[];
  selectedId: string | null;
  onSelect(place: Place): void;
  /** We do not know where the person is: distances are from Havana's centre, and say so. */
  distanceFromCentre?: boolean;
}

/** The businesses on the map as a list: the same selection as the markers, for keyboards and small screens. */
export const PlaceList = memo(function PlaceList({ places, selectedId, onSelect, distanceFromCentre = false }: PlaceListProps) {
  // a long list is drawn a few rows at a time while the browser is idle (issue 11)
  const shown = useProgressiveCount(places.length, 10);
  const text = useMapText();
  const msg = useMsg();
  const lang = useLang();
  if (places.length === 0) return null;
  return (
    <ul className="place-list">
      {places.slice(0, shown).map((p) => {
        const rating = placeRating(p);
        const distance = placeDistance(p);
        const icon = markerIconFor(placeTags(p));
        return (
          <li key={`${p.kind}-${p.id}`}>
            <button
              type="button"
              className={`place-list__item place-list__item--${p.kind}`}
              aria-current={p.id === selectedId ? 'true' : undefined}
              data-place-id={p.id}
              onClick={() => onSelect(p)}
            >
              <span className={`place-list__icon place-list__icon--${p.kind}`} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={MARKER_ICON_PATHS[icon]} />
                </svg>
              </span>
              <span className="place-list__text">
                <span className="place-list__name">{placeName(p, msg)}</span>
                <span className="place-list__address">{placeAddress(p, msg)}</span>
                {/* from the centre: a line of its own, so the name keeps its room */}
                {distanceFromCentre && typeof distance === 'number' && (
                  <span className="place-list__distance place-list__distance--centre">{text.distanceFromCentre(formatDistance(distance, lang))}</span>
                )}
              </span>
              <span className="place-list__meta">
                <span className={hasRating(rating) ? 'place-list__rating' : 'place-list__rating place-list__rating--none'}>
                  {hasRating(rating) ? `★ ${ratingText(rating, msg, lang)}` : msg.noRatings}
                </span>
                {!distanceFromCentre && typeof distance === 'number' && <span className="place-list__distance">{formatDistance(distance, lang)}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
});
