import { Suspense, type ReactNode } from 'react';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMsg, useReviewMsg } from '../../lib/i18n/messages';
import { RenderHintsContext } from '../../lib/render-hints';
import { callsTo, fakeApi, userToken } from '../../test/utils';
import { useHoursText } from '../../lib/hours-text';
import { BusinessStatus } from './business-status';
import { PaymentBadges } from './payment-badges';
import { usePaymentText } from './payment-text';
import { usePlaceText } from './place-text';
import { ReviewForm } from './review-form';
import { ReservationButton } from './reservation-button';
import { useContactText } from '../../lib/contact-text';
import { useReviewFormText } from './review-form-text';
import { renderInApp } from './test-render';

/** The payment badges and the review form on an English page (issue 22 §1). */
configure({ asyncUtilTimeout: 5000 });

const inEnglish = (ui: ReactNode) => (
  <RenderHintsContext.Provider value={{ dataSaver: false, lang: 'en' }}>
    <Suspense fallback={null}>{ui}</Suspense>
  </RenderHintsContext.Provider>
);
const BUSINESS_ID = '6650f0c2a1b2c3d4e5f60718';

beforeAll(async () => {
  await Promise.all([usePaymentText.load(), usePlaceText.load(), useReviewFormText.load(), useMsg.load(), useReviewMsg.load(), useHoursText.load(), useContactText.load()]);
});
afterEach(() => localStorage.clear());

describe('payment badges in English', () => {
  it("names each method in English ('Cash (CUP)', cards not issued in the US), keeps Transfermóvil and EnZona as names, the surcharge and the price level in English", () => {
    render(inEnglish(<PaymentBadges payments={['transfermovil', 'cash_cup', 'enzona', 'cards']} surchargePct={10.5} priceLevel={2} />));
    const list = within(screen.getByRole('list', { name: 'Payment methods' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '$$Moderate: dishes between 1,000 and 3,000 CUP',
      'Cash (CUP)',
      'Transfermóvil',
      'EnZona',
      'Cards (Visa/Mastercard not issued in the US)',
      '+10.5% with electronic payment',
    ]);
    expect(list.getByText('Cards (Visa/Mastercard not issued in the US)')).toHaveAttribute('title', expect.stringMatching(/cards from US banks do not work in Cuba/));
    expect(screen.queryByText(/Efectivo|pago electrónico|Tarjeta/)).toBeNull();
  });
});

describe('the review form in English', () => {
  it('signed out: the link to sign in is in English', () => {
    fakeApi({});
    renderInApp(inEnglish(<ReviewForm businessId={BUSINESS_ID} />));
    expect(screen.getByRole('link', { name: 'Sign in to leave your review' })).toHaveAttribute('href', '/login');
  });

  it('the stars, the comment, the hint and the button in English; no star and a blank comment say so in English', async () => {
    const api = fakeApi({});
    renderInApp(inEnglish(<ReviewForm businessId={BUSINESS_ID} />), { token: userToken() });
    const form = await screen.findByRole('form', { name: 'Write your review' });
    expect(within(form).getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    const submit = within(form).getByRole('button', { name: 'Post review' });
    expect(submit).toHaveAccessibleDescription('Choose 1 to 5 stars to post');

    await userEvent.click(submit);
    expect(await screen.findByText('Your rating is missing: choose 1 to 5 stars to post your review.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Your comment'), '   ');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your comment cannot be empty');
    expect(callsTo(api, `POST /api/business/${BUSINESS_ID}/comments`)).toHaveLength(0);
  });
});

describe("today's status beside the pill, in English", () => {
  it("'Takeaway only' with when it was said, in English; the pill in English", () => {
    const now = new Date('2026-11-25T20:00:00Z');
    render(inEnglish(<BusinessStatus business={{ hours: null, today_status: { kind: 'takeaway', date: '2026-11-25', set_at: '2026-11-25T19:35:00Z' } }} now={now} />));
    expect(screen.getByText('Takeaway only · updated 25 min ago')).toBeInTheDocument();
    expect(document.querySelector('.business-status')).toHaveAttribute('data-tone', 'open');
    expect(screen.queryByText(/Solo para llevar|actualizado/)).toBeNull();
  });

  it("'Power cut — closed', said in English", () => {
    const now = new Date('2026-11-25T20:00:00Z');
    render(inEnglish(<BusinessStatus business={{ hours: null, today_status: { kind: 'no_power', date: '2026-11-25', set_at: '2026-11-25T18:00:00Z' } }} now={now} />));
    expect(screen.getByText('Power cut — closed · updated 2 h ago')).toBeInTheDocument();
  });

  it("a place with no hours and 'Power cut — closed' today is closed, not 'hours not available'", () => {
    const now = new Date('2026-11-25T20:00:00Z');
    render(inEnglish(<BusinessStatus business={{ hours: null, today_status: { kind: 'no_power', date: '2026-11-25', set_at: '2026-11-25T18:00:00Z' } }} now={now} />));
    expect(document.querySelector('.business-status')).toHaveAttribute('data-tone', 'closed');
  });
});

describe('the WhatsApp reservation button, in English', () => {
  it("says 'Book on WhatsApp' on an English page (the page and the map panel draw the same button)", () => {
    render(inEnglish(<ReservationButton business={{ _id: BUSINESS_ID, name: 'La Guarida', phone: '+5378669047', reservations: true, source: 'mongo' }} />));
    expect(screen.getByRole('button', { name: 'Book on WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByText('Reservar por WhatsApp')).toBeNull();
  });
});
