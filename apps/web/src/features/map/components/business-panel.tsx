import { useId } from 'react';
import { Link } from 'react-router-dom';
import { osmEditUrl, osmObjectUrl, osmPageId, type Business, type ExternalPlace, type OsmNearbyPlace } from '@guia/contracts';
import { CloseIcon } from '../../../components/icons/icons';
import { ExternalIcon } from '../../../components/icons/map-icons';
import { BusinessStatus } from '../../../components/business/business-status';
import { FavoriteButton } from '../../../components/business/favorite-button';
import { OpeningHours } from '../../../components/business/opening-hours';
import { PhotoGallery } from '../../../components/business/photo-gallery';
import { AddToPlan } from '../../../components/plans/add-to-plan';
import { BusinessMenu } from '../../../components/menu/business-menu';
import { BusinessPayments } from '../../../components/business/business-payments';
import { PaymentBadges } from '../../../components/business/payment-badges';
import { ReservationButton } from '../../../components/business/reservation-button';
import { LazyReviewForm as ReviewForm } from '../../../components/business/lazy-review-form';
import { ReviewList } from '../../../components/business/review-list';
import { RatingSummary } from '../../../components/business/star-rating';
import { OriginalText } from '../../../components/original-text/original-text';
import { paths } from '../../../config/paths';
import { businessAddress, businessName, descriptionText } from '../../../lib/business-info';
import { isFullBusiness, positionOf, type OwnBusiness } from '../places';
import type { LatLng } from '../types';
import type { RouteState } from '../use-directions';
import type { TravelMode } from '@guia/contracts';
import { DirectionsBox } from './directions-box';
import { useMapText } from '../map-text';
import { useLang } from '../../../lib/i18n/lang';
import { useMsg } from '../../../lib/i18n/messages';
import { checkedDate, useOsmText } from '../../../lib/osm-text';

interface Directions {
  origin: LatLng | null;
  state: RouteState;
  onRequest(destination: LatLng, mode: TravelMode): void;
  onClear(): void;
}

interface Common {
  directions: Directions;
  onClose(): void;
}

function PanelHeader({ titleId, name, onClose, children }: { titleId: string; name: string; onClose(): void; children?: React.ReactNode }) {
  const text = useMapText();
  return (
    <header className="map-panel__header">
      {/* focus comes here when the panel opens from the list or a marker (issue 20 §3) */}
      <h2 id={titleId} className="map-panel__title" tabIndex={-1}>
        {name}
      </h2>
      <div className="map-panel__header-actions">
        {children}
        <button type="button" className="map-panel__close" aria-label={text.closeDetails} onClick={onClose}>
          <CloseIcon width={20} height={20} />
        </button>
      </div>
    </header>
  );
}

function Route({ name, position, directions }: { name: string; position: LatLng | null; directions: Directions }) {
  if (!position) return null;
  return (
    <DirectionsBox
      name={name}
      destination={position}
      origin={directions.origin}
      state={directions.state}
      onRequest={(mode) => directions.onRequest(position, mode)}
      onClear={directions.onClear}
    />
  );
}

/** A menu with more dishes than this waits behind 'Ver menú' in the panel. */
const PANEL_MENU_DISHES = 6;

export interface OwnBusinessPanelProps extends Common {
  /** The full record, or the nearby answer's lighter copy while the full one loads. */
  business: OwnBusiness;
  /** The full record is still loading (the list's copy is shown meanwhile). */
  loading?: boolean;
  /** The full record could not be loaded: say so, keep what we have. */
  loadError?: boolean;
  onReviewSaved(business: Business): void;
}

/**
 * The panel of an own business (spec §2, §4): photos, status, rating, today's hours, WhatsApp
 * reservation, favourite heart, 'Ver ficha', 'Añadir a un plan' (issue 22 §3), directions, the menu
 * (issue 21 §2) and the saved reviews.
 */
export function OwnBusinessPanel({ business, loading, loadError, directions, onClose, onReviewSaved }: OwnBusinessPanelProps) {
  const titleId = useId();
  const reviewsId = useId();
  const text = useMapText();
  const msg = useMsg();
  const name = businessName(business.name, msg);
  const full = isFullBusiness(business) ? business : null;
  return (
    <article className="map-panel__content" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <PanelHeader titleId={titleId} name={name} onClose={onClose}>
        <FavoriteButton businessId={business._id} businessName={name} />
      </PanelHeader>
      <PhotoGallery business={business} className="map-panel__photos" sizes="(max-width: 768px) 100vw, 200px" />
      {loadError && (
        <p className="alert alert--error" role="alert">
          {msg.businessLoadError}
        </p>
      )}
      <div className="map-panel__facts">
        <BusinessStatus business={business} />
        <RatingSummary rating={business.rating} total={business.user_ratings_total} />
      </div>
      <OpeningHours business={business} />
      <p className="map-panel__address">{businessAddress(business, msg)}</p>
      <BusinessPayments business={business} />
      {(full?.description?.trim() || full?.description_en?.trim()) && (
        <OriginalText className="map-panel__description" en={full.description_en}>
          {descriptionText(full.description, msg)}
        </OriginalText>
      )}
      <div className="map-panel__actions">
        <ReservationButton business={business} />
        <Link className="btn btn--ghost" to={paths.businessDetail(business._id)}>
          {text.seeDetails}
        </Link>
        <AddToPlan businessId={business._id} businessName={name} />
      </div>
      <Route name={name} position={positionOf(business)} directions={directions} />
      {/* the menu (issue 21 §2), folded behind 'Ver menú' when long: the panel is narrow */}
      <BusinessMenu businessId={business._id} level={3} collapseAfter={PANEL_MENU_DISHES} className="menu--panel" />
      <section className="map-panel__reviews" aria-labelledby={reviewsId}>
        <h3 id={reviewsId} className="map-panel__subtitle">
          {text.reviews}
        </h3>
        <ReviewForm businessId={business._id} onSaved={onReviewSaved} />
        {full ? (
          <ReviewList comments={full.comments} />
        ) : (
          !loadError && (
            <p className="map-status" role="status">
              {msg.loading}
            </p>
          )
        )}
      </section>
    </article>
  );
}

export interface ExternalPlacePanelProps extends Common {
  place: ExternalPlace;
}

/** The panel of an external (Google) place: where it comes from, a link to it there; no reservation, no reviews. */
export function ExternalPlacePanel({ place, directions, onClose }: ExternalPlacePanelProps) {
  const titleId = useId();
  const text = useMapText();
  const msg = useMsg();
  const name = businessName(place.name, msg);
  const position = positionOf(place);
  const link = new URLSearchParams({ api: '1', query: position ? `${position.lat},${position.lng}` : name, query_place_id: place.place_id });
  return (
    <article className="map-panel__content" aria-labelledby={titleId}>
      <PanelHeader titleId={titleId} name={name} onClose={onClose} />
      <p className="alert alert--warning map-panel__external">{msg.externalPlaceNotice}</p>
      <div className="map-panel__facts">
        <BusinessStatus business={place} />
        <RatingSummary rating={place.rating} total={place.user_ratings_total} />
      </div>
      <OpeningHours business={place} />
      <p className="map-panel__address">{businessAddress({ address: place.formatted_address, vicinity: place.vicinity }, msg)}</p>
      <div className="map-panel__actions">
        <a className="btn btn--ghost" href={`https://www.google.com/maps/search/?${link}`} target="_blank" rel="noopener noreferrer">
          {text.visitGoogleMaps}
          <ExternalIcon width={16} height={16} />
        </a>
      </div>
      <Route name={name} position={position} directions={directions} />
    </article>
  );
}

export interface OsmPlacePanelProps extends Common {
  place: OsmNearbyPlace;
}

/**
 * The panel of an OpenStreetMap place (issue 24 §4): what OSM knows (hours, address, phone,
 * website), the credit linked to the object, when it was last checked (check_date, else the
 * extract's date), 'Corregir en OpenStreetMap' and directions; no reservation, no reviews.
 */
export function OsmPlacePanel({ place, directions, onClose }: OsmPlacePanelProps) {
  const titleId = useId();
  const text = useMapText();
  const osm = useOsmText();
  const msg = useMsg();
  const lang = useLang();
  const name = businessName(place.name, msg);
  const address = place.address?.trim();
  const phone = place.phone?.trim();
  return (
    <article className="map-panel__content" aria-labelledby={titleId}>
      <PanelHeader titleId={titleId} name={name} onClose={onClose} />
      <div className="map-panel__facts">
        <BusinessStatus business={place} />
      </div>
      <OpeningHours business={place} />
      {place.hours_text && <p className="map-panel__hours-text">{osm.hoursAsWritten(place.hours_text)}</p>}
      {address && <p className="map-panel__address">{address}</p>}
      <PaymentBadges payments={place.payments} />
      <div className="map-panel__actions">
        {phone && (
          <a className="btn btn--ghost" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        )}
        <Link className="btn btn--ghost" to={paths.businessDetail(osmPageId(place.osm_type, place.osm_id))}>
          {text.seeDetails}
        </Link>
        {place.website && (
          <a className="btn btn--ghost" href={place.website} target="_blank" rel="noopener noreferrer">
            {place.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <ExternalIcon width={16} height={16} />
          </a>
        )}
        <a className="btn btn--ghost" href={osmEditUrl(place.osm_type, place.osm_id)} target="_blank" rel="noopener noreferrer">
          {osm.editLink}
          <ExternalIcon width={16} height={16} />
        </a>
      </div>
      <p className="map-panel__osm-credit">
        <a href={osmObjectUrl(place.osm_type, place.osm_id)} target="_blank" rel="noopener noreferrer">
          {osm.dataCredit}
        </a>
        {' · '}
        {osm.checkedOn(checkedDate(place.check_date ?? place.extract_date, lang))}
      </p>
      <Route name={name} position={positionOf(place)} directions={directions} />
    </article>
  );
}
