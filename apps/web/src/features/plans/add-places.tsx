import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BUSINESS_BATCH_MAX, type Business, type ItineraryPlace } from '@guia/contracts';
import { favoriteIds, favoritesQuery } from '../../lib/api/favorites';
import { thumbnailOf } from '../../lib/business-info';
import { StopPlace } from './plan-parts';
import { fetchPlacesByIds, searchPlaces } from './plans-api';
import { usePlansText } from './plans-text';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';
import { usePlanMessage } from '../../components/plans/itinerary-text';

/** What a stop shows of a business of the guide (the API's own `business` of a stop). */
export function placeOf(b: Business): ItineraryPlace {
  const coordinates = b.location?.coordinates;
  const address = b.address || b.vicinity;
  const hasPhoto = (b.thumbnails?.length ?? 0) > 0 || (b.photos?.length ?? 0) > 0;
  return {
    _id: b._id,
    name: b.name,
    ...(address ? { address } : {}),
    ...(coordinates ? { coordinates: [coordinates[0], coordinates[1]] as [number, number] } : {}),
    ...(hasPhoto ? { thumbnail: thumbnailOf(b) } : {}),
  };
}

function PlaceChoices({ places, onAdd }: { places: ItineraryPlace[]; onAdd(place: ItineraryPlace): void }) {
  const text = usePlansText();
  return (
    <ul className="plan-choices">
      {places.map((place) => (
        <li key={place._id} className="plan-choice">
          <StopPlace stop={{ business_id: place._id, business: place }} />
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onAdd(place)}>
            {text.add}
            <span className="visually-hidden"> {place.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Favorites({ userId, onAdd }: { userId: string; onAdd(place: ItineraryPlace): void }) {
  const text = usePlansText();
  const favorites = useQuery(favoritesQuery(userId));
  const ids = favoriteIds(favorites.data).slice(0, BUSINESS_BATCH_MAX);
  const places = useQuery({
    queryKey: ['itineraries', 'favorite-places', ids.join(',')],
    queryFn: ({ signal }) => fetchPlacesByIds(ids, signal),
    enabled: favorites.isSuccess,
  });
  let content;
  if (favorites.isError || places.isError) content = <p className="plans__hint">{text.favoritesError}</p>;
  else if (favorites.isSuccess && ids.length === 0) content = <p className="plans__hint">{text.favoritesEmpty}</p>;
  else if (!places.data) content = <p className="plans__hint">{text.loading}</p>;
  else content = <PlaceChoices places={places.data.map(placeOf)} onAdd={onAdd} />;
  return (
    <section className="plan-add__favorites" aria-labelledby="plan-favorites-title">
      <h3 id="plan-favorites-title" className="plan-add__title">
        {text.favoritesTitle}
      </h3>
      {content}
    </section>
  );
}

/**
 * 'Añadir lugares': the guide's businesses found by name (GET /business/search, asked when the
 * person presses 'Buscar', not at each key: the search is rate-limited per address) and the
 * person's favourites. Each 'Añadir' puts the place last in the plan; the plan is saved with
 * 'Guardar plan'.
 */
export function AddPlaces({ userId, onAdd }: { userId: string; onAdd(place: ItineraryPlace): string | null }) {
  const text = usePlansText();
  const lang = useLang();
  const say = usePlanMessage();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'warning' } | null>(null);
  const results = useQuery({
    queryKey: ['itineraries', 'search', query],
    queryFn: ({ signal }) => searchPlaces(query, signal),
    enabled: query !== '',
    staleTime: 5 * 60_000,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    if (q) setQuery(q);
  };
  const add = (place: ItineraryPlace) => {
    const refused = onAdd(place);
    setMessage(refused ? { text: say(refused) ?? refused, tone: 'warning' } : { text: fmt(lang, text.added, { name: place.name }), tone: 'ok' });
  };

  let found = null;
  if (query) {
    if (results.isPending) found = <p className="plans__hint">{text.searching}</p>;
    else if (results.isError) found = <p className="alert alert--error">{text.searchError}</p>;
    else if (results.data.length === 0) found = <p className="plans__hint">{text.noResults}</p>;
    else found = <PlaceChoices places={results.data.map(placeOf)} onAdd={add} />;
  }

  return (
    <section className="plans-card plan-layout__add plan-add" aria-labelledby="plan-add-title">
      <h2 id="plan-add-title" className="plans__subtitle">
        {text.addTitle}
      </h2>
      <form className="plan-add__search" role="search" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            {text.searchLabel}
          </label>
          <div className="plan-add__row">
            <input
              id={searchId}
              className="field__input"
              type="search"
              enterKeyHint="search"
              placeholder={text.searchPlaceholder}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className="btn btn--primary">
              {text.search}
            </button>
          </div>
        </div>
      </form>
      {found}
      <p className={`plan-add__message${message?.tone === 'warning' ? ' plan-add__message--warning' : ''}`} role="status" aria-live="polite">
        {message?.text ?? ''}
      </p>
      <Favorites userId={userId} onAdd={add} />
    </section>
  );
}
