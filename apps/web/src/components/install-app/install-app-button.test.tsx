import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, resetInstallState } from '../../lib/install';
import { InstallAppButton } from './install-app-button';
import { INSTALL_TEXT } from './install-text';

/** What Chromium fires when the page can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

let stop: () => void;
beforeEach(() => {
  resetInstallState();
  stop = captureInstallPrompt();
});
afterEach(() => stop());

const renderButton = () =>
  render(
    <InstallAppButton className="btn">
      {INSTALL_TEXT.button}
    </InstallAppButton>,
  );

describe("'Descarga la app'", () => {
  it('opens the browser’s install dialog when the browser offered installation, and says Instalada once accepted', async () => {
    renderButton();
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true); // no mini-infobar: the button decides when
    await userEvent.click(screen.getByRole('button', { name: INSTALL_TEXT.button }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: new RegExp(INSTALL_TEXT.installed) })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after the visitor declines, the next tap explains how to add it by hand (the offer is used once)', async () => {
    renderButton();
    const event = offerInstall('dismissed');
    const button = screen.getByRole('button', { name: INSTALL_TEXT.button });
    await userEvent.click(button);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: INSTALL_TEXT.dialogTitle })).toBeInTheDocument();
  });

  it('with no offer from the browser, explains how to add the guide to the home screen, and gives the focus back', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: INSTALL_TEXT.button });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: INSTALL_TEXT.dialogTitle });
    expect(within(dialog).getByText(INSTALL_TEXT.iosSteps)).toBeInTheDocument();
    expect(within(dialog).getByText(INSTALL_TEXT.androidSteps)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: INSTALL_TEXT.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('once the app is installed (appinstalled), the button says so and does nothing', () => {
    renderButton();
    offerInstall('accepted');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByRole('button', { name: new RegExp(INSTALL_TEXT.installed) })).toBeDisabled();
  });
});
