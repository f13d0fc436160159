import { env } from '../../config/env';
import { Modal } from '../modal/modal';
import { useInstallText } from './install-text';

function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

/** How to add the guide by hand, the visitor's own platform first. */
function InstallSteps() {
  const text = useInstallText();
  const steps = [
    { key: 'ios', title: text.iosTitle, text: text.iosSteps },
    { key: 'android', title: text.androidTitle, text: text.androidSteps },
    { key: 'desktop', title: text.desktopTitle, text: text.desktopSteps },
  ];
  if (!isAppleMobile()) steps.push(steps.shift()!);
  return (
    <>
      <p>{text.intro}</p>
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
            {text.apkLink}
          </a>
        </p>
      )}
    </>
  );
}

/**
 * The dialog that explains how to install (install-app-button.tsx). Its own chunk: only a visitor
 * who taps 'Descarga la app' where the browser offers no install dialog downloads it (issue 19).
 */
export function InstallHelp({ onClose }: { onClose: () => void }) {
  const text = useInstallText();
  return (
    <Modal
      open
      title={text.dialogTitle}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {text.close}
        </button>
      }
    >
      <InstallSteps />
    </Modal>
  );
}
