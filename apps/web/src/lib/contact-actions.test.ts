import { describe, expect, it } from 'vitest';
import { takesReservations } from '@guia/contracts';
import { canReserve, contactActions, reservationNumber } from './contact-actions';

/** The seed's places as the API answers them (the fields the rule reads). */
const at = { geometry: { location: { lat: 23.135, lng: -82.359 } } };
const guarida = { ...at, source: 'mongo', reservations: true, phone: '+53 7 866 9047' };
const capitolio = { ...at, source: 'mongo', reservations: false, phone: '+53 7 861 5519' };
const kinds = (p: Parameters<typeof contactActions>[0]) => contactActions(p).map((a) => a.kind);

describe('what a place offers (issue 20 §6: one rule, in one place)', () => {
  it('a restaurant that takes reservations at its own number: reserve (to that number), call, directions, share', () => {
    expect(contactActions(guarida)).toEqual([
      { kind: 'reserve', whatsapp: '5378669047' },
      { kind: 'call', href: 'tel:+5378669047' },
      { kind: 'directions' },
      { kind: 'share' },
    ]);
  });

  it('a monument or a square (takes no reservations): call, directions, share; no reservation', () => {
    expect(kinds(capitolio)).toEqual(['call', 'directions', 'share']);
  });

  it('no reservation without a number of its own, with the guide’s number, or for Google and OpenStreetMap places', () => {
    expect(kinds({ ...guarida, phone: undefined })).toEqual(['directions', 'share']);
    expect(kinds({ ...guarida, phone: '123' })).not.toContain('reserve');
    expect(kinds({ ...guarida, phone: '+53 7 860 0000' })).not.toContain('reserve'); // the guide's own (default VITE_WHATSAPP_PHONE)
    expect(kinds({ ...guarida, source: 'google' })).not.toContain('reserve');
    expect(kinds({ ...guarida, source: 'osm' })).not.toContain('reserve');
    expect(canReserve({ ...guarida, reservations: undefined })).toBe(false);
    expect(reservationNumber(capitolio)).toBeNull();
  });

  it('a place without a position has no directions', () => {
    expect(kinds({ source: 'mongo', phone: '+53 7 861 5519' })).toEqual(['call', 'share']);
  });

  it("the API's rule is the same: an own business, reservations on, its own number", () => {
    expect(takesReservations({ reservations: true, phone: '78669047' })).toBe(true);
    expect(takesReservations({ reservations: true, phone: '' })).toBe(false);
    expect(takesReservations({ reservations: false, phone: '78669047' })).toBe(false);
  });
});
