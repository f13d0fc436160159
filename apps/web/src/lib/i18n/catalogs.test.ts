import { describe, expect, it } from 'vitest';
import { fmt, type Message } from './icu';

/**
 * Every catalogue in both languages (issue 22 §1): each English catalogue (`*.en.ts`, found by
 * name) has exactly the keys of its Spanish one (`<same name>.ts`, the export its default mirrors),
 * the same lengths of lists, functions taking the same values, and ICU messages with the same
 * placeholders. TypeScript checks the same (Catalog<T>); this fails CI even where a cast hid it.
 */
type Value = unknown;

/** A glob key ('../../features/x.en.ts', './messages.en.ts') as a path under src/. */
const underSrc = (file: string) => new URL(file, 'file:///src/lib/i18n/').pathname.slice('/src/'.length);

const english = import.meta.glob<{ default: Value }>('../../**/*.en.ts', { eager: true });
const spanish = import.meta.glob<Record<string, Value>>(['../../**/*-text.ts', './messages.ts', '../hours-text.ts'], { eager: true });
const contracts = await import('@guia/contracts');

/** The Spanish catalogue an English file mirrors: the export of the Spanish module with the same keys. */
function spanishOf(file: string, en: Value): Value {
  if (file.endsWith('/messages.en.ts')) return contracts.MSG;
  if (file.endsWith('/review-messages.en.ts')) return contracts.REVIEW_MESSAGES;
  const mod = spanish[file.replace(/\.en\.ts$/, '.ts')];
  if (!mod) throw new Error(`${file}: no Spanish catalogue beside it`);
  const keys = JSON.stringify(Object.keys(en as object).sort());
  const candidates = Object.values(mod).filter((v) => v && typeof v === 'object' && JSON.stringify(Object.keys(v).sort()) === keys);
  if (file.endsWith('/contact-text.en.ts')) return { contact: mod.CONTACT_TEXT, eventBooking: mod.EVENT_BOOKING_TEXT };
  if (candidates.length === 0) {
    // the object with the most keys: the report below names what differs
    return Object.values(mod).filter((v) => v && typeof v === 'object').sort((a, b) => Object.keys(b as object).length - Object.keys(a as object).length)[0];
  }
  return candidates[0];
}

const isIcu = (v: Value): v is Message => Array.isArray(v) && v.some((t) => Array.isArray(t));
const placeholders = (m: Message): string[] =>
  [...new Set((m as unknown as unknown[]).flatMap((t) => (Array.isArray(t) ? [String(t[0])] : [])))].sort();

/** Where two catalogues differ in shape: missing or extra keys, list lengths, function arity, ICU placeholders. */
function differences(es: Value, en: Value, where: string, out: string[] = []): string[] {
  if (isIcu(es) || isIcu(en)) {
    if (!isIcu(es) || !isIcu(en)) out.push(`${where}: an ICU message in one language only`);
    else if (JSON.stringify(placeholders(es)) !== JSON.stringify(placeholders(en))) out.push(`${where}: placeholders ${placeholders(es)} ≠ ${placeholders(en)}`);
    return out;
  }
  if (typeof es === 'string' || typeof en === 'string') {
    if (typeof es !== typeof en) out.push(`${where}: text in one language only`);
    else if (!(en as string).trim()) out.push(`${where}: empty in English`);
    return out;
  }
  if (typeof es === 'function' || typeof en === 'function') {
    if (typeof es !== typeof en) out.push(`${where}: a function in one language only`);
    else if ((es as () => void).length !== (en as () => void).length) out.push(`${where}: takes ${(es as () => void).length} values in Spanish, ${(en as () => void).length} in English`);
    return out;
  }
  if (Array.isArray(es) || Array.isArray(en)) {
    if (!Array.isArray(es) || !Array.isArray(en) || es.length !== en.length) out.push(`${where}: lists of different lengths`);
    else es.forEach((v, i) => differences(v, en[i], `${where}[${i}]`, out));
    return out;
  }
  if (es && en && typeof es === 'object' && typeof en === 'object') {
    for (const k of Object.keys(es)) if (!(k in en)) out.push(`${where}.${k}: missing in English`);
    for (const k of Object.keys(en)) if (!(k in es)) out.push(`${where}.${k}: missing in Spanish`);
    for (const k of Object.keys(es)) if (k in en) differences((es as Record<string, Value>)[k], (en as Record<string, Value>)[k], `${where}.${k}`, out);
  }
  return out;
}

describe('the catalogues (issue 22 §1)', () => {
  it('finds the English catalogues of the converted screens', () => {
    const files = Object.keys(english).map(underSrc);
    for (const expected of ['components/navbar/navbar-text.en.ts', 'components/footer/footer-text.en.ts', 'features/home/home-text.en.ts', 'features/tops/tops-text.en.ts', 'features/business/business-text.en.ts', 'lib/i18n/messages.en.ts', 'lib/hours-text.en.ts']) {
      expect(files).toContain(expected);
    }
  });

  it.each(Object.entries(english).map(([file, mod]) => [underSrc(file), file, mod.default] as const))(
    '%s has every key of its Spanish catalogue, and no other',
    (_name, file, en) => {
      expect(differences(spanishOf(file, en), en, 'es↔en')).toEqual([]);
    },
  );

  it('a key missing in one catalogue is reported (the check itself)', () => {
    expect(differences({ a: 'uno', b: { c: 'dos' } }, { a: 'one', b: {} }, 'x')).toEqual(['x.b.c: missing in English']);
    expect(differences({ a: 'uno' }, { a: 'one', z: 'extra' }, 'x')).toEqual(['x.z: missing in Spanish']);
  });

  it('plural forms follow each language (Intl.PluralRules) in the catalogues themselves', async () => {
    const place = await import('../../components/business/place-text');
    const en = await place.usePlaceText.load();
    expect(fmt('es', place.PLACE_TEXT.stars, { count: 1 })).toBe('1 estrella');
    expect(fmt('es', place.PLACE_TEXT.stars, { count: 4 })).toBe('4 estrellas');
    expect(fmt('en', en.stars, { count: 1 })).toBe('1 star');
    expect(fmt('en', en.stars, { count: 0 })).toBe('0 stars');
  });
});
