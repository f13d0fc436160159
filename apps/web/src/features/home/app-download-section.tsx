import type { ReactNode } from 'react';
import { env } from '../../config/env';
import { InstallAppButton } from '../../components/install-app/install-app-button';
import { AndroidIcon, AppleIcon, PlayIcon } from '../../components/icons/home-icons';
import { DownloadIcon } from '../../components/icons/icons';
import { useHomeText } from './home-text';


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
  const text = useHomeText();
  const apk = env.androidApkUrl;
  return (
    <section className="home-section container" aria-labelledby="download-title">
      <div className="download">
        <div className="download__copy">
          <h2 id="download-title" className="download__title">
            {text.downloadTitle}
          </h2>
          <p className="download__text">{apk ? text.downloadTextAvailable : text.downloadText}</p>
        </div>
        <ul className="download__badges">
          <li>
            <InstallAppButton className="store-badge">
              <Badge icon={<DownloadIcon width={22} height={22} />} top={text.installBadgeTop} name={text.installBadge} />
            </InstallAppButton>
          </li>
          <li>
            {apk ? (
              <a className="store-badge" href={apk} download>
                <Badge icon={<AndroidIcon />} top={text.androidBadgeTop} name={text.androidBadge} />
              </a>
            ) : (
              <button type="button" className="store-badge" disabled>
                <Badge icon={<PlayIcon />} top={text.soonIn} name={text.googlePlay} />
              </button>
            )}
          </li>
          <li>
            <button type="button" className="store-badge" disabled>
              <Badge icon={<AppleIcon />} top={text.soonIn} name={text.iosBadge} />
            </button>
          </li>
        </ul>
      </div>
    </section>
  );
}
