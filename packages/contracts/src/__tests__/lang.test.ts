import { describe, expect, it } from 'vitest';
import { chooseLang, langCookie, langFromAcceptLanguage, langFromCookie } from '../lang';

describe("a request's language (issue 22 §1)", () => {
  it('English for a browser that prefers English, Spanish for anything else, an unknown code included', () => {
    expect(langFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(langFromAcceptLanguage('en-GB')).toBe('en');
    expect(langFromAcceptLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(langFromAcceptLanguage('xx')).toBe('es');
    expect(langFromAcceptLanguage('')).toBe('es');
    expect(langFromAcceptLanguage(undefined)).toBe('es');
    expect(langFromAcceptLanguage('*')).toBe('es');
    // the most preferred language the guide has, by q, whatever the order written
    expect(langFromAcceptLanguage('de;q=0.9, en;q=0.8, es;q=0.7')).toBe('en');
    expect(langFromAcceptLanguage('es;q=0.5, en;q=0.8')).toBe('en');
    expect(langFromAcceptLanguage('fr-CA, fr;q=0.9')).toBe('es');
    expect(langFromAcceptLanguage('en;q=0')).toBe('es');
  });

  it('the cookie names a language of the guide or is ignored', () => {
    expect(langFromCookie('ahorro=1; lang=en')).toBe('en');
    expect(langFromCookie('lang=es')).toBe('es');
    expect(langFromCookie('lang=xx')).toBeNull();
    expect(langFromCookie('slang=en')).toBeNull();
    expect(langFromCookie(undefined)).toBeNull();
  });

  it('?lang= first, then the cookie, then the browser', () => {
    expect(chooseLang({ query: 'en', cookie: 'lang=es', acceptLanguage: 'es' })).toBe('en');
    expect(chooseLang({ query: 'zz', cookie: 'lang=es', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLang({ cookie: 'lang=en', acceptLanguage: 'es' })).toBe('en');
    expect(chooseLang({ cookie: 'lang=xx', acceptLanguage: 'en' })).toBe('en');
    expect(chooseLang({})).toBe('es');
  });

  it('the cookie is kept a year, for every path, SameSite=Lax', () => {
    expect(langCookie('en')).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
