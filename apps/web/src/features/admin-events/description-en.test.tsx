import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS, TEXT_MESSAGES } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp } from '../../test/utils';
import { anEvent, someBusinesses } from './test-fixtures';

/**
 * Issue 22 §1: the admin's event form has 'Descripción en inglés (opcional)' under the Spanish
 * description, with a hint, starts from the event's English text and sends it as `description_en`.
 */
const WAIT = { timeout: 5000 };
const EN = 'A live orchestra and an open casino class.';
const BUSINESSES = someBusinesses(['Fábrica de Arte Cubano']);

const fieldsOf = (init: RequestInit | undefined) => [...((init?.body as FormData | undefined)?.entries() ?? [])].map(([k, v]) => [k, String(v)] as const);
const field = (fields: (readonly [string, string])[], key: string) => fields.find(([k]) => k === key)?.[1];

describe("the admin event form: 'Descripción en inglés (opcional)'", () => {
  it('creating: the English description goes as description_en; one too long is stopped with the Spanish message', async () => {
    const api = fakeApi({
      'GET /api/business/': () => ({ body: BUSINESSES }),
      'POST /api/events/': () => ({ status: 201, body: anEvent() }),
      'GET /api/events/': () => ({ body: [] }),
    });
    const { router } = renderApp('/evento/crear/', { token: adminToken() });
    await screen.findByRole('heading', { level: 1, name: 'Crear evento' }, WAIT);
    const english = screen.getByRole('textbox', { name: 'Descripción en inglés (opcional)' });
    expect(english).toHaveAccessibleDescription('Para visitantes que leen la guía en inglés. Si la dejas vacía, verán la descripción en español.');
    fireEvent.change(screen.getByLabelText(/^Descripción(?! en)/), { target: { value: 'Orquesta en vivo.' } });
    fireEvent.change(screen.getByLabelText(/^Fecha y hora de inicio/), { target: { value: '2030-06-01T21:00' } });
    fireEvent.change(screen.getByLabelText(/^Fecha y hora de fin/), { target: { value: '2030-06-02T02:30' } });
    fireEvent.change(english, { target: { value: 'a'.repeat(TEXT_LIMITS.eventDescription + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    expect(await screen.findByText(TEXT_MESSAGES.eventDescriptionEnTooLong, {}, WAIT)).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/events/')).toHaveLength(0);
    fireEvent.change(english, { target: { value: EN } });
    await userEvent.click(screen.getByRole('button', { name: 'Crear evento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evento'), WAIT);
    expect(field(fieldsOf(callsTo(api, 'POST /api/events/')[0]?.[1] as RequestInit), 'description_en')).toBe(EN);
  });

  it('editing: starts from the English text; cleared, it is sent blank', async () => {
    const event = anEvent({ description_en: EN });
    const api = fakeApi({
      'GET /api/business/': () => ({ body: BUSINESSES }),
      [`GET /api/events/${event._id}`]: () => ({ body: event }),
      [`PUT /api/events/${event._id}`]: () => ({ body: event }),
      'GET /api/events/': () => ({ body: [event] }),
    });
    const { router } = renderApp(`/evento/editar/${event._id}`, { token: adminToken() });
    await screen.findByRole('heading', { level: 1, name: 'Editar evento' }, WAIT);
    const english = await screen.findByRole('textbox', { name: 'Descripción en inglés (opcional)' }, WAIT);
    expect(english).toHaveValue(EN);
    fireEvent.change(english, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/evento'), WAIT);
    expect(field(fieldsOf(callsTo(api, `PUT /api/events/${event._id}`)[0]?.[1] as RequestInit), 'description_en')).toBe('');
  });
});
