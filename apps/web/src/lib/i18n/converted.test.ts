import { describe, expect, it } from 'vitest';

/**
 * A converted screen says nothing of its own (issue 22 §1): every visible text of these files
 * comes from a catalogue read in the page's language (`useXText()`, `useMsg()`), never typed in
 * the JSX nor read from a Spanish-only object. Besides the files listed, every component under
 * `components/` and `features/` is checked unless it is in SPANISH_ONLY (below).
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
  'components/modal/',
  'components/carousel/',
  'components/page-title.tsx',
  'components/screen-placeholder.tsx',
  'components/basemap/',
  'components/business/favorite-button.tsx',
  'components/business/photo-gallery.tsx',
];

/**
 * What stays Spanish (issue 22 §1, docs/I18N.md): the admin's screens and the owners' ('Mis
 * negocios', Cuban venues), and the shared parts only they use. These draw under `<SpanishOnly>`
 * (app/guards.tsx, app/routes.tsx), so a converted component inside them says Spanish too. Every
 * other component (`components/`, `features/`) is checked by default: a new visitor screen that
 * types its words fails here until it reads them from a catalogue.
 */
const SPANISH_ONLY = [
  'features/admin-', // every admin feature: admin-business, admin-categories, admin-events …
  'features/owner/', // 'Mis negocios' and the menu editor
  'components/admin-list/', // the admin's list screens
  'components/pager/', // pages of the admin's lists
  'components/flash/', // the result of an admin's or owner's action
  'components/hours-editor/', // hours in the admin's and the owner's forms
  'components/photo-files/', // photo pickers of the admin's and the owner's forms
  'components/map-picker/', // the business form's location
  'components/business/payments-fields.tsx', // means of payment in the admin's and the owner's forms
];

const inList = (list: readonly string[], file: string) => list.some((c) => file === c || ((c.endsWith('/') || c.endsWith('-')) && file.startsWith(c)));
/** A component file that must read its words from a catalogue: listed as converted, or any visitor component. */
export const isChecked = (file: string) =>
  !/\.test\.tsx$/.test(file) && (inList(CONVERTED, file) || (/^(components|features)\//.test(file) && !inList(SPANISH_ONLY, file)));

const sources = import.meta.glob<string>('../../**/*.tsx', { query: '?raw', import: 'default', eager: true });
const underSrc = (file: string) => new URL(file, 'file:///src/lib/i18n/').pathname.slice('/src/'.length);
const all = Object.entries(sources).map(([file, text]) => [underSrc(file), text] as const);
const converted = all.filter(([file]) => isChecked(file));

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
  // a written text inside an expression of a visible attribute or of an element's text:
  // title={on ? `Quitar ${name} de favoritos` : label}, <title>{t ? t : 'Guía Cuba · Descubre…'}</title>
  const expressions = [
    ...code.matchAll(/\b(?:aria-label|title|placeholder|alt)=\{((?:[^{}]|\{[^{}]*\})*)\}/g),
    ...code.matchAll(/>\s*\{((?:[^{}<>]|\{[^{}<>]*\})*)\}\s*</g),
  ];
  for (const [, expression] of expressions) {
    for (const m of expression!.matchAll(/'([^'\n]*)'|`([^`]*)`|"([^"\n]*)"/g)) {
      const written = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ').replace(/Guía Cuba/g, '');
      const tokens = written.trim().split(/\s+/);
      // class names ('btn btn--ghost', 'alert alert--error') and single identifiers are not text
      const classLike = tokens.every((t) => /^[a-z][a-z0-9]*(?:[-_]+[a-z0-9]+)*$/.test(t)) && (tokens.length === 1 || tokens.some((t) => /[-_]/.test(t)));
      if (/\p{L}{2,}/u.test(written) && !classLike) found.push((m[1] ?? m[2] ?? m[3])!);
    }
  }
  // a Spanish-only catalogue read directly (its hook gives the page's language)
  // (a Spanish default of a helper's parameter, `fallback = MSG.x`, is not a read)
  for (const m of code.matchAll(/(?<!= )\b(?:[A-Z]+_TEXT|MSG|SHELL_MSG|REVIEW_MESSAGES)\.\w+/g)) found.push(m[0]);
  return found;
}

describe('converted screens read every text from a catalogue (issue 22 §1)', () => {
  it('finds the converted files', () => {
    expect(converted.length).toBeGreaterThan(100);
  });

  it.each(converted)('%s types no visible text of its own', (_file, source) => {
    expect(hardCoded(source)).toEqual([]);
  });

  it('a new visitor component is checked by default; the admin’s and the owners’ are not (the check itself)', () => {
    expect(isChecked('features/events/events-screen.tsx')).toBe(true);
    expect(isChecked('components/new-widget/new-widget.tsx')).toBe(true);
    expect(isChecked('features/map/components/new-panel.tsx')).toBe(true);
    expect(isChecked('features/admin-new/new-screen.tsx')).toBe(false);
    expect(isChecked('features/owner/new-editor.tsx')).toBe(false);
    expect(isChecked('components/pager/pager.tsx')).toBe(false);
    expect(isChecked('features/map/map-screen.test.tsx')).toBe(false);
    // and such a new component, typing a Spanish word, fails
    expect(hardCoded('export const Nuevo = () => <button aria-label="Cerrar">Ver todo</button>;')).toEqual(['Ver todo', 'Cerrar']);
  });

  it('every Spanish-only entry names files that exist (no stale exception)', () => {
    for (const entry of SPANISH_ONLY) expect(all.some(([file]) => inList([entry], file))).toBe(true);
  });

  it('the check finds a typed text, a literal label and a Spanish-only catalogue (the check itself)', () => {
    expect(hardCoded('return <p className="x">Ver todo</p>;')).toEqual(['Ver todo']);
    expect(hardCoded('<button aria-label="Cerrar" />')).toEqual(['Cerrar']);
    expect(hardCoded('<h1>{HOME_TEXT.title}</h1>')).toEqual(['HOME_TEXT.title']);
    expect(hardCoded('<h1>{text.title}</h1>')).toEqual([]);
    expect(hardCoded('<button title={on ? `Quitar ${what}de favoritos` : label} />')).toEqual(['Quitar ${what}de favoritos']);
    expect(hardCoded("<title>{title ? `${title} · Guía Cuba` : 'Guía Cuba · Descubre la Cuba auténtica'}</title>")).toEqual(['Guía Cuba · Descubre la Cuba auténtica']);
    expect(hardCoded('<p className={`a ${b}`}>{`${count} ${unit}`}</p>')).toEqual([]);
  });
});
