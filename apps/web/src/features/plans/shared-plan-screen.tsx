import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { planDateText, stopsText } from './plan-format';
import { LoadingBlock, MetaLine, PlanMapSection, StopPlace, mapPoints } from './plan-parts';
import { sharedPlanQuery } from './plans-api';
import { usePlansText } from './plans-text';
import { useLang } from '../../lib/i18n/lang';
import { usePlanMessage, useItineraryMsg } from '../../components/plans/itinerary-text';
import './plans.css';

/**
 * /plan/:token (issue 22 §3): a shared plan as anyone with the link sees it, without a session and
 * without anything to change: its day, its stops in order (a place that left the guide marked),
 * the walk and the map. A link that no longer works (unshared, deleted) says so.
 */
export function SharedPlanScreen() {
  const text = usePlansText();
  const lang = useLang();
  const say = usePlanMessage();
  const itinerary = useItineraryMsg();
  const { token = '' } = useParams();
  const plan = useQuery({ ...sharedPlanQuery(token), enabled: token !== '' });
  const stops = useMemo(() => (plan.data?.stops ?? []).map((s, i) => ({ ...s, key: `${i}-${s.business_id}` })), [plan.data]);
  const points = useMemo(() => mapPoints(stops), [stops]);

  if (plan.isPending) {
    return (
      <div className="plans container">
        <PageTitle />
        <LoadingBlock text={text.planLoading} />
      </div>
    );
  }
  if (plan.isError) {
    const gone = plan.error instanceof ApiError && plan.error.status === 404;
    return (
      <div className="plans plans-gone container">
        <PageTitle title={gone ? itinerary.notFound : text.title} />
        <h1 className="plans__title">{gone ? itinerary.notFound : say(plan.error.message)}</h1>
        {gone && <p className="plans__intro">{text.notFoundHint}</p>}
        <div className="plans-gone__actions">
          <Link className="btn btn--primary" to={paths.home}>
            {text.home}
          </Link>
          <Link className="btn btn--ghost" to={paths.plans}>
            {text.makeYours}
          </Link>
        </div>
      </div>
    );
  }

  const shared = plan.data;
  return (
    <div className="plans plan-shared container">
      <PageTitle title={shared.name} />
      <header className="plans__head">
        <p className="plans__kicker">{text.sharedKicker}</p>
        <h1 className="plans__title">{shared.name}</h1>
        <MetaLine parts={[planDateText(shared.date, lang), stopsText(shared.stops.length, lang)]} />
      </header>
      <div className="plan-layout plan-layout--read">
        <section className="plans-card plan-layout__stops" aria-labelledby="plan-stops-title">
          <h2 id="plan-stops-title" className="plans__subtitle">
            {text.stopsTitle}
          </h2>
          <ol className="plan-stops" aria-label={text.stopsList}>
            {stops.map((stop, index) => (
              <li key={stop.key} className="plan-stop plan-stop--read">
                <div className="plan-stop__head">
                  <span className="plan-stop__handle plan-stop__handle--read" aria-hidden="true">
                    <span className="plan-stop__number">{index + 1}</span>
                  </span>
                  <StopPlace stop={stop} link />
                </div>
                {(stop.time || stop.note) && (
                  <div className="plan-stop__extra">
                    {stop.time && (
                      <p className="plan-stop__when">
                        <span className="visually-hidden">{text.timeLabel}: </span>
                        <time>{stop.time}</time>
                      </p>
                    )}
                    {stop.note && <p className="plan-stop__note-text">{stop.note}</p>}
                  </div>
                )}
              </li>
            ))}
          </ol>
        </section>
        <div className="plan-layout__map">
          <PlanMapSection points={points} metres={shared.distance_m} />
        </div>
      </div>
      <p className="plan-shared__cta">
        <Link to={paths.plans}>{text.makeYours}</Link>
      </p>
    </div>
  );
}
