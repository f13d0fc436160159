import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MSG, type Business } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { CategoryChips } from '../../components/business/category-chips';
import { PhotoGallery } from '../../components/business/photo-gallery';
import { RatingSummary } from '../../components/business/star-rating';
import { PlaceIcon } from '../../components/icons/icons';
import { ArrowLeftIcon, GlobeIcon, PhoneIcon, ShareIcon } from '../../components/icons/place-icons';
import { paths } from '../../config/paths';
import { ApiError, isNotSavedOffline } from '../../lib/api-client';
import { businessQuery, useRecordVisit } from '../../lib/api/business';
import { businessAddress, businessName, descriptionText } from '../../lib/business-info';
import type { BusinessNavState } from '../../lib/nav-state';
import './business-detail.css';
import { useBusinessText } from './business-text';
import { useHydrated } from '../../lib/render-hints';
import { OriginalText } from '../../components/original-text/original-text';
import { useMsg } from '../../lib/i18n/messages';

/**
 * The favourite and the place's actions (issue 20 §6: reserve only where the place takes
 * reservations at its own number, call, directions) carry their mutations and the chat link code:
 * they arrive a moment after the page's text, which keeps its first JavaScript within budget. The
 * server draws them with the page, and 'Llamar' and 'Cómo llegar' are plain links: they work
 * before their code arrives.
 */
const FavoriteButton = lazy(() => import('../../components/business/favorite-button').then((m) => ({ default: m.FavoriteButton })));
const PlaceActions = lazy(() => import('./place-actions').then((m) => ({ default: m.PlaceActions })));

/**
 * Open now and today's hours (the hours evaluator, issue 16) and the 'hora de Cuba' note: the server
 * draws them with the page; the browser hydrates them once their code arrives, a moment after the
 * page's (React keeps the server's markup meanwhile), which keeps the first JavaScript in budget.
 * On a navigation inside the app a placeholder of the same size stands for them for that moment.
 */
const BusinessStatus = lazy(() => import('../../components/business/business-status').then((m) => ({ default: m.BusinessStatus })));
const OpeningHours = lazy(() => import('../../components/business/opening-hours').then((m) => ({ default: m.OpeningHours })));
const CubaTimeNote = lazy(() => import('../../components/cuba-time-note').then((m) => ({ default: m.CubaTimeNote })));

/**
 * Keeps a part below the first screen as the server drew it until it comes near (issue 19,
 * components/hydrate-later.tsx). Lazy itself: the first screen's JavaScript does not carry it, and
 * a part under it simply waits for it while the page hydrates.
 */
const HydrateLater = lazy(() => import('../../components/hydrate-later').then((m) => ({ default: m.HydrateLater })));
/** '¿Es tu negocio?' (issue 21 §1): drawn by the server; its code a moment after the page's (claim-section.tsx) */
const ClaimSection = lazy(() => import('./claim-section').then((m) => ({ default: m.ClaimSection })));
/** Below the first screen: the menu (issue 21 §2, its own request) and the reviews, one lazy part for both. */
const BelowFold = lazy(() => import('./below-fold').then((m) => ({ default: m.BelowFold })));
/** An OpenStreetMap place's page (/business/osm-node-123, issue 24 §4): its own chunk, chosen by the address. */
const OsmPlaceScreen = lazy(() => import('./osm-place-screen').then((m) => ({ default: m.OsmPlaceScreen })));
/** A load error, a place gone, a place never opened offline: rare states, drawn when needed. */
const NoBusinessView = lazy(() => import('./business-page-states').then((m) => ({ default: m.NoBusinessView })));

/** 'Compartir' (share.ts: the share sheet, else a WhatsApp chat): loaded on the way to a press. */
const loadShare = () => import('./share');

/** What a business page can show: the API's business, or the partial one a home card passed along. */
type ShownBusiness = Partial<Business> & { _id: string };

/**
 * Navigation state from a home card whose load failed (spec §2): `{ business }` with the card's data
 * (read here, not in lib/nav-state.ts: this page's budget).
 */
function stateBusiness(state: unknown, id: string): ShownBusiness | null {
  const candidate = (state as Partial<BusinessNavState> | null)?.business;
  if (!candidate || typeof candidate !== 'object') return null;
  return { ...candidate, _id: typeof candidate._id === 'string' ? candidate._id : id };
}

/** Spec §8: the server's message, else 'Error al cargar el negocio'. */
function loadErrorText(error: unknown, fallback: string = MSG.businessLoadError): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** Own businesses (source 'mongo') take reviews and favourites; external places do not (reservations: lib/contact-actions.ts). */
const isOwn = (b: { source?: string }) => b.source !== 'google';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A website as a safe link: http(s) only, shown without the scheme. */
function website(url: string | undefined): { href: string; text: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    const text = `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`.replace(/^www\./, '');
    return { href: parsed.href, text };
  } catch {
    return null;
  }
}

/** Where a visitor goes back to: the previous page when there is one in the app, else home. */
function BackLink() {
  const msg = useMsg();
  const text = useBusinessText();
  const location = useLocation();
  const navigate = useNavigate();
  // the server cannot know the tab's history: a reload keeps it (history.state), so the page hydrates
  // with the server's 'Ir al inicio' and says 'Volver' afterwards
  const hasHistory = useHydrated() && location.key !== 'default';
  return (
    <Link
      className="business-page__back"
      to={paths.home}
      onClick={(event) => {
        if (!hasHistory) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      <ArrowLeftIcon aria-hidden="true" />
      {hasHistory ? text.back : msg.goHome}
    </Link>
  );
}

function LoadingView() {
  const msg = useMsg();
  return (
    <div className="business-page container" aria-busy="true">
      <PageTitle title={msg.loading} />
      <div className="business-page__skeleton business-page__skeleton--photo" />
      <div className="business-page__skeleton business-page__skeleton--title" />
      <div className="business-page__skeleton business-page__skeleton--line" />
      <div className="business-page__skeleton business-page__skeleton--line business-page__skeleton--short" />
      <p className="business-page__loading" role="status">
        {msg.loading}
      </p>
    </div>
  );
}

/** The business page (/business/{id}): a guide business's, or an OpenStreetMap place's (its id says which). */
export function BusinessDetailScreen() {
  const { id = '' } = useParams();
  // 'osm-node-123' (contracts' osmPageId; the place's own screen and the API check the rest)
  if (!id.startsWith('osm-')) return <GuideBusinessScreen id={id} />;
  return (
    <Suspense fallback={<LoadingView />}>
      <OsmPlaceScreen id={id} back={<BackLink />} loading={<LoadingView />} />
    </Suspense>
  );
}

/** A guide business's page: what a visitor expects from a place's page on a map guide. */
function GuideBusinessScreen({ id }: { id: string }) {
  const msg = useMsg();
  const location = useLocation();
  const passed = stateBusiness(location.state, id);
  const query = useQuery({ ...businessQuery(id), enabled: id !== '' });
  const business: ShownBusiness | null = query.data ?? passed;

  // One visit per business opened (spec §4), own businesses only, once it is really loaded.
  useRecordVisit(query.data?._id, !!query.data && isOwn(query.data));

  if (!business) {
    if (query.isPending && id !== '' && !isNotSavedOffline(query.error)) return <LoadingView />;
    return (
      <Suspense fallback={<LoadingView />}>
        <NoBusinessView error={query.error} message={loadErrorText(query.error, msg.businessLoadError)} back={<BackLink />} />
      </Suspense>
    );
  }
  return <BusinessDetail business={business} loaded={!!query.data} warning={query.isError ? loadErrorText(query.error, msg.businessLoadError) : null} />;
}

interface BusinessDetailProps {
  business: ShownBusiness;
  /** False while only the card's data is shown (still loading, or the load failed). */
  loaded: boolean;
  /** The load error, when the page shows the card's data instead. */
  warning: string | null;
}

function BusinessDetail({ business, loaded, warning }: BusinessDetailProps) {
  const msg = useMsg();
  const text = useBusinessText();
  const name = businessName(business.name, msg);
  const site = website(business.website);
  const own = isOwn(business);
  const total = business.user_ratings_total ?? 0;
  // the share sheet's code (and the WhatsApp link's) arrives when it is wanted: a finger or the
  // pointer on the button starts it, the press waits for it (the page's first JavaScript, issue 24)
  const share = () => {
    void loadShare().then((m) => m.shareBusiness({ name, url: `${window.location.origin}${paths.businessDetail(business._id)}` }));
  };

  return (
    <article className="business-page container" aria-labelledby="business-name">
      <PageTitle title={name} />
      <BackLink />
      {warning && (
        <p className="alert alert--warning business-page__warning" role="alert">
          {warning}
        </p>
      )}

      <PhotoGallery business={business} className="business-page__gallery" priority />

      <header className="business-page__header">
        <div className="business-page__heading">
          <h1 id="business-name" className="business-page__name">
            {name}
          </h1>
          <CategoryChips categories={business.categories} />
          <p className="business-page__facts">
            <Suspense fallback={<span className="business-status business-status--pending" aria-hidden="true" />}>
              <BusinessStatus business={business} />
            </Suspense>
            <RatingSummary rating={business.rating} total={total} />
          </p>
        </div>
        {own && (
          <Suspense fallback={null}>
            <FavoriteButton businessId={business._id} businessName={name} className="business-page__favorite" />
          </Suspense>
        )}
      </header>

      <div className="business-page__actions">
        <Suspense fallback={null}>
          <PlaceActions business={business} />
        </Suspense>
        <button type="button" className="btn btn--ghost" onClick={share} onPointerDown={() => void loadShare()} onFocus={() => void loadShare()}>
          <ShareIcon className="business-page__btn-icon" />
          {text.share}
        </button>
      </div>

      <div className="business-page__body">
        <section className="business-page__about" aria-labelledby="business-about">
          <h2 id="business-about" className="business-page__section-title">
            {text.about}
          </h2>
          <OriginalText className="business-page__description" en={business.description_en}>{descriptionText(business.description, msg)}</OriginalText>
        </section>

        <aside className="business-page__info" aria-label={text.info}>
          <div className="business-page__info-row">
            <h2 className="business-page__info-title">{text.hours}</h2>
            <Suspense fallback={<div className="opening-hours opening-hours--pending" aria-busy="true" />}>
              <OpeningHours business={business} />
              <CubaTimeNote />
            </Suspense>
          </div>
          <div className="business-page__info-row">
            <h2 className="business-page__info-title">{text.address}</h2>
            <p className="business-page__info-line">
              <PlaceIcon className="business-page__info-icon" />
              <span>{businessAddress(business, msg)}</span>
            </p>
          </div>
          {business.phone?.trim() && (
            <div className="business-page__info-row">
              <h2 className="business-page__info-title">{text.phone}</h2>
              <p className="business-page__info-line">
                <PhoneIcon className="business-page__info-icon" />
                <a href={telHref(business.phone)}>{business.phone}</a>
              </p>
            </div>
          )}
          {site && (
            <div className="business-page__info-row">
              <h2 className="business-page__info-title">{text.website}</h2>
              <p className="business-page__info-line">
                <GlobeIcon className="business-page__info-icon" />
                <a href={site.href} target="_blank" rel="noopener noreferrer">
                  {site.text}
                </a>
              </p>
            </div>
          )}
        </aside>

        {own && (
          <Suspense fallback={<p className="business-page__reviews">{msg.loading}</p>}>
            {/* hydrated (and its code, the menu and the review form downloaded) when it comes near the screen */}
            <HydrateLater near=".business-page__payments, .business-page__reviews">
              <BelowFold business={business} loaded={loaded} total={total} />
            </HydrateLater>
          </Suspense>
        )}
      </div>
      {own && (
        <Suspense fallback={null}>
          <HydrateLater near=".business-page__claim">
            <ClaimSection businessId={business._id} name={name} />
          </HydrateLater>
        </Suspense>
      )}
    </article>
  );
}
