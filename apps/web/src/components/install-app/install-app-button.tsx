import { useState, type ReactNode } from 'react';
import { env } from '../../config/env';
import { promptInstall, useInstallState } from '../../lib/install';
import { Modal } from '../modal/modal';
import { INSTALL_TEXT } from './install-text';
import './install-app.css';

function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

/** How to add the guide by hand, the visitor's own platform first. */
function InstallSteps() {
  const steps = [
    { key: 'ios', title: INSTALL_TEXT.iosTitle, text: INSTALL_TEXT.iosSteps },
    { key: 'android', title: INSTALL_TEXT.androidTitle, text: INSTALL_TEXT.androidSteps },
    { key: 'desktop', title: INSTALL_TEXT.desktopTitle, text: INSTALL_TEXT.desktopSteps },
  ];
  if (!isAppleMobile()) steps.push(steps.shift()!);
  return (
    <>
      <p>{INSTALL_TEXT.intro}</p>
      <ul className="install-steps">
        {steps.map((step) => (
          <li key={step.key}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ul>
      {env.androidApkUrl && (
        <p>
          <a href={env.androidApkUrl} download>
            {INSTALL_TEXT.apkLink}
          </a>
        </p>
      )}
    </>
  );
}

/**
 * 'Descarga la app' (spec §2, issue 11 §1): opens the browser's own install dialog where it offers
 * one (`beforeinstallprompt`); else downloads the Android package when VITE_ANDROID_APK_URL names
 * one; else explains how to add the guide to the home screen. Inside the installed app it says so.
 */
export function InstallAppButton({ className, children }: { className: string; children: ReactNode }) {
  const { canPrompt, installed } = useInstallState();
  const [helpOpen, setHelpOpen] = useState(false);

  if (installed) {
    return (
      <button type="button" className={className} disabled>
        {children}
        <span className="btn__badge">{INSTALL_TEXT.installed}</span>
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
      <Modal
        open={helpOpen}
        title={INSTALL_TEXT.dialogTitle}
        onClose={() => setHelpOpen(false)}
        footer={
          <button type="button" className="btn btn--primary" onClick={() => setHelpOpen(false)}>
            {INSTALL_TEXT.close}
          </button>
        }
      >
        <InstallSteps />
      </Modal>
    </>
  );
}
