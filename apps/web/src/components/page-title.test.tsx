import { Suspense } from 'react';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLang } from '../lib/i18n/lang';
import { switchLang } from '../lib/i18n/text';
import { PageTitle } from './page-title';

/** The tab's title (React hoists <title> into <head>) in the page's language (issue 22 §1). */
describe('the page title', () => {
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it("home's title (no screen name) is the guide's motto: Spanish, then English on an English page", async () => {
    const { unmount } = render(<PageTitle />);
    await waitFor(() => expect(document.title).toBe('Guía Cuba · Descubre la Cuba auténtica'));
    unmount();
    await switchLang('en');
    render(
      <Suspense fallback={null}>
        <PageTitle />
      </Suspense>,
    );
    await waitFor(() => expect(document.title).toBe('Guía Cuba · Discover authentic Cuba'));
  });

  it('a screen’s title is its name and the brand', async () => {
    render(<PageTitle title="Tops" />);
    await waitFor(() => expect(document.title).toBe('Tops · Guía Cuba'));
  });
});
