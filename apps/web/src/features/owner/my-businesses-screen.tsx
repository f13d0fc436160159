import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CLAIM_STATUS_TEXT, MSG, type Business, type Claim, type Menu } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { businessQuery } from '../../lib/api/business';
import { myClaimsQuery, ownedClaims } from '../../lib/api/my-claims';
import { countText } from '../../lib/business-info';
import { formatDateTime } from '../../lib/format';
import { menuQuery } from './api';
import { BusinessFigures, TodayStatusEditor } from './owner-dashboard';
import { PaymentsEditor } from './payments-editor';
import { DetailsEditor, detailsAnchor, hoursAnchor } from './details-editor';
import { PhotosEditor, photosAnchor } from './photos-editor';
import { OWNER_TEXT as T } from './owner-text';
import './owner.css';

const dishCount = (menu: Menu) => menu.sections.reduce((n, s) => n + s.dishes.length, 0);
const hasHours = (b: Business) =>
  Object.values(b.hours?.week ?? {}).some((ranges) => (ranges?.length ?? 0) > 0) || (b.opening_hours?.weekday_text?.length ?? 0) > 0;

/** A missing thing the owner fixes in their own editor on this card ('Editar ficha', its hours, 'Fotos'). */
function ToEditor({ before, link, anchor }: { before: string; link: string; anchor: string }) {
  return (
    <li>
      {before}
      <a href={`#${anchor}`}>{link}</a>
      {T.after}
    </li>
  );
}

/** '1 sección y 2 platos en el menú' */
export const menuSizeText = (menu: Menu) =>
  T.menuSize(countText(menu.sections.length, T.sectionOne, T.sectionMany), countText(dishCount(menu), T.dishOne, T.dishMany));

/**
 * /mis-negocios (issue 21 §1, §6): the businesses this person manages (their approved requests),
 * each with what its page still lacks and a link to fix it, then their other requests with what an
 * admin decided.
 */
export function MyBusinessesScreen() {
  const claims = useQuery(myClaimsQuery());
  const owned = ownedClaims(claims.data);
  const others = (claims.data ?? []).filter((c) => c.status !== 'approved');

  let content;
  if (claims.isPending) {
    content = (
      <p className="owner-state" role="status">
        <span className="loading-screen__spinner" aria-hidden="true" />
        {MSG.loading}
      </p>
    );
  } else if (claims.isError) {
    content = (
      <div className="owner-state">
        <p className="alert alert--error" role="alert">
          {T.loadError}
        </p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void claims.refetch()}>
          {T.retry}
        </button>
      </div>
    );
  } else {
    content = (
      <>
        <section className="owner-section" aria-labelledby="owner-owned-title">
          <h2 id="owner-owned-title" className="owner-section__title">
            {T.owned}
          </h2>
          {owned.length === 0 ? (
            <div className="owner-state">
              <p className="owner-state__title">{T.noneOwned}</p>
              <p>{T.howToAsk}</p>
              <Link className="btn btn--ghost btn--sm" to={paths.map}>
                {T.exploreMap}
              </Link>
            </div>
          ) : (
            <ul className="owner-cards">
              {owned.map((claim) => (
                <li key={claim._id}>
                  <OwnedBusiness claim={claim} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {others.length > 0 && (
          <section className="owner-section" aria-labelledby="owner-requests-title">
            <h2 id="owner-requests-title" className="owner-section__title">
              {T.requests}
            </h2>
            <ul className="owner-requests">
              {others.map((claim) => (
                <li key={claim._id} className="owner-request">
                  <div className="owner-request__head">
                    <span className="owner-request__name">{claim.business_name ?? T.goneBusiness}</span>
                    <span className={`owner-badge owner-badge--${claim.status}`}>{CLAIM_STATUS_TEXT[claim.status]}</span>
                  </div>
                  <p className="owner-muted">{T.requestSent(formatDateTime(claim.created_at) ?? claim.created_at)}</p>
                  {claim.reason && <p>{T.reason(claim.reason)}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }

  return (
    <div className="owner container">
      <PageTitle title={T.title} />
      <header className="owner__header">
        <h1 className="owner__title">{T.title}</h1>
        <p className="owner__lead">{T.lead}</p>
      </header>
      {content}
    </div>
  );
}

function OwnedBusiness({ claim }: { claim: Claim }) {
  const titleId = useId();
  const business = useQuery(businessQuery(claim.business_id));
  const menu = useQuery(menuQuery(claim.business_id));
  const name = business.data?.name ?? claim.business_name ?? T.goneBusiness;

  let checklist;
  if (business.isPending || menu.isPending) {
    checklist = <p className="owner-muted">{T.checking}</p>;
  } else if (business.data && menu.data) {
    const missing = [
      dishCount(menu.data) === 0 && (
        <li key="menu">
          {T.noMenuBefore}
          <Link to={paths.menuEditor(claim.business_id)}>{T.noMenuLink}</Link>
          {T.after}
        </li>
      ),
      // what the owner fixes themself ('Fotos', 'Editar ficha' and its hours, below) is one link away
      business.data.photos.length === 0 && <ToEditor key="photos" before={T.noPhotosBefore} link={T.noPhotosLink} anchor={photosAnchor(claim.business_id)} />,
      !hasHours(business.data) && <ToEditor key="hours" before={T.noHoursBefore} link={T.noHoursLink} anchor={hoursAnchor(claim.business_id)} />,
      !business.data.description?.trim() && <ToEditor key="description" before={T.noDescriptionBefore} link={T.noDescriptionLink} anchor={detailsAnchor(claim.business_id)} />,
      !business.data.phone?.trim() && <ToEditor key="phone" before={T.noPhoneBefore} link={T.noPhoneLink} anchor={detailsAnchor(claim.business_id)} />,
    ].filter(Boolean);
    checklist =
      missing.length === 0 ? (
        <p className="owner-complete">{T.complete}</p>
      ) : (
        <ul className="owner-missing" aria-label={T.missingTitle}>
          {missing}
        </ul>
      );
  }

  return (
    <article className="owner-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="owner-card__title">
        {name}
      </h3>
      {menu.data && dishCount(menu.data) > 0 && <p className="owner-muted">{menuSizeText(menu.data)}</p>}
      {checklist}
      <TodayStatusEditor businessId={claim.business_id} />
      {business.data && <DetailsEditor business={business.data} />}
      {business.data && <PhotosEditor business={business.data} />}
      {business.data && <PaymentsEditor business={business.data} />}
      {business.data && <BusinessFigures business={business.data} />}
      <div className="owner-card__actions">
        <Link className="btn btn--primary btn--sm" to={paths.menuEditor(claim.business_id)}>
          {T.editMenu}
        </Link>
        <Link className="btn btn--ghost btn--sm" to={paths.businessDetail(claim.business_id)}>
          {T.seePage}
        </Link>
      </div>
    </article>
  );
}
