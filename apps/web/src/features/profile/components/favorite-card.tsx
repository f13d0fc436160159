import { useId, useState } from 'react';
import { DESCRIPTION_TRUNCATE } from '@guia/contracts';
import { PLACEHOLDER_IMAGE, businessName, descriptionText } from '../../../lib/business-info';
import { truncate } from '../../../lib/format';
import type { FavoriteBusiness } from '../api/profile';
import { HeartLineIcon as HeartIcon } from '../../../components/icons/profile-icons';
import { Photo } from '../../../components/data-saver/photo';
import { AddToPlan } from '../../../components/plans/add-to-plan';
import { OriginalText } from '../../../components/original-text/original-text';
import { photoSourcesOf } from '../../../lib/photo-sources';
import { useProfileText } from '../profile-text';
import { fmt } from '../../../lib/i18n/icu';
import { useLang } from '../../../lib/i18n/lang';
import { useMsg } from '../../../lib/i18n/messages';

/** A card's picture: 80 % of a phone's width, at most 20rem (the carousel's item). */
const FAVORITE_PHOTO_SIZES = '(max-width: 499px) 80vw, 320px';

interface FavoriteCardProps {
  business: FavoriteBusiness;
  onOpen: (business: FavoriteBusiness) => void;
}

/** Spec §2 profile card: main photo (or the placeholder), 'Favorito', name, description cut at 100, 'Ver detalles', and 'Añadir a un plan' (issue 22 §3). */
export function FavoriteCard({ business, onOpen }: FavoriteCardProps) {
  const text = useProfileText();
  const msg = useMsg();
  const lang = useLang();
  const nameId = useId();
  const [broken, setBroken] = useState(false);
  const name = businessName(business.name, msg);
  const image = broken ? PLACEHOLDER_IMAGE : business.mainPhoto;

  return (
    <article className="favorite-card" aria-labelledby={nameId}>
      <div className="favorite-card__media">
        <Photo
          className="favorite-card__image"
          src={image}
          srcSet={broken ? undefined : photoSourcesOf(business).srcSet}
          sizes={FAVORITE_PHOTO_SIZES}
          alt={fmt(lang, text.photoOf, { name })}
          loading="lazy"
          width={480}
          height={300}
          onError={() => setBroken(true)}
        />
        <span className="favorite-card__badge">
          <HeartIcon />
          {text.favoriteBadge}
        </span>
      </div>
      <div className="favorite-card__body">
        <h3 id={nameId} className="favorite-card__name">
          {name}
        </h3>
        <OriginalText className="favorite-card__description" en={business.description_en && truncate(business.description_en, DESCRIPTION_TRUNCATE.profile)}>
          {truncate(descriptionText(business.description, msg), DESCRIPTION_TRUNCATE.profile)}
        </OriginalText>
        <div className="favorite-card__actions">
          <button type="button" className="btn btn--primary btn--sm favorite-card__action" aria-describedby={nameId} onClick={() => onOpen(business)}>
            {text.seeDetails}
          </button>
          <AddToPlan businessId={business.id} businessName={name} describedBy={nameId} className="btn--sm" />
        </div>
      </div>
    </article>
  );
}
