import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MSG, TEXT_LIMITS, TEXT_MESSAGES } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp } from '../../test/utils';
import { CATEGORIES, aBusiness } from './test-fixtures';

/**
 * Issue 22 §1: the admin's business form has 'Descripción en inglés (opcional)' under the Spanish
 * description, with a hint, starts from the business's English text and sends it as
 * `description_en` (blank when cleared, so the API clears it).
 */
const SLOW = 30_000;
const WAIT = { timeout: 5000 };
const EN = 'The most famous paladar in Havana.';

const fieldsOf = (init: RequestInit | undefined) => [...((init?.body as FormData | undefined)?.entries() ?? [])].map(([k, v]) => [k, String(v)] as const);
const field = (fields: (readonly [string, string])[], key: string) => fields.find(([k]) => k === key)?.[1];

async function openEdit(overrides: Parameters<typeof aBusiness>[0] = {}) {
  const b = aBusiness({ name: 'La Guarida', description: 'Paladar', ...overrides });
  const api = fakeApi({
    'GET /api/categories/': () => ({ body: CATEGORIES }),
    'GET /api/business/': () => ({ body: [b] }),
    [`GET /api/business/${b._id}`]: () => ({ body: b }),
    [`PUT /api/business/${b._id}`]: () => ({ body: b }),
  });
  const utils = renderApp(`/negocios/editar/${b._id}`, { token: adminToken() });
  await screen.findByRole('heading', { level: 1, name: 'Editar negocio' }, WAIT);
  return { api, b, ...utils };
}

describe("the admin business form: 'Descripción en inglés (opcional)'", () => {
  it(
    'sits under the Spanish description with its hint, starts from the English text and sends it as description_en',
    async () => {
      const { api, b, router } = await openEdit({ description_en: 'Old English text' });
      const english = screen.getByRole('textbox', { name: 'Descripción en inglés (opcional)' });
      expect(english.tagName).toBe('TEXTAREA');
      expect(english).toHaveValue('Old English text');
      expect(english).toHaveAccessibleDescription('Para visitantes que leen la guía en inglés. Si la dejas vacía, verán la descripción en español.');
      const spanish = screen.getByRole('textbox', { name: 'Descripción' });
      // under the Spanish one
      expect(spanish.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      fireEvent.change(english, { target: { value: `  ${EN}  ` } });
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/business'), WAIT);
      expect(await screen.findByText(ADMIN_MSG.businessUpdated, {}, WAIT)).toBeInTheDocument();
      const sent = fieldsOf(callsTo(api, `PUT /api/business/${b._id}`)[0]?.[1] as RequestInit);
      expect(field(sent, 'description_en')).toBe(EN);
      expect(field(sent, 'description')).toBe('Paladar');
    },
    SLOW,
  );

  it(
    'a cleared English description is sent blank, so the API clears it; one too long is stopped with the Spanish message',
    async () => {
      const { api, b, router } = await openEdit({ description_en: EN });
      const english = screen.getByRole('textbox', { name: 'Descripción en inglés (opcional)' });
      fireEvent.change(english, { target: { value: 'a'.repeat(TEXT_LIMITS.businessDescription + 1) } });
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      expect(await screen.findByText(TEXT_MESSAGES.businessDescriptionEnTooLong, {}, WAIT)).toBeInTheDocument();
      expect(callsTo(api, `PUT /api/business/${b._id}`)).toHaveLength(0);
      fireEvent.change(english, { target: { value: '' } });
      await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/business'), WAIT);
      expect(field(fieldsOf(callsTo(api, `PUT /api/business/${b._id}`)[0]?.[1] as RequestInit), 'description_en')).toBe('');
    },
    SLOW,
  );
});
