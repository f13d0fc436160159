import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { osmEditUrl, osmObjectUrl, type OsmPlaceDetail } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { CategoryChips } from '../../components/business/category-chips';
import { PlaceIcon } from '../../components/icons/icons';
import { GlobeIcon, MapIcon, PhoneIcon, ShareIcon } from '../../components/icons/place-icons';
import { paths } from '../../config/paths';
import { ApiError, isNotSavedOffline } from '../../lib/api-client';
import { usePlaceText } from '../../components/business/place-text';
import { useContactText } from '../../lib/contact-text';
import { useLang } from '../../lib/i18n/lang';
import { useMsg } from '../../lib/i18n/messages';
import { checkedDate, useOsmText } from '../../lib/osm-text';
import { telHref } from '../../lib/place-actions';
import { useBusinessText } from './business-text';
import { useOsmPlaceText } from './osm-place-text';
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

/** What kind of place: 'Casa particular' when OSM says so, else its guide categories in the page's language. */
function kinds(p: OsmPlaceDetail, text: ReturnType<typeof useOsmPlaceText>, categoryName: (id: string) => string | undefined): string[] {
  if (p.types.includes('guest_house=casa_particular')) return [text.casaParticular];
  return p.categories.map((c) => categoryName(c) ?? text.placeTypes[c] ?? '').filter(Boolean);
}

const readable = (names: Readonly<Record<string, string>>, values: string[] | undefined) =>
  (values ?? []).map((v) => names[v.trim().toLowerCase()] ?? v.trim().replace(/_/g, ' ')).filter(Boolean);

/** 'Cubana, pescados y mariscos' */
const listText = (items: string[]) => {
  const text = items.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

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
  const msg = useMsg();
  if (!query.data) {
    if (query.isPending && !isNotSavedOffline(query.error)) return <>{loading}</>;
    const message = query.error instanceof ApiError && query.error.serverMessage ? query.error.serverMessage : msg.businessLoadError;
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
  const msg = useMsg();
  const lang = useLang();
  const text = useOsmPlaceText();
  const osm = useOsmText();
  const page = useBusinessText();
  const contact = useContactText().contact;
  const placeText = usePlaceText();
  const name = place.name.trim() || msg.businessLoadError;
  const others = [place.name_es, place.name_en].filter((n): n is string => !!n?.trim() && n.trim() !== name);
  const tel = telHref(place.phone);
  const site = website(place.website);
  const cuisine = readable(text.cuisines, place.cuisine);
  const payment = readable(text.payments, place.payment);
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
          {others.length > 0 && <p className="osm-page__aka">{text.otherNames(others.join(' · '))}</p>}
          <CategoryChips categories={kinds(place, text, placeText.categoryName)} />
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
            {contact.call}
          </a>
        )}
        <a className="btn btn--ghost" href={directionsUrl(place)} target="_blank" rel="noopener noreferrer">
          <MapIcon className="business-page__btn-icon" />
          {contact.directions}
          <span className="visually-hidden"> {text.directionsHint}</span>
        </a>
        <button type="button" className="btn btn--ghost" onClick={share}>
          <ShareIcon className="business-page__btn-icon" />
          {page.share}
        </button>
      </div>

      <div className="business-page__body">
        <section className="business-page__about" aria-labelledby="business-about">
          <h2 id="business-about" className="business-page__section-title">
            {page.about}
          </h2>
          <p className="business-page__description">{text.source}</p>
          <p className="osm-page__credit">
            <a href={osmObjectUrl(place.osm_type, place.osm_id)} target="_blank" rel="noopener noreferrer">
              {osm.dataCredit}
            </a>
            {' · '}
            <span>{osm.checkedOn(checkedDate(checked, lang))}</span>
          </p>
          <p>
            <a className="btn btn--ghost" href={osmEditUrl(place.osm_type, place.osm_id)} target="_blank" rel="noopener noreferrer">
              {osm.editLink}
            </a>
          </p>
        </section>

        <aside className="business-page__info" aria-label={page.info}>
          <div className="business-page__info-row">
            <h2 className="business-page__info-title">{page.hours}</h2>
            {place.hours_text && !place.hours ? (
              <p className="osm-page__hours-text">{osm.hoursAsWritten(place.hours_text)}</p>
            ) : (
              <Suspense fallback={<div className="opening-hours opening-hours--pending" aria-busy="true" />}>
                <OpeningHours business={place} />
                <CubaTimeNote />
              </Suspense>
            )}
          </div>
          {place.address?.trim() && (
            <InfoRow title={page.address} icon={<PlaceIcon className="business-page__info-icon" />}>
              {place.address}
            </InfoRow>
          )}
          {tel && place.phone && (
            <InfoRow title={page.phone} icon={<PhoneIcon className="business-page__info-icon" />}>
              <a href={tel}>{place.phone}</a>
            </InfoRow>
          )}
          {site && (
            <InfoRow title={page.website} icon={<GlobeIcon className="business-page__info-icon" />}>
              <a href={site.href} target="_blank" rel="noopener noreferrer">
                {site.text}
              </a>
            </InfoRow>
          )}
          {cuisine.length > 0 && <InfoRow title={text.cuisine}>{listText(cuisine)}</InfoRow>}
          {payment.length > 0 && <InfoRow title={text.payment}>{listText(payment)}</InfoRow>}
          {place.wheelchair && <InfoRow title={text.wheelchair}>{text.wheelchairValues[place.wheelchair]}</InfoRow>}
        </aside>
      </div>

      <Suspense fallback={null}>
        <ClaimSection osmPageId={place.page_id} name={name} />
      </Suspense>
    </article>
  );
}
