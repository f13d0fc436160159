import type { ReactNode } from 'react';
import { MSG } from '@guia/contracts';
import { env } from '../../config/env';
import { InstallAppButton } from '../../components/install-app/install-app-button';
import { AndroidIcon, AppleIcon, PlayIcon } from '../../components/icons/home-icons';
import { DownloadIcon } from '../../components/icons/icons';
import { HOME_TEXT } from './home-text';

/** 'Próximamente en' on the badges of stores the app is not in yet. */
const SOON = `${MSG.comingSoon} en`;

function Badge({ icon, top, name }: { icon: ReactNode; top: string; name: string }) {
  return (
    <>
      {icon}
      <span className="store-badge__text">
        <span className="store-badge__top">{top}</span>
        <span className="store-badge__name">{name}</span>
      </span>
    </>
  );
}

/**
 * App download section with store badges (spec §2). Honest: the Android package is a real download
 * only when VITE_ANDROID_APK_URL is set; no store listing exists yet, so those badges say 'Próximamente'.
 */
export function AppDownloadSection() {
  const apk = env.androidApkUrl;
  return (
    <section className="home-section container" aria-labelledby="download-title">
      <div className="download">
        <div className="download__copy">
          <h2 id="download-title" className="download__title">
            {HOME_TEXT.downloadTitle}
          </h2>
          <p className="download__text">{apk ? HOME_TEXT.downloadTextAvailable : HOME_TEXT.downloadText}</p>
        </div>
        <ul className="download__badges">
          <li>
            <InstallAppButton className="store-badge">
              <Badge icon={<DownloadIcon width={22} height={22} />} top={HOME_TEXT.installBadgeTop} name={HOME_TEXT.installBadge} />
            </InstallAppButton>
          </li>
          <li>
            {apk ? (
              <a className="store-badge" href={apk} download>
                <Badge icon={<AndroidIcon />} top={HOME_TEXT.androidBadgeTop} name={HOME_TEXT.androidBadge} />
              </a>
            ) : (
              <button type="button" className="store-badge" disabled>
                <Badge icon={<PlayIcon />} top={SOON} name={HOME_TEXT.googlePlay} />
              </button>
            )}
          </li>
          <li>
            <button type="button" className="store-badge" disabled>
              <Badge icon={<AppleIcon />} top={SOON} name={HOME_TEXT.iosBadge} />
            </button>
          </li>
        </ul>
      </div>
    </section>
  );
}
