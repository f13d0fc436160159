import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { API_MSG, OWNER_PHOTO_MESSAGES } from '@guia/contracts';
import { callsTo, fakeApi, renderApp, userToken } from '../../test/utils';
import { APPROVED_CLAIM, OWNED_ID, business, menu } from './test-fixtures';

configure({ asyncUtilTimeout: 5000 });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file whose first bytes are a PNG's (the check reads them, not the name). */
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length));
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
};

const A = '/uploads/a.webp';
const B = '/uploads/b.webp';
const C = '/uploads/c.webp';
const thumb = (u: string) => u.replace('.webp', '.thumb.webp');
const lists = (photos: string[]) => ({ photos, thumbnails: photos.map(thumb) });

const common = {
  'GET /api/claims/mine': () => ({ body: [APPROVED_CLAIM] }),
  [`GET /api/business/${OWNED_ID}/menu`]: () => ({ body: menu() }),
  [`GET /api/business/${OWNED_ID}/status`]: () => ({ body: { today_status: null } }),
  [`GET /api/business/${OWNED_ID}/comments`]: () => ({ body: { items: [], total: 0, page: 1, limit: 3 } }),
};

async function photosRegion() {
  const card = within(await screen.findByRole('article', { name: 'Paladar La Guarida' }));
  return within(await card.findByRole('region', { name: 'Fotos' }));
}

const sentJson = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;
const urlOf = (call: unknown[] | undefined) => new URL(String(call?.[0]), 'http://localhost');

describe("'Mis negocios': 'Fotos' (issue 21 §1)", () => {
  it('shows the photos as thumbnails in order; «Bajar» sends the new order with the version read, and the keyboard stays on the moved photo', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ ...lists([A, B, C]), version: 3 }) }),
      [`PUT /api/business/${OWNED_ID}/photos/order`]: () => ({ body: { ...lists([B, A, C]), version: 4 } }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const region = await photosRegion();
    const list = within(region.getByRole('list', { name: 'Fotos de la página' }));
    expect(list.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([A, B, C].map(thumb));
    // the first cannot go up, the last cannot go down
    expect(list.getByRole('button', { name: 'Subir la foto 1' })).toHaveAttribute('aria-disabled', 'true');
    expect(list.getByRole('button', { name: 'Bajar la foto 3' })).toHaveAttribute('aria-disabled', 'true');
    // by keyboard: Tab to 'Bajar la foto 1', Enter
    list.getByRole('button', { name: 'Subir la foto 1' }).focus();
    await user.tab();
    expect(list.getByRole('button', { name: 'Bajar la foto 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await region.findByText('Foto movida al puesto 2')).toBeInTheDocument();
    expect(sentJson(callsTo(api, `PUT /api/business/${OWNED_ID}/photos/order`)[0])).toEqual({ photos: [B, A, C], version: 3 });
    await waitFor(() => expect(list.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([B, A, C].map(thumb)));
    // the photo that moved is now the second, and its 'Bajar' still has the keyboard
    await waitFor(() => expect(list.getByRole('button', { name: 'Bajar la foto 2' })).toHaveFocus());
    expect(list.getByRole('button', { name: 'Bajar la foto 2' }).closest('li')).toHaveAttribute('data-url', A);
  });

  it('«Quitar» removes that photo (its URL and the version in the request) and says so', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ ...lists([A, B]), version: 5 }) }),
      [`DELETE /api/business/${OWNED_ID}/photos`]: () => ({ body: { ...lists([A]), version: 6 } }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const region = await photosRegion();
    await user.click(region.getByRole('button', { name: 'Quitar la foto 2' }));
    expect(await region.findByText('Foto quitada con éxito')).toBeInTheDocument();
    const url = urlOf(callsTo(api, `DELETE /api/business/${OWNED_ID}/photos`)[0]);
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: B, version: '5' });
    await waitFor(() => expect(region.getAllByRole('img')).toHaveLength(1));
  });

  it('«Añadir fotos» checks each file as it is added: a text file is named and not sent, the photo goes up at once with the version', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ version: 2 }) }),
      [`POST /api/business/${OWNED_ID}/photos`]: () => ({ status: 201, body: { ...lists([A]), version: 3 } }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const region = await photosRegion();
    expect(region.getByText('Tu página todavía no tiene fotos.')).toBeInTheDocument();
    expect(region.getByText(/Hasta 12 fotos/)).toBeInTheDocument();
    await user.upload(region.getByLabelText('Añadir fotos'), [new File(['esto es texto'], 'menu.jpg', { type: 'image/jpeg' }), png('patio.png')]);
    expect(await region.findByText('Foto añadida con éxito')).toBeInTheDocument();
    expect(region.getByRole('alert')).toHaveTextContent('«menu.jpg» no es una imagen (JPG, PNG, WebP o GIF)');
    const [call] = callsTo(api, `POST /api/business/${OWNED_ID}/photos`);
    const form = (call?.[1] as RequestInit).body as FormData;
    expect(form.get('version')).toBe('2');
    expect(form.getAll('photos').map((f) => (f as File).name)).toEqual(['patio.png']);
    await waitFor(() => expect(region.getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', thumb(A)));
  });

  it('past the limit a file is not sent and says why; at the limit the picker gives way to the reason', async () => {
    const user = userEvent.setup();
    const eleven = Array.from({ length: 11 }, (_, i) => `/uploads/f${i}.webp`);
    const api = fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ ...lists(eleven), version: 1 }) }),
      [`POST /api/business/${OWNED_ID}/photos`]: () => ({ status: 201, body: { ...lists([...eleven, A]), version: 2 } }),
    });
    renderApp('/mis-negocios', { token: userToken() });
    const region = await photosRegion();
    await user.upload(region.getByLabelText('Añadir fotos'), [png('uno.png'), png('dos.png')]);
    expect(await region.findByText('Foto añadida con éxito')).toBeInTheDocument();
    expect(region.getByRole('alert')).toHaveTextContent('«dos.png» no se añadió: caben como máximo 12 fotos en total');
    expect(((callsTo(api, `POST /api/business/${OWNED_ID}/photos`)[0]?.[1] as RequestInit).body as FormData).getAll('photos')).toHaveLength(1);
    expect(await region.findByText('Ya tienes 12 fotos, el máximo: quita alguna para añadir otra.')).toBeInTheDocument();
    expect(region.queryByLabelText('Añadir fotos')).toBeNull();
  });

  it("shows the server's Spanish refusal, and reloads the photos when someone changed them in between", async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = { status: 400, body: { message: OWNER_PHOTO_MESSAGES.orderMismatch } };
    let photos = [A, B];
    fakeApi({
      ...common,
      [`GET /api/business/${OWNED_ID}`]: () => ({ body: business({ ...lists(photos), version: 1 }) }),
      [`PUT /api/business/${OWNED_ID}/photos/order`]: () => answer,
    });
    renderApp('/mis-negocios', { token: userToken() });
    const region = await photosRegion();
    await user.click(region.getByRole('button', { name: 'Bajar la foto 1' }));
    expect(await region.findByRole('alert')).toHaveTextContent(OWNER_PHOTO_MESSAGES.orderMismatch);
    answer = { status: 409, body: { message: API_MSG.staleWrite } };
    photos = [A, B, C];
    await user.click(region.getByRole('button', { name: 'Bajar la foto 1' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Alguien cambió las fotos mientras las editabas');
    await waitFor(() => expect(region.getAllByRole('img')).toHaveLength(3));
  });
});
