import { describe, expect, it } from 'vitest';
import { MSG, ADMIN_MSG } from '@guia/contracts';
import { HOME_TEXT } from './home-text';

// issue 20, Spanish text: 'con éxito' everywhere (never 'con exito' nor 'exitosamente'), '¡' opens an exclamation
describe('the Spanish of the messages', () => {
  const texts: string[] = [...Object.values(MSG), ...Object.values(HOME_TEXT)].filter((t) => typeof t === 'string');

  it("says 'con éxito', never 'con exito' nor 'exitosamente'", () => {
    expect(texts.filter((t) => /\bexito\b|exitosamente/i.test(t))).toEqual([]);
    expect([ADMIN_MSG.businessCreated, ADMIN_MSG.businessUpdated, ADMIN_MSG.eventCreated, ADMIN_MSG.eventUpdated]).toEqual([
      'Negocio creado con éxito',
      'Negocio actualizado con éxito',
      'Evento creado con éxito',
      'Evento actualizado con éxito',
    ]);
  });

  it("opens every exclamation with '¡' (the events' button reads '¡Reserva ya!')", () => {
    expect(texts.filter((t) => /!/.test(t) && !/¡/.test(t))).toEqual([]);
    expect(HOME_TEXT.reserve).toBe('¡Reserva ya!');
  });
});
