import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import { DownloadIcon } from '../../components/icons/icons';
import { InstallAppButton } from '../../components/install-app/install-app-button';
import { paths } from '../../config/paths';
import { eliteQuery, promotedQuery, upcomingEventsQuery } from '../../lib/api/public-lists';
import { useSession } from '../../lib/session/use-session';
import { CATEGORY_ICONS } from '../../components/icons/category-icons';
import { CategoryGrid } from './category-grid';
import { EliteFrame, EventsFrame, ListLoading, PromotedFrame, SectionBoundary } from './home-section';
import { useHomeText } from './home-text';
import { useMsg } from '../../lib/i18n/messages';
import './home.css';
import './home-sections.css';

/**
 * Keeps a part below the first screen as the server drew it until it comes near (issue 19,
 * components/hydrate-later.tsx). Lazy itself: the first screen's JavaScript does not carry it, and
 * a part under it simply waits for it while the page hydrates.
 */
const HydrateLater = lazy(() => import('../../components/hydrate-later').then((m) => ({ default: m.HydrateLater })));

// The lists come in one lazy chunk (see home-lists.tsx); three slots, one download.
const loadLists = () => import('./home-lists');
const EventsSection = lazy(() => loadLists().then((m) => ({ default: m.EventsSection })));
const PromotedSection = lazy(() => loadLists().then((m) => ({ default: m.PromotedSection })));
const EliteAndDownload = lazy(() => loadLists().then((m) => ({ default: m.EliteAndDownload })));

/** The icons of the decorative postcards beside the hero (their words: HOME_TEXT.heroCards). */
const HERO_ICONS = ['restaurant', 'night_club', 'cafe'] as const;

/**
 * 'Iniciar sesión' in the hero, for signed-out visitors. The session is read here, not by the
 * screen: a session arriving after hydration redraws this link only, never the sections below
 * that are still to hydrate (issue 19).
 */
function HeroLogin({ label }: { label: string }) {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return null;
  // hidden before the scripts too when the phone holds a session (data-session, issue 20 §4)
  return (
    <Link className="btn btn--outline-light" to={paths.login} data-when="anon">
      {label}
    </Link>
  );
}

/** Home, in the order of spec §2: events, hero, blurbs, promoted, categories, elite, app download (footer in the layout). */
export function HomeScreen() {
  const queryClient = useQueryClient();
  const text = useHomeText();
  const msg = useMsg();
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
              <ListLoading text={msg.loadingEvents} variant="wide" />
            </EventsFrame>
          }
        >
          <EventsSection />
        </Suspense>
      </SectionBoundary>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner container">
          <div className="hero__copy">
            <p className="hero__eyebrow">{text.heroEyebrow}</p>
            <h1 id="hero-title" className="hero__title">
              {text.heroTitle}
            </h1>
            <p className="hero__lead">{text.heroLead}</p>
            <div className="hero__actions">
              <InstallAppButton className="btn btn--light">
                <DownloadIcon width={18} height={18} />
                {text.download}
              </InstallAppButton>
              <HeroLogin label={text.login} />
            </div>
          </div>
          <ul className="hero__art" aria-hidden="true">
            {text.heroCards.map((card, i) => (
              <li key={card.title} className="hero-card">
                <span className="hero-card__icon">{CATEGORY_ICONS[HERO_ICONS[i]!]}</span>
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
          {text.featuresTitle}
        </h2>
        <ul className="features">
          {text.features.map((feature, index) => (
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
              <ListLoading text={msg.loading} variant="wide" />
            </PromotedFrame>
          }
        >
          <HydrateLater near="#promoted-title">
            <PromotedSection />
          </HydrateLater>
        </Suspense>
      </SectionBoundary>

      <section className="home-section container" aria-labelledby="categories-title">
        <div className="home-section__header">
          <h2 id="categories-title" className="home-section__title">
            {text.categoriesTitle}
          </h2>
          <Link className="home-section__more" to={paths.map}>
            {text.seeAll}
          </Link>
        </div>
        <Suspense fallback={null}>
          <HydrateLater near="#categories-title">
            <CategoryGrid />
          </HydrateLater>
        </Suspense>
      </section>

      <SectionBoundary>
        <Suspense
          fallback={
            <EliteFrame>
              <ListLoading text={msg.loading} variant="grid" />
            </EliteFrame>
          }
        >
          <HydrateLater near="#elite-title">
            <EliteAndDownload />
          </HydrateLater>
        </Suspense>
      </SectionBoundary>
    </>
  );
}
