import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@guia/contracts';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { myClaimsQuery, ownedClaims } from '../../lib/api/my-claims';
import type { MapNavState } from '../../lib/nav-state';
import { useSession } from '../../lib/session/use-session';
import { useFavoriteBusinesses, useProfileUser, type FavoriteBusiness } from './api/profile';
import { FavoritesCarousel } from './components/favorites-carousel';
import { PasswordModal } from './components/password-modal';
import { HeartLineIcon as HeartIcon, LockIcon, MailIcon } from '../../components/icons/profile-icons';
import './profile.css';
import { useProfileText } from './profile-text';
import { fmt } from '../../lib/i18n/icu';
import { useLang } from '../../lib/i18n/lang';
import { useMsg } from '../../lib/i18n/messages';

/** The avatar's letter: the first letter of the name, uppercased (spec §2). */
export function avatarLetter(user: Pick<PublicUser, 'name' | 'username'>): string {
  const source = user.name?.trim() || user.username?.trim() || '?';
  return (Array.from(source)[0] ?? '?').toLocaleUpperCase('es-ES');
}

function ProfileStatus({ children, tone }: { children: string; tone?: 'error' | 'warning' }) {
  const text = useProfileText();
  return (
    <div className="profile container">
      <PageTitle title={text.title} />
      <h1 className="profile__title">{text.title}</h1>
      {tone ? (
        <p className={`alert alert--${tone}`} role="alert">
          {children}
        </p>
      ) : (
        <div className="loading-screen" role="status" aria-live="polite">
          <span className="loading-screen__spinner" aria-hidden="true" />
          <span>{children}</span>
        </div>
      )}
    </div>
  );
}

function FavoritesSection({ userId }: { userId: string }) {
  const text = useProfileText();
  const msg = useMsg();
  const lang = useLang();
  const favorites = useFavoriteBusinesses(userId);
  const navigate = useNavigate();
  const logLabel = text.favoritesLoadLog;

  useEffect(() => {
    if (favorites.error) console.error(logLabel, favorites.error);
  }, [favorites.error, logLabel]);

  const open = (business: FavoriteBusiness) => {
    const state: MapNavState = { selectedBusiness: business, focusOnBusiness: true, fromFavorites: true };
    void navigate(paths.map, { state });
  };

  const count = favorites.data?.businesses.length ?? 0;
  let content;
  if (favorites.isPending) {
    content = (
      <div className="loading-screen profile-favorites__loading" role="status" aria-live="polite">
        <span className="loading-screen__spinner" aria-hidden="true" />
        <span>{msg.loading}</span>
      </div>
    );
  } else if (favorites.data && favorites.data.saved === 0) {
    content = (
      <div className="profile-empty">
        <span className="profile-empty__icon">
          <HeartIcon />
        </span>
        <p className="profile-empty__title">{msg.favoritesEmpty}</p>
        <p className="profile-empty__hint">{msg.favoritesEmptyHint}</p>
        <Link className="btn btn--primary" to={paths.map}>
          {text.exploreMap}
        </Link>
      </div>
    );
  } else if (count === 0) {
    content = (
      <div className="profile-empty">
        <p className="profile-empty__title">{msg.favoritesNoneLoaded}</p>
      </div>
    );
  } else {
    content = <FavoritesCarousel items={favorites.data!.businesses} onOpen={open} />;
  }

  return (
    <section className="profile-favorites" aria-labelledby="profile-favorites-title">
      <div className="profile-favorites__head">
        <h2 id="profile-favorites-title" className="profile-favorites__title">
          {text.favoritesTitle}
        </h2>
        {count > 0 && (
          <span className="profile-favorites__count">{fmt(lang, text.saved, { count })}</span>
        )}
      </div>
      {content}
    </section>
  );
}

/** 'Mis negocios' (issue 21): shown only to a person who manages a business or asked to. */
function OwnerSection() {
  const text = useProfileText();
  const lang = useLang();
  const claims = useQuery(myClaimsQuery());
  const all = claims.data ?? [];
  if (all.length === 0) return null;
  const owned = ownedClaims(all).length;
  const pending = all.filter((c) => c.status === 'pending').length;
  const parts = [
    owned > 0 ? fmt(lang, text.manages, { count: owned }) : text.noneOwned,
    ...(pending > 0 ? [fmt(lang, text.pendingClaims, { count: pending })] : []),
  ];
  return (
    <section className="profile-owner" aria-labelledby="profile-owner-title">
      <div>
        <h2 id="profile-owner-title" className="profile-favorites__title">
          {text.ownerTitle}
        </h2>
        <p className="profile-owner__summary">{parts.join(' · ')}</p>
      </div>
      <Link className="btn btn--ghost" to={paths.myBusinesses}>
        {text.seeOwner}
      </Link>
    </section>
  );
}

/** /perfil (spec §2): who you are, your favourites, and the password change. */
export function ProfileScreen() {
  const text = useProfileText();
  const msg = useMsg();
  const session = useSession();
  const userId = session.userId;
  const user = useProfileUser(userId);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (!userId) return <ProfileStatus tone="warning">{msg.noUserInfo}</ProfileStatus>;
  if (user.isPending) return <ProfileStatus>{msg.profileLoading}</ProfileStatus>;
  if (user.isError || !user.data) return <ProfileStatus tone="error">{msg.userLoadError}</ProfileStatus>;

  const { name, username, email } = user.data;

  const onPasswordChanged = (token: string | undefined) => {
    // The server killed the older tokens: keep the user logged in with the fresh one.
    if (token) session.login(token);
    setPasswordOpen(false);
    setNotice(msg.passwordUpdated);
  };

  return (
    <div className="profile container">
      <PageTitle title={text.title} />
      <section className="profile-card" aria-labelledby="profile-name">
        <div className="profile-card__banner" aria-hidden="true" />
        <div className="profile-card__body">
          <div className="profile-card__avatar" aria-hidden="true" data-testid="profile-avatar">
            {avatarLetter(user.data)}
          </div>
          <div className="profile-card__identity">
            <h1 id="profile-name" className="profile-card__name">
              {name}
            </h1>
            <p className="profile-card__username">@{username}</p>
            <p className="profile-card__email">
              <MailIcon />
              <span>{email}</span>
            </p>
          </div>
          <button
            type="button"
            className="btn btn--ghost profile-card__password"
            aria-haspopup="dialog"
            onClick={() => {
              setNotice(null);
              setPasswordOpen(true);
            }}
          >
            <LockIcon />
            {text.changePassword}
          </button>
        </div>
      </section>

      <div role="status" aria-live="polite" className="profile__status">
        {notice && <p className="alert alert--success">{notice}</p>}
      </div>

      <OwnerSection />

      <FavoritesSection userId={userId} />

      {passwordOpen && <PasswordModal userId={userId} onClose={() => setPasswordOpen(false)} onChanged={onPasswordChanged} />}
    </div>
  );
}
