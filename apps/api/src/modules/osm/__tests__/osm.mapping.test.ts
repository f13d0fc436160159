import { describe, expect, it } from 'vitest';
import { categorize, fieldsOf, isCasaParticular, OSM_TAG_RULES } from '../osm.mapping';

describe('the OSM → guide mapping table (issue 24 §1)', () => {
  it.each([
    [{ amenity: 'restaurant' }, 'restaurant', 'amenity=restaurant'],
    [{ amenity: 'fast_food' }, 'restaurant', 'amenity=fast_food'],
    [{ amenity: 'ice_cream' }, 'restaurant', 'amenity=ice_cream'],
    [{ amenity: 'cafe' }, 'cafe', 'amenity=cafe'],
    [{ amenity: 'bar' }, 'night_club', 'amenity=bar'],
    [{ amenity: 'pub' }, 'night_club', 'amenity=pub'],
    [{ amenity: 'nightclub' }, 'night_club', 'amenity=nightclub'],
    [{ amenity: 'pharmacy' }, 'health', 'amenity=pharmacy'],
    [{ healthcare: 'dentist' }, 'health', 'healthcare=dentist'],
    [{ tourism: 'hotel' }, 'lodging', 'tourism=hotel'],
    [{ tourism: 'guest_house' }, 'lodging', 'tourism=guest_house'],
    [{ tourism: 'hostel' }, 'lodging', 'tourism=hostel'],
    [{ tourism: 'museum' }, 'point_of_interest', 'tourism=museum'],
    [{ tourism: 'attraction' }, 'point_of_interest', 'tourism=attraction'],
    [{ tourism: 'viewpoint' }, 'point_of_interest', 'tourism=viewpoint'],
    [{ shop: 'bakery' }, 'store', 'shop=bakery'],
    [{ shop: 'anything_new' }, 'store', 'shop=anything_new'],
    [{ leisure: 'park' }, 'point_of_interest', 'leisure=park'],
    [{ leisure: 'fitness_centre' }, 'health', 'leisure=fitness_centre'],
    [{ historic: 'monument' }, 'point_of_interest', 'historic=monument'],
    [{ historic: 'castle' }, 'point_of_interest', 'historic=castle'],
  ])('%o → %s (%s)', (tags, category, type) => {
    const got = categorize(tags as Record<string, string>);
    expect(got?.categories[0]).toBe(category);
    expect(got?.types).toContain(type);
  });

  it('leaves out what is no place for the guide: no rule, a lifecycle prefix, leisure=pitch, shop=vacant, historic=milestone', () => {
    for (const tags of [{ highway: 'bus_stop' }, { 'disused:shop': 'bakery' }, { 'was:amenity': 'restaurant' }, { leisure: 'pitch' }, { shop: 'vacant' }, { historic: 'milestone' }, { amenity: 'bench' }, {}]) {
      expect(categorize(tags as Record<string, string>)).toBeNull();
    }
  });

  it('files an object under every category its tags give, the main one first, without repeating a kind', () => {
    expect(categorize({ amenity: 'bar', tourism: 'hotel', shop: 'coffee' })).toEqual({
      categories: ['cafe', 'night_club', 'lodging', 'store'],
      types: ['shop=coffee', 'amenity=bar', 'tourism=hotel'],
    });
  });

  it('knows a casa particular by guest_house=casa_particular or by its name, as lodging', () => {
    expect(categorize({ tourism: 'guest_house', guest_house: 'casa_particular', name: 'Hostal Vedado' })).toEqual({
      categories: ['lodging'],
      types: ['tourism=guest_house', 'guest_house=casa_particular'],
    });
    expect(isCasaParticular({ tourism: 'guest_house', name: 'Casa Particular Elena' })).toBe(true);
    expect(isCasaParticular({ tourism: 'guest_house', name: 'CASA  PARTÍCULAR Mayra' })).toBe(true);
    expect(isCasaParticular({ tourism: 'guest_house', name: 'Hostal Los Frailes' })).toBe(false);
    expect(isCasaParticular({ amenity: 'restaurant', name: 'Casa particular y paladar' })).toBe(false);
  });

  it('every rule names one of the guide categories (the six of home plus lodging)', () => {
    const home = ['restaurant', 'store', 'night_club', 'cafe', 'point_of_interest', 'health', 'lodging'];
    for (const r of OSM_TAG_RULES) expect(home).toContain(r.category);
  });

  it('reads names, address, phone and contact:*, website, cuisine, payment:*, wheelchair and check_date', () => {
    expect(
      fieldsOf({
        name: 'El Cocinero',
        'name:es': 'El Cocinero',
        'name:en': 'The Cook',
        'addr:street': 'Calle 26',
        'addr:housenumber': '57',
        'addr:suburb': 'Vedado',
        'addr:city': 'La Habana',
        'contact:phone': '+53 7 8322355;+53 5 2222222',
        'contact:website': 'https://elcocinero.example',
        cuisine: 'cuban;international',
        'payment:cash': 'yes',
        'payment:visa': 'yes',
        'payment:mastercard': 'no',
        wheelchair: 'limited',
        check_date: '2025-03-14',
      }),
    ).toEqual({
      name: 'El Cocinero',
      name_es: 'El Cocinero',
      name_en: 'The Cook',
      address: 'Calle 26 57, Vedado, La Habana',
      phone: '+53 7 8322355',
      website: 'https://elcocinero.example',
      cuisine: ['cuban', 'international'],
      payment: ['cash', 'visa'],
      wheelchair: 'limited',
      check_date: '2025-03-14',
    });
  });

  it('prefers phone to contact:phone, addr:full to the parts, and drops what is not a value it knows', () => {
    const f = fieldsOf({ name: ' La  Bodeguita ', phone: '+53 7 1', 'contact:phone': '+53 7 2', 'addr:full': 'Empedrado 207, La Habana Vieja', wheelchair: 'maybe', check_date: 'ayer' });
    expect(f).toMatchObject({ name: 'La Bodeguita', phone: '+53 7 1', address: 'Empedrado 207, La Habana Vieja' });
    expect(f.wheelchair).toBeUndefined();
    expect(f.check_date).toBeUndefined();
    expect(fieldsOf({ 'name:es': 'Solo español' }).name).toBe('Solo español');
  });
});
