import { Suspense, type ReactNode } from 'react';
import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../components/business/test-render';
import { useOriginalText } from '../../components/original-text/original-text-text';
import { useMsg } from '../../lib/i18n/messages';
import { RenderHintsContext } from '../../lib/render-hints';
import { EventsSection } from './events-section';
import { useHomeText } from './home-text';
import { anEvent, homeApi } from './test-fixtures';

/**
 * Issue 22 §1: home's events on an English page show an event's English description when it has
 * one (lang="en", no mark), else the Spanish one marked 'In Spanish'.
 */
configure({ asyncUtilTimeout: 5000 });

const inEnglish = (ui: ReactNode) => (
  <RenderHintsContext.Provider value={{ dataSaver: false, lang: 'en' }}>
    <Suspense fallback={null}>{ui}</Suspense>
  </RenderHintsContext.Provider>
);

beforeAll(async () => {
  await Promise.all([useOriginalText.load(), useMsg.load(), useHomeText.load()]);
});

describe("home's events in English", () => {
  it('an event with an English description shows it unmarked; one without shows the Spanish, marked', async () => {
    homeApi({
      events: () => ({
        body: [
          anEvent({ title: 'Noche de salsa', description: 'Orquesta en vivo.', description_en: 'A live orchestra.' }),
          anEvent({ title: 'Festival de Jazz', description: 'Tres noches de jazz cubano.' }),
        ],
      }),
    });
    renderInApp(inEnglish(<EventsSection />), { path: '/' });
    const english = await screen.findByText('A live orchestra.');
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Orquesta en vivo.')).not.toBeInTheDocument();
    expect(screen.getByText('Tres noches de jazz cubano.')).toHaveAttribute('lang', 'es');
    expect(screen.getAllByText('In Spanish')).toHaveLength(1);
  });
});
