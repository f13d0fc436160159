import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLang, SpanishOnly } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { Carousel } from './carousel';

/** Home's carousels on an English page (issue 22 §1): the controls and the slides' names in English. */
describe('the carousel in English', () => {
  beforeEach(() => switchLang('en'));
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  const fruits = () => <Carousel label="Fruits" count={3} renderSlide={(i) => <p>{['Mango', 'Guava', 'Pineapple'][i]}</p>} />;

  it('names its arrows, dots and slides in English', async () => {
    render(<Suspense fallback={null}>{fruits()}</Suspense>);
    const region = await screen.findByRole('region', { name: 'Fruits' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    const dots = within(region).getByRole('group', { name: 'Choose a slide' });
    expect(within(dots).getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
    const slide = within(region).getByRole('group', { name: '1 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('stays Spanish under <SpanishOnly>', async () => {
    render(
      <Suspense fallback={null}>
        <SpanishOnly>{fruits()}</SpanishOnly>
      </Suspense>,
    );
    const region = await screen.findByRole('region', { name: 'Fruits' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(region).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(within(region).getByRole('group', { name: '1 de 3' })).toBeInTheDocument();
  });
});
