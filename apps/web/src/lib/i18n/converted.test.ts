import { describe, expect, it } from 'vitest';

/**
 * A converted screen says nothing of its own (issue 22 §1): every visible text of these files
 * comes from a catalogue read in the page's language (`useXText()`, `useMsg()`), never typed in
 * the JSX nor read from a Spanish-only object. The list grows as screens are converted; a file
 * added to a converted folder is checked at once. Admin screens stay Spanish and are not listed.
 */
const CONVERTED = [
  'components/navbar/',
  'components/footer/',
  'components/lang-switch/',
  'components/original-text/',
  'features/home/',
  'features/tops/',
  'features/not-found/',
  'features/static-pages/',
  'components/route-error.tsx',
  'components/loading-screen.tsx',
  'components/app-status/',
  'components/install-app/',
  'components/data-saver/',
  'features/business/business-detail-screen.tsx',
  'features/business/business-page-states.tsx',
  'features/business/claim-section.tsx',
  'features/business/place-actions.tsx',
  'components/business/business-status.tsx',
  'components/business/review-list.tsx',
  'components/cuba-time-note.tsx',
  'features/business/business-reviews.tsx',
  'components/business/opening-hours.tsx',
  'components/business/star-rating.tsx',
  'components/business/star-rating-input.tsx',
  'components/business/category-chips.tsx',
  'features/auth/',
  'components/password-field/',
  'features/profile/',
  'features/plans/',
  'components/plans/',
  'features/map/',
  'features/business/osm-place-screen.tsx',
  'components/menu/',
  'components/business/payment-badges.tsx',
  'components/business/business-payments.tsx',
  'components/business/lazy-review-form.tsx',
  'components/business/review-form.tsx',
  'components/business/reservation-button.tsx',
  'features/business/review-extras.tsx',
  'features/business/below-fold.tsx',
  'components/claim-form/',
];

const sources = import.meta.glob<string>('../../**/*.tsx', { query: '?raw', import: 'default', eager: true });
const underSrc = (file: string) => new URL(file, 'file:///src/lib/i18n/').pathname.slice('/src/'.length);
const converted = Object.entries(sources)
  .map(([file, text]) => [underSrc(file), text] as const)
  .filter(([file]) => !/\.test\.tsx$/.test(file) && CONVERTED.some((c) => file === c || (c.endsWith('/') && file.startsWith(c))));

/** Words a person reads, typed into a component: JSX text, or a literal in a visible attribute. */
function hardCoded(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
  const found: string[] = [];
  // text between tags: '>Ver todo<' (a letter pair; not an expression, not the brand)
  for (const m of code.matchAll(/>([^<>{}]*\p{L}{2,}[^<>{}]*)</gu)) {
    const text = m[1]!.trim();
    // (code between a generic's angle brackets is not text: it has operators)
    if (text && text !== 'Guía Cuba' && !/[;=()?&|]/.test(text)) found.push(text);
  }
  // aria-label="…", title="…", placeholder="…", alt="…" written as a literal
  for (const m of code.matchAll(/\b(?:aria-label|title|placeholder|alt)="([^"]*\p{L}[^"]*)"/gu)) found.push(m[1]!);
  // a Spanish-only catalogue read directly (its hook gives the page's language)
  // (a Spanish default of a helper's parameter, `fallback = MSG.x`, is not a read)
  for (const m of code.matchAll(/(?<!= )\b(?:[A-Z]+_TEXT|MSG|SHELL_MSG|REVIEW_MESSAGES)\.\w+/g)) found.push(m[0]);
  return found;
}

describe('converted screens read every text from a catalogue (issue 22 §1)', () => {
  it('finds the converted files', () => {
    expect(converted.length).toBeGreaterThan(15);
  });

  it.each(converted)('%s types no visible text of its own', (_file, source) => {
    expect(hardCoded(source)).toEqual([]);
  });

  it('the check finds a typed text, a literal label and a Spanish-only catalogue (the check itself)', () => {
    expect(hardCoded('return <p className="x">Ver todo</p>;')).toEqual(['Ver todo']);
    expect(hardCoded('<button aria-label="Cerrar" />')).toEqual(['Cerrar']);
    expect(hardCoded('<h1>{HOME_TEXT.title}</h1>')).toEqual(['HOME_TEXT.title']);
    expect(hardCoded('<h1>{text.title}</h1>')).toEqual([]);
  });
});
