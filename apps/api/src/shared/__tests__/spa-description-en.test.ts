import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp } from '../../test/helpers';
import type { NewBusiness } from '../../modules/businesses/businesses.repository';
import { INDEX } from './spa-index.fixture';

/**
 * Issue 22 §1: the link preview of a business page drawn in English uses the business's English
 * description when it has one (og:description, twitter:description and the meta description);
 * otherwise the Spanish one, as before. Spanish pages are unchanged.
 */

function withWeb() {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  return createTestApp({ config: { webDist, publicUrl: 'https://guia.example' } });
}

const business = (overrides: Partial<NewBusiness> = {}): NewBusiness => ({
  name: 'La Guarida',
  description: 'El paladar más famoso de La Habana.',
  address: 'Concordia 418, Centro Habana',
  categories: [],
  types: ['restaurant'],
  photos: [],
  thumbnails: [],
  location: { type: 'Point', coordinates: [-82.37045, 23.13783] },
  rating: 4.6,
  user_ratings_total: 10,
  paid_plan: 'BASIC',
  paid_promo: false,
  ...overrides,
});

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
}

describe('the link preview of a business page in English (issue 22 §1)', () => {
  it('with Accept-Language: en, og:description, twitter:description and the meta description are the English description', async () => {
    const t = withWeb();
    const b = await t.store.businesses.create(business({ description_en: 'The most famous paladar in Havana.' }));
    const en = await request(t.app).get(`/business/${b._id}`).set('Accept-Language', 'en-US,en;q=0.9');
    expect(en.status).toBe(200);
    for (const key of ['og:description', 'twitter:description', 'description']) expect(metaContent(en.text, key), key).toBe('The most famous paladar in Havana.');
    const es = await request(t.app).get(`/business/${b._id}`).set('Accept-Language', 'es-ES,es;q=0.9');
    expect(metaContent(es.text, 'og:description')).toBe('El paladar más famoso de La Habana.');
  });

  it('without an English description, an English page keeps the Spanish one', async () => {
    const t = withWeb();
    const b = await t.store.businesses.create(business());
    const en = await request(t.app).get(`/business/${b._id}?lang=en`);
    expect(metaContent(en.text, 'og:description')).toBe('El paladar más famoso de La Habana.');
  });
});

describe('the API document (issue 22 §1)', () => {
  it('shows description_en on the business and event answers, the admin forms and the owner details', async () => {
    const t = createTestApp();
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; $ref?: string } }> } }>>;
    };
    const schemas = doc.components.schemas;
    for (const id of ['Business', 'Event', 'BusinessForm', 'EventForm', 'EventUpdateForm']) expect(schemas[id]?.properties, id).toHaveProperty('description_en');
    const details = Object.entries(doc.paths).find(([p]) => p.endsWith('/details'))?.[1].put?.requestBody?.content['application/json']?.schema;
    const body = details?.$ref ? schemas[details.$ref.split('/').pop()!] : details;
    expect(body?.properties).toHaveProperty('description_en');
  });
});
