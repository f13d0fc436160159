import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/utils';
import { applyLang } from '../../lib/i18n/lang';

const footer = () => screen.getByRole('contentinfo');

describe("the language switcher (issue 22 §1: 'English' / 'Español', header and footer)", () => {
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it("offers 'English' in English on a Spanish page, in the header and the footer, as a link that works without scripts", async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'DESBLOQUEA LA CUBA AUTÉNTICA' })).toBeInTheDocument();
    const inFooter = within(footer()).getByRole('link', { name: 'English' });
    expect(inFooter).toHaveAttribute('lang', 'en');
    expect(inFooter).toHaveAttribute('hreflang', 'en');
    expect(inFooter).toHaveAttribute('href', '/?lang=en');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('switches the page to English at once, keeps the address, writes <html lang> and the cookie; Español switches back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tops' })).toBeInTheDocument();
    await user.click(within(footer()).getByRole('link', { name: 'English' }));
    expect(await within(footer()).findByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toMatch(/(?:^|; )lang=en(?:;|$)/);
    expect(router.state.location.pathname).toBe('/tops');

    await user.click(within(footer()).getByRole('link', { name: 'Español' }));
    expect(await within(footer()).findByRole('link', { name: 'English' })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'Acerca de' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toMatch(/(?:^|; )lang=es(?:;|$)/);
  });

  it('a ?lang= in the address is dropped once the visitor switches (the cookie decides at the next visit)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tops?lang=es');
    await screen.findByRole('heading', { level: 1, name: 'Tops' });
    await user.click(within(footer()).getByRole('link', { name: 'English' }));
    await within(footer()).findByRole('link', { name: 'Español' });
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/tops');
  });
});
