import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Itinerary } from '@guia/contracts';
import { applyLang } from '../../lib/i18n/lang';
import { switchLang } from '../../lib/i18n/text';
import { fakeApi, userToken } from '../../test/utils';
import { renderInApp } from '../business/test-render';
import { AddToPlan } from './add-to-plan';

const GUARIDA = { _id: '6650f0c2a1b2c3d4e5f60201', name: 'La Guarida' };
const plan = (id: string, name: string, stops: number): Itinerary => ({
  _id: id,
  name,
  date: null,
  stops: Array.from({ length: stops }, (_, i) => ({ business_id: `6650f0c2a1b2c3d4e5f6010${i}`, business: null })),
  distance_m: 0,
  share_token: null,
  version: 1,
  updated_at: '2026-11-20T15:00:00.000Z',
});

/** 'Add to a plan' on an English page (issue 22 §1); the Spanish one is add-to-plan.test.tsx. */
describe("'Add to a plan' in English", () => {
  beforeEach(() => switchLang('en'));
  afterEach(() => {
    applyLang('es');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('the button, the dialog, the stops as an ICU plural and the schema\'s message in English', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/itineraries': () => ({ body: [plan('6660f0c2a1b2c3d4e5f60001', 'Sábado', 3), plan('6660f0c2a1b2c3d4e5f60002', 'Domingo', 1), plan('6660f0c2a1b2c3d4e5f60003', 'Lunes', 0)] }) });
    renderInApp(<AddToPlan businessId={GUARIDA._id} businessName={GUARIDA.name} />, { token: userToken() });

    await user.click(await screen.findByRole('button', { name: 'Add to a plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to a plan' });
    expect(within(dialog).getByText('Choose a plan: La Guarida will be its last stop.')).toBeInTheDocument();
    expect(await within(dialog).findByText('3 stops')).toBeInTheDocument();
    expect(within(dialog).getByText('1 stop')).toBeInTheDocument();
    expect(within(dialog).getByText('No stops')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Plan name')).toHaveAccessibleDescription('Give the plan a name'));
  });
});
