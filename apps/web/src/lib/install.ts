import { useSyncExternalStore } from 'react';

/**
 * Installing the guide as an app (issue 11 §1). Chromium browsers fire `beforeinstallprompt` once,
 * early, when the page qualifies (manifest + service worker): `captureInstallPrompt()` runs from
 * main.tsx before any screen exists, keeps the event and stops the browser's own mini-infobar, so
 * 'Descarga la app' can open the real install dialog whenever the visitor asks for it.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered installation: `promptInstall()` opens its dialog. */
  canPrompt: boolean;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installedNow = false;
let state: InstallState = { canPrompt: false, installed: false };
const listeners = new Set<() => void>();

function standalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return Boolean(window.matchMedia?.('(display-mode: standalone)').matches || nav.standalone);
}

function update(): void {
  state = { canPrompt: deferred !== null, installed: installedNow || standalone() };
  listeners.forEach((listener) => listener());
}

function onBeforeInstallPrompt(event: Event): void {
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  update();
}

function onInstalled(): void {
  deferred = null;
  installedNow = true;
  update();
}

/** Listens for the browser's install offer and for the app being installed (main.tsx, once). */
export function captureInstallPrompt(): () => void {
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);
  update();
  return () => {
    window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/**
 * Opens the browser's install dialog. The offer can be used once: afterwards the browser makes a
 * new one (a new `beforeinstallprompt`) if the visitor declined.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  update();
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') {
    installedNow = true;
    update();
  }
  return outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;
const serverState = (): InstallState => SERVER_STATE;
const SERVER_STATE: InstallState = { canPrompt: false, installed: false };

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, snapshot, serverState);
}

/** Tests: forget any offer and installation. */
export function resetInstallState(): void {
  deferred = null;
  installedNow = false;
  update();
}
