import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MSG, OSM_PLACE_MESSAGES, PLACE_TYPE_NAMES, osmEditUrl, osmObjectUrl, type OsmPlaceDetail } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { CategoryChips } from '../../components/business/category-chips';
import { PlaceIcon } from '../../components/icons/icons';
import { GlobeIcon, MapIcon, PhoneIcon, ShareIcon } from '../../components/icons/place-icons';
import { paths } from '../../config/paths';
import { ApiError, isNotSavedOffline } from '../../lib/api-client';
import { CONTACT_TEXT } from '../../lib/contact-text';
import { formatLongDate } from '../../lib/format';
import { telHref } from '../../lib/place-actions';
import { BUSINESS_TEXT } from './business-text';
import { CUISINE_NAMES, OSM_PLACE_TEXT, PAYMENT_NAMES } from './osm-place-text';
import { osmPlaceQuery } from './osm-place-api';
import { shareBusiness } from './share';
import './osm-place.css';

/**
 * The page of an OpenStreetMap place (issue 24 §4), /business/osm-node-123: what OSM knows of it
 * (name, kind, address, phone, hours with the 'Abierto ahora' pill in Havana's time, website,
 * cuisine, payment, wheelchair access), the ODbL credit linked to the object, when it was last
 * checked, 'Corregir en OpenStreetMap', and call, directions, share, and '¿Es tu negocio?' (an
 * approved request adds the place to the guide, its owner's). No reservation (the guide does not
 * know the place takes them), no reviews or favourites (the guide's own businesses' things). A
 * place that is a guide business (`business_id`) is shown once, as that business: the screen goes
 * there, replacing itself in the history (the server answers 301 to a visit from outside). Its own
 * chunk, chosen by the address: the guide business page's first JavaScript stays as it was.
 */

const BusinessStatus = lazy(() => import('../../components/business/business-status').then((m) => ({ default: m.BusinessStatus })));
const OpeningHours = lazy(() => import('../../components/business/opening-hours').then((m) => ({ default: m.OpeningHours })));
const CubaTimeNote = lazy(() => import('../../components/cuba-time-note').then((m) => ({ default: m.CubaTimeNote })));
const NoBusinessView = lazy(() => import('./business-page-states').then((m) => ({ default: m.NoBusinessView })));
const ClaimSection = lazy(() => import('./claim-section').then((m) => ({ default: m.ClaimSection })));

const fixed = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** 'Cómo llegar' for a place the in-app map does not list by id: Organic Maps (offline, OpenStreetMap's data), which gives the route. */
const directionsUrl = (p: OsmPlaceDetail) => {
  const { lat, lng } = p.geometry.location;
  return `https://omaps.app/map?v=1&ll=${fixed(lat)},${fixed(lng)}&n=${encodeURIComponent(p.name)}`;
};

/** A website as a safe link: http(s) only, shown without the scheme. */
function website(url: string | undefined): { href: string; text: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return { href: parsed.href, text: `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

/** What kind of place: 'Casa particular' when OSM says so, else its guide categories in Spanish. */
function kinds(p: OsmPlaceDetail): string[] {
  if (p.types.includes('guest_house=casa_particular')) return [OSM_PLACE_TEXT.casaParticular];
  return p.categories.map((c) => PLACE_TYPE_NAMES[c] ?? '').filter(Boolean);
}

const readable = (names: Readonly<Record<string, string>>, values: string[] | undefined) =>
  (values ?? []).map((v) => names[v.trim().toLowerCase()] ?? v.trim().replace(/_/g, ' ')).filter(Boolean);

/** 'Cubana, pescados y mariscos' */
const listText = (items: string[]) => {
  const text = items.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A calendar date ('2025-03-01') as the app writes dates: '1 de marzo de 2025', in Cuba. */
const checkedText = (isoDate: string) => formatLongDate(`${isoDate}T12:00:00Z`) ?? isoDate;

function InfoRow({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="business-page__info-row">
      <h2 className="business-page__info-title">{title}</h2>
      <p className="business-page__info-line">
        {icon}
        <span>{children}</span>
      </p>
    </div>
  );
}

export function OsmPlaceScreen({ id, back, loading }: { id: string; back: ReactNode; loading: ReactNode }) {
  const query = useQuery(osmPlaceQuery(id));
  if (!query.data) {
    if (query.isPending && !isNotSavedOffline(query.error)) return <>{loading}</>;
    const message = query.error instanceof ApiError && query.error.serverMessage ? query.error.serverMessage : MSG.businessLoadError;
    return (
      <Suspense fallback={loading}>
        <NoBusinessView error={query.error} message={message} back={back} />
      </Suspense>
    );
  }
  if (query.data.business_id) return <Navigate to={paths.businessDetail(query.data.business_id)} replace />;
  return <OsmPlace place={query.data} back={back} />;
}

function OsmPlace({ place, back }: { place: OsmPlaceDetail; back: ReactNode }) {
  const name = place.name.trim() || MSG.businessLoadError;
  const others = [place.name_es, place.name_en].filter((n): n is string => !!n?.trim() && n.trim() !== name);
  const tel = telHref(place.phone);
  const site = website(place.website);
  const cuisine = readable(CUISINE_NAMES, place.cuisine);
  const payment = readable(PAYMENT_NAMES, place.payment);
  const checked = place.check_date ?? place.extract_date;
  const share = () => {
    void shareBusiness({ name, url: `${window.location.origin}${paths.businessDetail(place.page_id)}` });
  };

  return (
    <article className="business-page osm-page container" aria-labelledby="business-name" data-source="osm">
      <PageTitle title={name} />
      {back}
      <header className="business-page__header">
        <div className="business-page__heading">
          <h1 id="business-name" className="business-page__name">
            {name}
          </h1>
          {others.length > 0 && <p className="osm-page__aka">{OSM_PLACE_TEXT.otherNames(others.join(' · '))}</p>}
          <CategoryChips categories={kinds(place)} />
          <p className="business-page__facts">
            <Suspense fallback={<span className="business-status business-status--pending" aria-hidden="true" />}>
              <BusinessStatus business={place} />
            </Suspense>
          </p>
        </div>
      </header>

      <div className="business-page__actions">
        {tel && (
          <a className="btn btn--ghost" href={tel}>
            <PhoneIcon className="business-page__btn-icon" />
            {CONTACT_TEXT.call}
          </a>
        )}
        <a className="btn btn--ghost" href={directionsUrl(place)} target="_blank" rel="noopener noreferrer">
          <MapIcon className="business-page__btn-icon" />
          {CONTACT_TEXT.directions}
          <span className="visually-hidden"> {OSM_PLACE_TEXT.directionsHint}</span>
        </a>
        <button type="button" className="btn btn--ghost" onClick={share}>
          <ShareIcon className="business-page__btn-icon" />
          {BUSINESS_TEXT.share}
        </button>
      </div>

      <div className="business-page__body">
        <section className="business-page__about" aria-labelledby="business-about">
          <h2 id="business-about" className="business-page__section-title">
            {BUSINESS_TEXT.about}
          </h2>
          <p className="business-page__description">{OSM_PLACE_TEXT.source}</p>
          <p className="osm-page__credit">
            <a href={osmObjectUrl(place.osm_type, place.osm_id)} target="_blank" rel="noopener noreferrer">
              {OSM_PLACE_MESSAGES.dataCredit}
            </a>
            {' · '}
            <span>{OSM_PLACE_MESSAGES.checkedOn(checkedText(checked))}</span>
          </p>
          <p>
            <a className="btn btn--ghost" href={osmEditUrl(place.osm_type, place.osm_id)} target="_blank" rel="noopener noreferrer">
              {OSM_PLACE_MESSAGES.editLink}
            </a>
          </p>
        </section>

        <aside className="business-page__info" aria-label={BUSINESS_TEXT.info}>
          <div className="business-page__info-row">
            <h2 className="business-page__info-title">{BUSINESS_TEXT.hours}</h2>
            {place.hours_text && !place.hours ? (
              <p className="osm-page__hours-text">{OSM_PLACE_MESSAGES.hoursAsWritten(place.hours_text)}</p>
            ) : (
              <Suspense fallback={<div className="opening-hours opening-hours--pending" aria-busy="true" />}>
                <OpeningHours business={place} />
                <CubaTimeNote />
              </Suspense>
            )}
          </div>
          {place.address?.trim() && (
            <InfoRow title={BUSINESS_TEXT.address} icon={<PlaceIcon className="business-page__info-icon" />}>
              {place.address}
            </InfoRow>
          )}
          {tel && place.phone && (
            <InfoRow title={BUSINESS_TEXT.phone} icon={<PhoneIcon className="business-page__info-icon" />}>
              <a href={tel}>{place.phone}</a>
            </InfoRow>
          )}
          {site && (
            <InfoRow title={BUSINESS_TEXT.website} icon={<GlobeIcon className="business-page__info-icon" />}>
              <a href={site.href} target="_blank" rel="noopener noreferrer">
                {site.text}
              </a>
            </InfoRow>
          )}
          {cuisine.length > 0 && <InfoRow title={OSM_PLACE_TEXT.cuisine}>{listText(cuisine)}</InfoRow>}
          {payment.length > 0 && <InfoRow title={OSM_PLACE_TEXT.payment}>{listText(payment)}</InfoRow>}
          {place.wheelchair && <InfoRow title={OSM_PLACE_TEXT.wheelchair}>{OSM_PLACE_TEXT.wheelchairValues[place.wheelchair]}</InfoRow>}
        </aside>
      </div>

      <Suspense fallback={null}>
        <ClaimSection osmPageId={place.page_id} name={name} />
      </Suspense>
    </article>
  );
}
