import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeMapServer, fakeStorage, removeFakeStorage } from '../../lib/basemap/testing/fake-storage';
import { applyLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { OfflineMap } from './components/offline-map';

/** The saved offline map's 'Guardado el …' tooltip on an English page (issue 22 §1). */
describe('the saved map’s date in English', () => {
  beforeEach(() => switchLang('en'));
  afterEach(() => {
    removeFakeStorage();
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it("the saved offline map's tooltip says when it was saved, in English", async () => {
    fakeStorage();
    fakeMapServer();
    const user = userEvent.setup();
    render(
      <Suspense fallback={null}>
        <OfflineMap />
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: 'Download the map to use offline (4.2 MB)' }));
    const saved = (await screen.findByText('Map saved on this phone')).closest('p')!;
    expect(saved.getAttribute('title')).toMatch(/^Saved on \d\d\/\d\d at \d\d:\d\d$/);
  });
});
