import { Suspense, type ReactNode } from 'react';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewItem } from '@guia/contracts';
import { renderInApp } from '../../components/business/test-render';
import { useMsg } from '../../lib/i18n/messages';
import { RenderHintsContext } from '../../lib/render-hints';
import { callsTo, fakeApi, userToken } from '../../test/utils';
import { ReviewExtras } from './review-extras';
import { useReviewText } from './review-text';

/** Owner replies and reports on an English page (issue 22 §1): the owner's words stay as written. */
configure({ asyncUtilTimeout: 5000 });

const BUSINESS_ID = '6650f0c2a1b2c3d4e5f60718';
const REVIEW: ReviewItem = {
  _id: '64b7f0c2a1b2c3d4e5f6c001',
  content: 'La comida, espectacular.',
  username: 'marta_hab',
  name: 'Marta',
  rating: 5,
  date: '2026-11-20T18:00:00.000Z',
  reply: { content: '¡Gracias, Marta!', date: '2026-11-21T12:00:00.000Z' },
};
const inEnglish = (ui: ReactNode) => (
  <RenderHintsContext.Provider value={{ dataSaver: false, lang: 'en' }}>
    <Suspense fallback={null}>{ui}</Suspense>
  </RenderHintsContext.Provider>
);

beforeAll(async () => {
  await Promise.all([useReviewText.load(), useMsg.load()]);
});
afterEach(() => localStorage.clear());

describe('replies and reports in English', () => {
  it("the owner's reply is headed 'Reply from the owner', its text as written; the owner's buttons in English", async () => {
    fakeApi({});
    renderInApp(inEnglish(<ReviewExtras businessId={BUSINESS_ID} review={REVIEW} canReply />), { token: userToken() });
    expect(await screen.findByText('Reply from the owner')).toBeInTheDocument();
    expect(screen.getByText('¡Gracias, Marta!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit reply' }));
    expect(screen.getByLabelText('Your reply')).toHaveValue('¡Gracias, Marta!');
    expect(screen.getByRole('button', { name: 'Post reply' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Report the reply' })).toBeInTheDocument();
  });

  it("reporting a review: asked why in English, then 'Report sent' in English", async () => {
    const api = fakeApi({ 'POST /api/reports': () => ({ status: 201, body: {} }) });
    renderInApp(inEnglish(<ReviewExtras businessId={BUSINESS_ID} review={REVIEW} canReply={false} />), { token: userToken() });
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    await userEvent.type(screen.getByLabelText('Why are you reporting it?'), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/reports')).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Report sent. An administrator will review it.');
  });
});
