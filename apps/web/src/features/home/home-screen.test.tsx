import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@guia/contracts';
import { callsTo, renderApp } from '../../test/utils';
import { SectionBoundary } from './home-section';
import { HOME_TEXT } from './home-text';
import { aBusiness, anEvent, homeApi } from './test-fixtures';

// The lists are a lazy chunk: load its code once up front, so each test waits for data only; and
// give the first render of the whole app time on a busy machine.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./home-lists');
});

describe('Home page', () => {
  it('has every section of spec §2, in order: events, hero, blurbs, promoted, categories, elite, app download', async () => {
    homeApi({
      events: () => ({ body: [anEvent()] }),
      promoted: () => ({ body: [aBusiness({ name: 'La Guarida' })] }),
      elite: () => ({ body: [aBusiness({ name: 'El Floridita' })] }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'El Floridita' });
    const headings = screen
      .getAllByRole('heading', { level: 1 })
      .concat(screen.getAllByRole('heading', { level: 2 }))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((h) => h.textContent);
    expect(headings).toEqual([
      HOME_TEXT.eventsTitle,
      'DESBLOQUEA LA CUBA AUTÉNTICA',
      'Por qué Guía Cuba',
      HOME_TEXT.promotedTitle,
      HOME_TEXT.categoriesTitle,
      HOME_TEXT.eliteTitle,
      HOME_TEXT.downloadTitle,
    ]);
    // the footer comes after, from the layout
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Intl.DateTimeFormat('es', { timeZone: 'America/Havana', year: 'numeric' }).format(new Date())}`);
  });

  it("the app download section offers installing from the browser; the store badges are honest: disabled, 'Próximamente'", async () => {
    homeApi();
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 2, name: HOME_TEXT.downloadTitle });
    const section = heading.closest('section')!;
    const [install, ...badges] = within(section).getAllByRole('button');
    expect(install).toHaveTextContent(`${HOME_TEXT.installBadgeTop}${HOME_TEXT.installBadge}`);
    expect(install).toBeEnabled();
    expect(badges.map((b) => b.textContent)).toEqual([
      `${MSG.comingSoon} en${HOME_TEXT.googlePlay}`,
      `${MSG.comingSoon} en${HOME_TEXT.iosBadge}`,
    ]);
    for (const badge of badges) expect(badge).toBeDisabled();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it("'Ver Tops' goes to /tops and 'Ver todo' to /mapa", async () => {
    homeApi();
    renderApp('/');
    expect(await screen.findByRole('link', { name: HOME_TEXT.seeTops })).toHaveAttribute('href', '/tops');
    expect(screen.getByRole('link', { name: HOME_TEXT.seeAll })).toHaveAttribute('href', '/mapa');
  });

  it('asks for each list once, although it starts the requests before the lists\' code arrives', async () => {
    const api = homeApi({ promoted: () => ({ body: [aBusiness({ name: 'La Guarida' })] }) });
    renderApp('/');
    await screen.findByRole('heading', { level: 3, name: 'La Guarida' });
    await screen.findByText(MSG.noEvents);
    await waitFor(() => expect(callsTo(api, 'GET /api/business/elite')).toHaveLength(1));
    expect(callsTo(api, 'GET /api/events/')).toHaveLength(1);
    expect(callsTo(api, 'GET /api/business/promoted')).toHaveLength(1);
  });

  it('a part that fails (e.g. its code does not download) leaves the rest of the page standing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Failed to fetch dynamically imported module');
    }
    render(
      <>
        <SectionBoundary>
          <Broken />
        </SectionBoundary>
        <p>Resto de la página</p>
      </>,
    );
    expect(screen.getByText('Resto de la página')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
