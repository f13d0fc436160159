import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ELITE_LIST_CAP, type Business } from '@guia/contracts';
import { paths } from '../../config/paths';
import { businessQuery } from '../../lib/api/business';
import { eliteQuery } from '../../lib/api/public-lists';
import { PLACEHOLDER_IMAGE, businessAddress, businessName, ratingText, thumbnailOf } from '../../lib/business-info';
import { StarSolidIcon } from '../../components/icons/home-icons';
import { EliteFrame, ListLoading } from './home-section';
import { useHomeText } from './home-text';
import { SAMPLE_PLACES, type ElitePlace } from './sample-places';
import { useLogError } from './use-log-error';
import { Photo } from '../../components/data-saver/photo';
import type { BusinessNavState } from '../../lib/nav-state';
import { photoSourcesOf } from '../../lib/photo-sources';
import { useMsg } from '../../lib/i18n/messages';
import { useLang } from '../../lib/i18n/lang';

/** Spec §3: elite cards show 5.0 when the business has no rating. */
export const ELITE_DEFAULT_RATING = 5;

/** The card's picture: a 112 px column, then one of five columns from 1024 px. */
const ELITE_PHOTO_SIZES = '(min-width: 1024px) 20vw, 112px';

function EliteCard({
  place,
  busy,
  onOpen,
  sample,
}: {
  place: ElitePlace;
  busy: boolean;
  onOpen: (place: ElitePlace) => void;
  /** One of the built-in sample places: it has no rating of ours, so none is shown (issue 16: never invented stars). */
  sample: boolean;
}) {
  const msg = useMsg();
  const name = businessName(place.name, msg);
  const lang = useLang();
  const image = thumbnailOf(place);
  const kind = place.categories?.[0] ?? place.types?.[0] ?? msg.fallbackBusinessType;
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(place);
  };
  return (
    <li className="elite-card" aria-busy={busy || undefined}>
      <Photo
        className="elite-card__image"
        src={image}
        srcSet={photoSourcesOf(place).srcSet}
        sizes={ELITE_PHOTO_SIZES}
        alt={image === PLACEHOLDER_IMAGE ? '' : name}
        width={480}
        height={300}
        loading="lazy"
      />
      <div className="elite-card__body">
        <p className="elite-card__kind">{kind}</p>
        <h3 className="elite-card__name">
          <a className="stretched-link" href={paths.businessDetail(place._id)} onClick={open}>
            {name}
          </a>
        </h3>
        {!sample && (
          <p className="elite-card__rating">
            <StarSolidIcon className="star" />
            {ratingText(place.rating ?? ELITE_DEFAULT_RATING, msg, lang)}
          </p>
        )}
        <p className="elite-card__address">{businessAddress(place, msg)}</p>
      </div>
    </li>
  );
}

/**
 * 'Explora lo que te espera' (spec §2, §8): the first 10 elite businesses. A card loads its
 * business and then opens /business/{id}, also when the load fails (with the card's data). When
 * the list itself fails, 10 built-in Havana places stand in.
 */
export function EliteSection() {
  const text = useHomeText();
  const msg = useMsg();
  const { data, isPending, isError, error } = useQuery(eliteQuery());
  useLogError(error, msg.businessesLoadError);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);

  const places: readonly ElitePlace[] = isError ? SAMPLE_PLACES : (data ?? []).slice(0, ELITE_LIST_CAP);

  async function openPlace(place: ElitePlace) {
    if (opening) return;
    setOpening(place._id);
    let business: Business | ElitePlace = place;
    try {
      business = await queryClient.fetchQuery(businessQuery(place._id));
    } catch (loadError) {
      console.error(`${msg.businessLoadError}:`, loadError);
    }
    // the loaded business, else the card's data
    const state: BusinessNavState = { business };
    setOpening(null);
    navigate(paths.businessDetail(place._id), { state });
  }

  return (
    <EliteFrame>
      {isPending ? (
        <ListLoading text={msg.loading} variant="grid" />
      ) : places.length === 0 ? (
        <p className="home-empty">{msg.noBusinesses}</p>
      ) : (
        <>
          {isError && <p className="home-note">{text.eliteSampleNote}</p>}
          <ul className="elite-grid">
            {places.map((place) => (
              <EliteCard key={place._id} place={place} busy={opening === place._id} onOpen={openPlace} sample={isError} />
            ))}
          </ul>
        </>
      )}
    </EliteFrame>
  );
}
