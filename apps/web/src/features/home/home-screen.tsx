import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { DownloadIcon } from '../../components/icons/icons';
import { InstallAppButton } from '../../components/install-app/install-app-button';
import { paths } from '../../config/paths';
import { eliteQuery, promotedQuery, upcomingEventsQuery } from '../../lib/api/public-lists';
import { useSession } from '../../lib/session/use-session';
import { CATEGORY_ICONS } from '../../components/icons/category-icons';
import { CategoryGrid } from './category-grid';
import { EliteFrame, EventsFrame, ListLoading, PromotedFrame, SectionBoundary } from './home-section';
import { HOME_TEXT } from './home-text';
import './home.css';
import './home-sections.css';

const FEATURES = [
  {
    title: 'Selección curada',
    text: 'Lugares elegidos por gente de aquí: paladares, bares y rincones que no salen en las guías de siempre.',
  },
  {
    title: 'Todo en una guía',
    text: 'Restaurantes, compras, vida nocturna, eventos y un mapa interactivo, en una sola aplicación.',
  },
  {
    title: 'Información al día',
    text: 'Horarios, valoraciones y estado de cada negocio actualizados por sus dueños y la comunidad.',
  },
  {
    title: 'Planifica tu viaje',
    text: 'Guarda tus favoritos y arma tu itinerario para no perderte nada durante tu estancia.',
  },
];

// The lists come in one lazy chunk (see home-lists.tsx); three slots, one download.
const loadLists = () => import('./home-lists');
const EventsSection = lazy(() => loadLists().then((m) => ({ default: m.EventsSection })));
const PromotedSection = lazy(() => loadLists().then((m) => ({ default: m.PromotedSection })));
const EliteAndDownload = lazy(() => loadLists().then((m) => ({ default: m.EliteAndDownload })));

/** Decorative postcards beside the hero on wide screens. */
const HERO_CARDS = [
  { icon: 'restaurant', title: 'Paladar en El Vedado', meta: 'Comer y beber · ★ 4,8' },
  { icon: 'night_club', title: 'Jazz en vivo', meta: 'Vida Nocturna · sábado 21:00' },
  { icon: 'cafe', title: 'Café en La Habana Vieja', meta: 'Café y Té · a 300 m' },
];

/** Home, in the order of spec §2: events, hero, blurbs, promoted, categories, elite, app download (footer in the layout). */
export function HomeScreen() {
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  // Ask for the three lists now, while the lists' code downloads (one round trip, not two).
  useEffect(() => {
    void queryClient.prefetchQuery(upcomingEventsQuery());
    void queryClient.prefetchQuery(promotedQuery());
    void queryClient.prefetchQuery(eliteQuery());
  }, [queryClient]);

  return (
    <>
      <PageTitle />
      <SectionBoundary>
        <Suspense
          fallback={
            <EventsFrame>
              <ListLoading text={MSG.loadingEvents} variant="wide" />
            </EventsFrame>
          }
        >
          <EventsSection />
        </Suspense>
      </SectionBoundary>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner container">
          <div className="hero__copy">
            <p className="hero__eyebrow">Tu guía local de Cuba</p>
            <h1 id="hero-title" className="hero__title">
              DESBLOQUEA LA CUBA AUTÉNTICA
            </h1>
            <p className="hero__lead">
              Descubre negocios, eventos y lugares que solo conocen los de aquí, con un mapa pensado para moverte por La
              Habana incluso con poca conexión.
            </p>
            <div className="hero__actions">
              <InstallAppButton className="btn btn--light">
                <DownloadIcon width={18} height={18} />
                Descarga la app
              </InstallAppButton>
              {!isAuthenticated && (
                // hidden before the scripts too when the phone holds a session (data-session, issue 20 §4)
                <Link className="btn btn--outline-light" to={paths.login} data-when="anon">
                  {HOME_TEXT.login}
                </Link>
              )}
            </div>
          </div>
          <ul className="hero__art" aria-hidden="true">
            {HERO_CARDS.map((card) => (
              <li key={card.title} className="hero-card">
                <span className="hero-card__icon">{CATEGORY_ICONS[card.icon]}</span>
                <span>
                  <span className="hero-card__title">{card.title}</span>
                  <span className="hero-card__meta">{card.meta}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section container" aria-labelledby="features-title">
        <h2 id="features-title" className="visually-hidden">
          Por qué Guía Cuba
        </h2>
        <ul className="features">
          {FEATURES.map((feature, index) => (
            <li key={feature.title} className="feature">
              <span className="feature__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="feature__title">{feature.title}</h3>
              <p className="feature__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <SectionBoundary>
        <Suspense
          fallback={
            <PromotedFrame>
              <ListLoading text={MSG.loading} variant="wide" />
            </PromotedFrame>
          }
        >
          <PromotedSection />
        </Suspense>
      </SectionBoundary>

      <section className="home-section container" aria-labelledby="categories-title">
        <div className="home-section__header">
          <h2 id="categories-title" className="home-section__title">
            {HOME_TEXT.categoriesTitle}
          </h2>
          <Link className="home-section__more" to={paths.map}>
            {HOME_TEXT.seeAll}
          </Link>
        </div>
        <CategoryGrid />
      </section>

      <SectionBoundary>
        <Suspense
          fallback={
            <EliteFrame>
              <ListLoading text={MSG.loading} variant="grid" />
            </EliteFrame>
          }
        >
          <EliteAndDownload />
        </Suspense>
      </SectionBoundary>
    </>
  );
}
