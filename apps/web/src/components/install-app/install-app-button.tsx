import { lazy, Suspense, useState, type ReactNode } from 'react';
import { env } from '../../config/env';
import { promptInstall, useInstallState } from '../../lib/install';
import { useInstallText } from './install-text';
import './install-app.css';

/** The explanation's dialog, downloaded on the first tap that needs it (issue 19: home's first JavaScript). */
const InstallHelp = lazy(() => import('./install-help').then((m) => ({ default: m.InstallHelp })));

/**
 * 'Descarga la app' (spec §2, issue 11 §1): opens the browser's own install dialog where it offers
 * one (`beforeinstallprompt`); else downloads the Android package when VITE_ANDROID_APK_URL names
 * one; else explains how to add the guide to the home screen. Inside the installed app it says so.
 */
export function InstallAppButton({ className, children }: { className: string; children: ReactNode }) {
  const text = useInstallText();
  const { canPrompt, installed } = useInstallState();
  const [helpOpen, setHelpOpen] = useState(false);

  if (installed) {
    return (
      <button type="button" className={className} disabled>
        {children}
        <span className="btn__badge">{text.installed}</span>
      </button>
    );
  }
  if (!canPrompt && env.androidApkUrl) {
    return (
      <a className={className} href={env.androidApkUrl} download>
        {children}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup={canPrompt ? undefined : 'dialog'}
        onClick={() => {
          if (!canPrompt) {
            setHelpOpen(true);
            return;
          }
          // the offer may be gone by the time the visitor answers (used elsewhere): then explain
          void promptInstall().then((outcome) => {
            if (outcome === 'unavailable') setHelpOpen(true);
          });
        }}
      >
        {children}
      </button>
      {helpOpen && (
        <Suspense fallback={null}>
          <InstallHelp onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
