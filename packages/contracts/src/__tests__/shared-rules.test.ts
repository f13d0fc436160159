import { describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES, NEARBY_MAX_DISTANCE_M, RADIUS_M, escapeHtml, isPhotoUrl, nearbyQuerySchema, uniqueLabels } from '../index';
import { firstMessage } from './helpers';

// Rules the API and the web both apply (issue 18 §2): one definition each, here.

describe('isPhotoUrl: the photo address the API keeps and the admin form accepts', () => {
  it.each([['https://example.com/a.jpg'], ['/uploads/a.webp'], ['data:image/png;base64,iVBORw0KGgo=']])('accepts %s', (url) => {
    expect(isPhotoUrl(url)).toBe(true);
  });

  it.each([['//evil.example/a.jpg'], ['javascript:alert(1)'], ['ftp://example.com/a.jpg'], ['https://exa mple.com/a.jpg']])('refuses %s', (url) => {
    expect(isPhotoUrl(url)).toBe(false);
  });

  it('refuses an address with an invisible character, as the API always did (the form now says so before sending)', () => {
    expect(isPhotoUrl('https://example.com/a\u200Bb.jpg')).toBe(false);
    expect(isPhotoUrl('https://example.com/\u202Egpj.exe')).toBe(false);
  });
});

describe('uniqueLabels: categories and tags as both apps store them', () => {
  it('trims, drops blanks and repeats in any case, keeping the first spelling and the order', () => {
    expect(uniqueLabels([' Bar ', '', 'bar', 'Terraza', '  ', 'TERRAZA', 'Café'])).toEqual(['Bar', 'Terraza', 'Café']);
  });
});

describe('escapeHtml: text put into HTML written as a string', () => {
  it('escapes every character that could end an attribute or an element', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\`</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#96;&#60;/a&#62;');
    expect(escapeHtml('Guía Cuba · OpenStreetMap')).toBe('Guía Cuba · OpenStreetMap');
  });
});

describe('the search radius: one cap in metres', () => {
  it("the map's slider stops at the API's cap", () => {
    expect(RADIUS_M.max).toBe(NEARBY_MAX_DISTANCE_M);
  });

  it('the API refuses one metre more, with the message that names the cap', () => {
    expect(nearbyQuerySchema.parse({ lat: '23.1', lon: '-82.3', max_distance: String(NEARBY_MAX_DISTANCE_M) }).max_distance).toBe(NEARBY_MAX_DISTANCE_M);
    expect(firstMessage(nearbyQuerySchema, { lat: '23.1', lon: '-82.3', max_distance: String(NEARBY_MAX_DISTANCE_M + 1) })).toBe(BUSINESS_MESSAGES.badDistance);
    expect(BUSINESS_MESSAGES.badDistance).toBe('La distancia máxima debe ser un número entre 1 y 50000 metros');
  });
});
