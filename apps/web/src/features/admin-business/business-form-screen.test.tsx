import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_MESSAGES, HOURS_MESSAGES, MSG, type Business, ADMIN_MSG, API_MSG } from '@guia/contracts';
import { adminToken, callsTo, fakeApi, renderApp, type FakeResponse } from '../../test/utils';
import { CATEGORIES, aBusiness } from './test-fixtures';

const SLOW = 30_000;
const WAIT = { timeout: 5000 };

let objectUrls: string[];
let revoked: string[];

beforeEach(() => {
  loadedUrls = [];
  vi.stubGlobal('Image', FakeImage);
  objectUrls = [];
  revoked = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn((file: File) => {
      const url = `blob:preview/${file.name}/${objectUrls.length}`;
      objectUrls.push(url);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn((url: string) => revoked.push(url)),
  });
});

afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file whose first bytes are a PNG's (the form reads them, not the name). */
const png = (name = 'foto.png', size = 64) => {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length));
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
};

/**
 * The browser's image loading, faked: an address loads unless it has 'rota' in it (the test DOM
 * loads nothing by itself). `loadedUrls` lists what the form tried.
 */
let loadedUrls: string[];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  set src(url: string) {
    loadedUrls.push(url);
    setTimeout(() => {
      if (url.includes('rota')) this.onerror?.();
      else {
        this.naturalWidth = 640;
        this.onload?.();
      }
    }, 5);
  }
}

/** The multipart fields a request carried, each as a string or a file name ('file:foto.png'). */
function fieldsOf(init: RequestInit): [string, string][] {
  expect(init.body).toBeInstanceOf(FormData);
  return [...(init.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]);
}
const field = (fields: [string, string][], key: string) => fields.find(([k]) => k === key)?.[1];
const json = (fields: [string, string][], key: string) => JSON.parse(field(fields, key) ?? 'null') as unknown;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name });
const submit = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));
/** Sets a whole value at once (as a paste or autofill would): much faster than key by key on a busy machine. */
async function fill(element: HTMLElement, text: string) {
  fireEvent.change(element, { target: { value: text } });
  await Promise.resolve();
}

async function openCreate(extra: Record<string, (body: unknown, init: RequestInit) => FakeResponse | Promise<FakeResponse>> = {}) {
  const api = fakeApi({
    'GET /api/categories/': () => ({ body: CATEGORIES }),
    'GET /api/business/': () => ({ body: [] }),
    ...extra,
  });
  const utils = renderApp('/negocios/crear/', { token: adminToken() });
  await screen.findByRole('heading', { level: 1, name: 'Crear negocio' }, WAIT);
  await screen.findByRole('checkbox', { name: 'Comer y beber' }, WAIT);
  return { api, ...utils };
}

async function openEdit(business: Business, extra: Record<string, (body: unknown, init: RequestInit) => FakeResponse | Promise<FakeResponse>> = {}) {
  const api = fakeApi({
    'GET /api/categories/': () => ({ body: CATEGORIES }),
    'GET /api/business/': () => ({ body: [business] }),
    [`GET /api/business/${business._id}`]: () => ({ body: business }),
    ...extra,
  });
  const utils = renderApp(`/negocios/editar/${business._id}`, { token: adminToken() });
  await screen.findByRole('heading', { level: 1, name: 'Editar negocio' }, WAIT);
  await screen.findByRole('checkbox', { name: 'Comer y beber' }, WAIT);
  return { api, ...utils };
}

describe('/negocios/crear/, the create form', () => {
  it(
    'every label is Spanish: no API field names, the states without their API value',
    async () => {
      await openCreate();
      for (const label of ['Estado', 'Zona', 'Identificador del lugar', 'Código plus', 'Plan', 'Promocionado']) {
        expect(screen.getByLabelText(label)).toBeInTheDocument();
      }
      const status = screen.getByRole('combobox', { name: 'Estado' });
      expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Sin indicar',
        MSG.statusOperational,
        MSG.statusClosedTemporarily,
        MSG.statusClosedPermanently,
      ]);
      expect(document.body).not.toHaveTextContent(/business_status|vicinity|place_id|paid_plan|paid_promo|OPERATIONAL|Plus Code/);
    },
    SLOW,
  );

  it(
    'name and address are required: the errors sit next to their fields and nothing is sent',
    async () => {
      const { api } = await openCreate();
      await submit('Crear negocio');

      const name = textbox('Nombre');
      await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
      expect(name).toHaveAccessibleDescription(BUSINESS_MESSAGES.nameRequired);
      expect(textbox('Dirección')).toHaveAccessibleDescription(BUSINESS_MESSAGES.addressRequired);
      expect(name).toHaveFocus();
      expect(callsTo(api, 'POST /api/business/')).toHaveLength(0);

      await userEvent.type(name, 'La Bodeguita del Medio');
      await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
      expect(screen.queryByText(BUSINESS_MESSAGES.nameRequired)).toBeNull();
    },
    SLOW,
  );

  it(
    'coordinates in range and the website http(s)',
    async () => {
      const { api } = await openCreate();
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await userEvent.type(number('Latitud'), '123');
      await userEvent.type(textbox('Sitio web'), 'www.bar.cu');
      await submit('Crear negocio');

      await waitFor(() => expect(number('Latitud')).toHaveAccessibleDescription(BUSINESS_MESSAGES.badCoordinates));
      expect(number('Latitud')).toHaveAccessibleDescription(BUSINESS_MESSAGES.badCoordinates);
      expect(textbox('Sitio web')).toHaveAccessibleDescription(BUSINESS_MESSAGES.websiteInvalid);
      expect(callsTo(api, 'POST /api/business/')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'sends every field under the multipart names of spec §7, then returns to /business with Negocio creado con éxito',
    async () => {
      const created = aBusiness({ name: 'La Bodeguita del Medio' });
      let sent: [string, string][] = [];
      const { router } = await openCreate({
        'POST /api/business/': (_body, init) => {
          sent = fieldsOf(init);
          return { status: 201, body: created };
        },
      });

      await fill(textbox('Nombre'), '  La Bodeguita del Medio ');
      await fill(textbox('Dirección'), 'Empedrado 207, La Habana Vieja');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'OPERATIONAL');
      await fill(textbox('Descripción'), 'Cuna del mojito');
      await fill(textbox('Teléfono'), '+53 7 867 1374');
      await fill(textbox('Sitio web'), 'https://bodeguita.cu');
      await fill(textbox('Zona'), 'La Habana Vieja');
      await fill(textbox('Código plus'), '76XFVJQV+5G');
      await fill(number('Latitud'), '23.14094');
      await fill(number('Longitud'), '-82.35182');
      await fill(textbox('Identificador del lugar'), 'ChIJbodeguita');
      await fill(textbox('Referencia'), 'ref-1');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Comer y beber' }));
      await fill(screen.getByLabelText('Lunes, apertura 1'), '12:00');
      await fill(screen.getByLabelText('Lunes, cierre 1'), '00:00');
      expect(screen.getByLabelText('Lunes, cierre 1')).toHaveAccessibleDescription('(día siguiente)');
      await fill(screen.getByLabelText('Domingo, apertura 1'), '13:00');
      await fill(screen.getByLabelText('Domingo, cierre 1'), '23:00');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Martes: cerrado' }));
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'PRO');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Promocionado' }));
      await userEvent.type(textbox('URL de una foto'), ' https://fotos.cu/bodeguita.jpg {Enter}');
      await userEvent.upload(screen.getByLabelText('Subir fotos'), [png('barra.png'), png('mojito.png')]);
      await userEvent.upload(screen.getByLabelText('Archivo del icono'), png('icono.png'));
      // each file is kept once its check is done
      await screen.findByRole('img', { name: 'Vista previa de mojito.png' });
      await screen.findByRole('img', { name: 'Vista previa de icono.png' });
      await screen.findByRole('list', { name: 'Fotos guardadas' });
      await submit('Crear negocio');

      await waitFor(() => expect(router.state.location.pathname).toBe('/business'), WAIT);
      expect(await screen.findByText(ADMIN_MSG.businessCreated, {}, WAIT)).toHaveAttribute('role', 'status');

      expect(sent.map(([k]) => k)).toEqual([
        'name',
        'address',
        'business_status',
        'description',
        'description_en',
        'phone',
        'website',
        'vicinity',
        'place_id',
        'reference',
        'geometry',
        'categories',
        'hours',
        'plus_code',
        'paid_plan',
        'paid_promo',
        'reservations',
        'photo_urls',
        'photos',
        'photos',
        'icon',
      ]);
      expect(Object.fromEntries(sent.filter(([k]) => k !== 'photos'))).toMatchObject({
        name: 'La Bodeguita del Medio',
        address: 'Empedrado 207, La Habana Vieja',
        business_status: 'OPERATIONAL',
        description: 'Cuna del mojito',
        phone: '+53 7 867 1374',
        website: 'https://bodeguita.cu',
        vicinity: 'La Habana Vieja',
        place_id: 'ChIJbodeguita',
        reference: 'ref-1',
        paid_plan: 'PRO',
        paid_promo: 'true',
        icon: 'file:icono.png',
      });
      expect(json(sent, 'geometry')).toEqual({ location: { lat: 23.14094, lng: -82.35182 } });
      expect(json(sent, 'categories')).toEqual(['Comer y beber']);
      expect(json(sent, 'plus_code')).toEqual({ global_code: '76XFVJQV+5G' });
      expect(json(sent, 'photo_urls')).toEqual(['https://fotos.cu/bodeguita.jpg']);
      expect(sent.filter(([k]) => k === 'photos').map(([, v]) => v)).toEqual(['file:barra.png', 'file:mojito.png']);
      expect(json(sent, 'hours')).toEqual({
        week: { mon: [{ open: '12:00', close: '00:00' }], tue: [], sun: [{ open: '13:00', close: '23:00' }] },
        exceptions: [],
      });
    },
    SLOW,
  );

  it(
    'custom tags are trimmed, never blank or repeated, removable, and merged with the ticked categories',
    async () => {
      let sent: [string, string][] = [];
      await openCreate({
        'POST /api/business/': (_body, init) => {
          sent = fieldsOf(init);
          return { status: 201, body: aBusiness() };
        },
      });
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Café y Té' }));
      const tag = textbox('Etiqueta personalizada');
      expect(screen.getByRole('button', { name: 'Añadir etiqueta' })).toBeDisabled();
      await userEvent.type(tag, '   ');
      expect(screen.getByRole('button', { name: 'Añadir etiqueta' })).toBeDisabled();
      await userEvent.clear(tag);
      await userEvent.type(tag, '  Terraza  {Enter}');
      await userEvent.type(tag, 'terraza{Enter}');
      await userEvent.type(tag, 'Vista al mar');
      await userEvent.click(screen.getByRole('button', { name: 'Añadir etiqueta' }));
      await userEvent.type(tag, 'Música en vivo{Enter}');
      // a tag spelled like a category ticks that category instead of adding a copy
      await userEvent.type(tag, 'compras{Enter}');
      expect(screen.getByRole('checkbox', { name: 'Compras' })).toBeChecked();

      const chips = within(screen.getByRole('list', { name: 'Etiquetas personalizadas' }));
      expect(chips.getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['Terraza', 'Vista al mar', 'Música en vivo']);
      await userEvent.click(screen.getByRole('button', { name: 'Quitar la etiqueta Música en vivo' }));
      await submit('Crear negocio');

      await waitFor(() => expect(sent.length).toBeGreaterThan(0), WAIT);
      expect(json(sent, 'categories')).toEqual(['Café y Té', 'Terraza', 'Vista al mar', 'Compras']);
    },
    SLOW,
  );

  it(
    'a photo URL the API would refuse is not added and its error is shown next to it',
    async () => {
      await openCreate();
      const url = textbox('URL de una foto');
      await userEvent.type(url, 'ftp://fotos.cu/a.jpg{Enter}');
      expect(url).toHaveAttribute('aria-invalid', 'true');
      expect(url).toHaveAccessibleDescription(BUSINESS_MESSAGES.photoUrlInvalid);
      expect(screen.queryByRole('list', { name: 'Fotos guardadas' })).toBeNull();
      await userEvent.clear(url);
      expect(url).not.toHaveAttribute('aria-invalid');
    },
    SLOW,
  );

  it(
    'uploads show a preview each; removing one revokes its preview and drops it from what is sent',
    async () => {
      let sent: [string, string][] = [];
      await openCreate({
        'POST /api/business/': (_body, init) => {
          sent = fieldsOf(init);
          return { status: 201, body: aBusiness() };
        },
      });
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await userEvent.upload(screen.getByLabelText('Subir fotos'), [png('uno.png'), png('dos.png')]);

      // each file is checked (its first bytes) before it is kept
      const uno = await screen.findByRole('img', { name: 'Vista previa de uno.png' });
      const dos = screen.getByRole('img', { name: 'Vista previa de dos.png' });
      expect(uno.getAttribute('src')).toMatch(/^blob:preview\/uno\.png/);
      expect(dos.getAttribute('src')).toMatch(/^blob:preview\/dos\.png/);
      const unoUrl = uno.getAttribute('src');

      await userEvent.click(screen.getByRole('button', { name: 'Quitar uno.png' }));
      expect(screen.queryByRole('img', { name: 'Vista previa de uno.png' })).toBeNull();
      expect(revoked).toContain(unoUrl);

      await submit('Crear negocio');
      await waitFor(() => expect(sent.length).toBeGreaterThan(0), WAIT);
      expect(sent.filter(([k]) => k === 'photos').map(([, v]) => v)).toEqual(['file:dos.png']);
    },
    SLOW,
  );

  it(
    "a text file renamed .jpg is refused as it is added, named ('«notas.jpg» no es una imagen'), not kept; the rest of the form still saves",
    async () => {
      let sent: [string, string][] = [];
      await openCreate({
        'POST /api/business/': (_body, init) => {
          sent = fieldsOf(init);
          return { status: 201, body: aBusiness() };
        },
      });
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      const input = screen.getByLabelText('Subir fotos');
      await userEvent.upload(input, [new File(['esto es texto, no una foto'], 'notas.jpg', { type: 'image/jpeg' }), png('barra.png')]);
      await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('«notas.jpg» no es una imagen (JPG, PNG, WebP o GIF)')));
      expect(screen.getByRole('alert')).toHaveTextContent('«notas.jpg» no es una imagen (JPG, PNG, WebP o GIF)');
      expect(screen.queryByRole('img', { name: 'Vista previa de notas.jpg' })).toBeNull();
      expect(screen.getByRole('img', { name: 'Vista previa de barra.png' })).toBeInTheDocument();
      await submit('Crear negocio');
      await waitFor(() => expect(sent.length).toBeGreaterThan(0), WAIT);
      expect(sent.filter(([k]) => k === 'photos').map(([, v]) => v)).toEqual(['file:barra.png']);
    },
    SLOW,
  );

  it(
    "an oversized photo is named with its size and the limit ('«foto.jpg» pesa 12,4 MB; el máximo es 5 MB'), not kept, and does not block the form",
    async () => {
      let sent: [string, string][] = [];
      await openCreate({
        'POST /api/business/': (_body, init) => {
          sent = fieldsOf(init);
          return { status: 201, body: aBusiness() };
        },
      });
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      const big = png('foto.jpg');
      Object.defineProperty(big, 'size', { value: Math.round(12.4 * 1024 * 1024) });
      const input = screen.getByLabelText('Subir fotos');
      await userEvent.upload(input, [big]);
      await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('«foto.jpg» pesa 12,4 MB; el máximo es 5 MB')));
      expect(screen.queryByRole('img', { name: 'Vista previa de foto.jpg' })).toBeNull();
      await userEvent.upload(input, [png('patio.png')]);
      await screen.findByRole('img', { name: 'Vista previa de patio.png' });
      await submit('Crear negocio');
      await waitFor(() => expect(sent.length).toBeGreaterThan(0), WAIT);
      expect(sent.filter(([k]) => k === 'photos').map(([, v]) => v)).toEqual(['file:patio.png']);
    },
    SLOW,
  );

  it(
    "a photo address is loaded as it is added: one that does not load says 'No se pudo cargar la foto de «…»' and is not kept; http:// is refused without trying",
    async () => {
      await openCreate();
      const url = textbox('URL de una foto');
      await userEvent.type(url, '/uploads/rota.jpg{Enter}');
      await waitFor(() => expect(url).toHaveAccessibleDescription('No se pudo cargar la foto de «/uploads/rota.jpg»'));
      expect(url).toHaveAttribute('aria-invalid', 'true');
      expect(loadedUrls).toEqual(['/uploads/rota.jpg']);
      expect(screen.queryByRole('list', { name: 'Fotos guardadas' })).toBeNull();

      await userEvent.clear(url);
      await userEvent.type(url, 'http://fotos.cu/patio.jpg{Enter}');
      await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('No se pudo cargar la foto de «http://fotos.cu/patio.jpg»')));
      expect(loadedUrls).toEqual(['/uploads/rota.jpg']);

      await userEvent.clear(url);
      await userEvent.type(url, 'https://fotos.cu/patio.jpg{Enter}');
      const saved = within(await screen.findByRole('list', { name: 'Fotos guardadas' }));
      expect(saved.getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', 'https://fotos.cu/patio.jpg');
      expect(url).toHaveValue('');
    },
    SLOW,
  );

  it(
    'rating and number of ratings are computed: shown as text, never inputs, and never sent',
    async () => {
      let sent: [string, string][] = [];
      await openCreate({
        'POST /api/business/': (_body, init) => {
          sent = fieldsOf(init);
          return { status: 201, body: aBusiness() };
        },
      });
      expect(screen.queryByRole('spinbutton', { name: /Calificaci/ })).toBeNull();
      expect(screen.queryByRole('spinbutton', { name: /calificaciones/i })).toBeNull();
      expect(screen.getByText('Un negocio nuevo empieza sin valoraciones: las suman las opiniones de los visitantes.')).toBeInTheDocument();
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await submit('Crear negocio');
      await waitFor(() => expect(sent.length).toBeGreaterThan(0), WAIT);
      expect(field(sent, 'rating')).toBeUndefined();
      expect(field(sent, 'user_ratings_total')).toBeUndefined();
    },
    SLOW,
  );

  it(
    'every input is disabled and the button says Guardando... while the request is in flight',
    async () => {
      let answer: (r: FakeResponse) => void = () => {};
      await openCreate({ 'POST /api/business/': () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await submit('Crear negocio');

      const button = await screen.findByRole('button', { name: 'Guardando...' });
      expect(button).toBeDisabled();
      expect(textbox('Nombre')).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Plan' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Comer y beber' })).toBeDisabled();
      expect(screen.getByLabelText('Subir fotos')).toBeDisabled();
      expect(screen.getByLabelText('Lunes, apertura 1')).toBeDisabled();

      answer({ status: 400, body: { message: BUSINESS_MESSAGES.invalidJsonField } });
      expect(await screen.findByRole('alert')).toHaveTextContent(BUSINESS_MESSAGES.invalidJsonField);
      expect(textbox('Nombre')).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Crear negocio' })).toBeEnabled();
    },
    SLOW,
  );

  it(
    "a refused create shows the server's own text and keeps what was typed",
    async () => {
      const { router } = await openCreate({
        'POST /api/business/': () => ({ status: 400, body: { message: BUSINESS_MESSAGES.photoNotOwn } }),
      });
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await submit('Crear negocio');

      expect(await screen.findByRole('alert')).toHaveTextContent(BUSINESS_MESSAGES.photoNotOwn);
      expect(router.state.location.pathname).toBe('/negocios/crear/');
      expect(textbox('Nombre')).toHaveValue('Bar');
    },
    SLOW,
  );

  it(
    'an answer that is not a business says Respuesta del servidor invalida',
    async () => {
      await openCreate({ 'POST /api/business/': () => ({ status: 201, body: 'ok' }) });
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await submit('Crear negocio');
      expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.invalidServerResponse);
    },
    SLOW,
  );

  it(
    'when the categories cannot be loaded it says Error al obtener categorias and custom tags still work',
    async () => {
      let sent: [string, string][] = [];
      fakeApi({
        'GET /api/categories/': () => ({ status: 404, body: { message: API_MSG.routeNotFound } }),
        'POST /api/business/': (_body, init) => {
          sent = fieldsOf(init);
          return { status: 201, body: aBusiness() };
        },
      });
      renderApp('/negocios/crear/', { token: adminToken() });
      expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(ADMIN_MSG.adminCategoriesError);
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await userEvent.type(textbox('Etiqueta personalizada'), 'Bar{Enter}');
      await submit('Crear negocio');
      await waitFor(() => expect(json(sent, 'categories')).toEqual(['Bar']), WAIT);
    },
    SLOW,
  );

  it(
    'the map picker loads on demand and its centre fills latitude and longitude',
    async () => {
      await openCreate();
      expect(screen.queryByRole('region', { name: 'Mapa para elegir la ubicación' })).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Elegir en el mapa' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(await screen.findByRole('region', { name: 'Mapa para elegir la ubicación' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ocultar el mapa' })).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Usar el centro del mapa' }));
      expect(number('Latitud')).toHaveValue(23.138);
      expect(number('Longitud')).toHaveValue(-82.364);
    },
    SLOW,
  );
});

describe('/negocios/editar/{id}, the edit form', () => {
  const existing = () =>
    aBusiness({
      name: 'La Guarida',
      address: 'Concordia 418',
      business_status: 'CLOSED_TEMPORARILY',
      description: 'Paladar',
      categories: ['Comer y beber', 'restaurant', 'Paladar'],
      photos: ['/uploads/a.jpg', '/uploads/b.jpg', 'https://fotos.cu/c.jpg'],
      thumbnails: ['/uploads/a.webp', '/uploads/b.webp', 'https://fotos.cu/c.jpg'],
      opening_hours: { open_now: true, weekday_text: ['Lunes: 12:00–16:00', 'Martes: Cerrado'] },
      hours: {
        week: { mon: [{ open: '12:00', close: '16:00' }], tue: [] },
        exceptions: [{ date: '2026-12-31', closed: true, note: 'Fin de año' }],
      },
      plus_code: { global_code: '76XFVJQV+5G', compound_code: 'VJQV+5G La Habana' },
      paid_plan: 'ELITE',
      paid_promo: true,
      icon: '/uploads/icon.png',
    });

  it(
    'starts from the business: every field filled, its categories ticked (by name or identifier) and the rest as custom tags',
    async () => {
      const b = existing();
      await openEdit(b);
      expect(textbox('Nombre')).toHaveValue('La Guarida');
      expect(textbox('Dirección')).toHaveValue('Concordia 418');
      expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('CLOSED_TEMPORARILY');
      expect(number('Latitud')).toHaveValue(23.13783);
      expect(number('Longitud')).toHaveValue(-82.37045);
      expect(screen.getByRole('checkbox', { name: 'Comer y beber' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Compras' })).not.toBeChecked();
      // computed figures, read-only text (issue 20 §9)
      expect(screen.queryByRole('spinbutton', { name: /Calificaci/ })).toBeNull();
      expect(screen.getByText('Valoraciones externas').nextElementSibling).toHaveTextContent('4,6 de 5 · 3120 valoraciones');
      expect(screen.getByText('Opiniones en Guía Cuba').nextElementSibling).toHaveTextContent('Todavía ninguna');
      // 'restaurant' is the identifier of 'Comer y beber': not a tag of its own
      const chips = within(screen.getByRole('list', { name: 'Etiquetas personalizadas' }));
      expect(chips.getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['Paladar']);
      expect(screen.getByLabelText('Lunes, apertura 1')).toHaveValue('12:00');
      expect(screen.getByLabelText('Lunes, cierre 1')).toHaveValue('16:00');
      expect(screen.getByRole('checkbox', { name: 'Martes: cerrado' })).toBeChecked();
      expect(screen.queryByLabelText('Martes, apertura 1')).toBeNull();
      expect(screen.getByLabelText('Miércoles, apertura 1')).toHaveValue('');
      expect(screen.getByLabelText('Fecha (día especial 1)')).toHaveValue('2026-12-31');
      expect(screen.getByRole('checkbox', { name: 'Día especial 1: cerrado todo el día' })).toBeChecked();
      expect(screen.getByLabelText('Nota (día especial 1)')).toHaveValue('Fin de año');
      expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('ELITE');
      expect(screen.getByRole('checkbox', { name: 'Promocionado' })).toBeChecked();
      const saved = within(screen.getByRole('list', { name: 'Fotos guardadas' }));
      expect(saved.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
        '/uploads/a.webp',
        '/uploads/b.webp',
        'https://fotos.cu/c.jpg',
      ]);
      expect(screen.getByRole('img', { name: 'Icono actual' })).toHaveAttribute('src', '/uploads/icon.png');
    },
    SLOW,
  );

  it(
    'PUT keeps the photos not removed, adds the uploads, carries what the form does not show and says Negocio actualizado con éxito',
    async () => {
      const b = existing();
      let sent: [string, string][] = [];
      const { router } = await openEdit(b, {
        [`PUT /api/business/${b._id}`]: (_body, init) => {
          sent = fieldsOf(init);
          return { body: { ...b, name: 'La Guarida (azotea)' } };
        },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Quitar la foto 2' }));
      await userEvent.upload(screen.getByLabelText('Subir fotos'), png('azotea.png'));
      await screen.findByRole('img', { name: 'Vista previa de azotea.png' });
      await userEvent.clear(textbox('Nombre'));
      await userEvent.type(textbox('Nombre'), 'La Guarida (azotea)');
      await userEvent.clear(textbox('Descripción'));
      await userEvent.click(screen.getByRole('button', { name: 'Quitar la etiqueta Paladar' }));
      await userEvent.click(screen.getByRole('button', { name: 'Quitar el icono' }));
      await submit('Guardar cambios');

      await waitFor(() => expect(router.state.location.pathname).toBe('/business'), WAIT);
      expect(await screen.findByText(ADMIN_MSG.businessUpdated, {}, WAIT)).toHaveAttribute('role', 'status');
      expect(field(sent, 'name')).toBe('La Guarida (azotea)');
      // a cleared field is sent empty, so the API clears it
      expect(field(sent, 'description')).toBe('');
      expect(json(sent, 'photo_urls')).toEqual(['/uploads/a.jpg', 'https://fotos.cu/c.jpg']);
      expect(sent.filter(([k]) => k === 'photos').map(([, v]) => v)).toEqual(['file:azotea.png']);
      expect(json(sent, 'categories')).toEqual(['Comer y beber', 'restaurant']);
      expect(json(sent, 'plus_code')).toEqual({ global_code: '76XFVJQV+5G', compound_code: 'VJQV+5G La Habana' });
      expect(json(sent, 'hours')).toEqual(b.hours);
      expect(field(sent, 'opening_hours')).toBeUndefined();
      expect(field(sent, 'icon')).toBe('');
      expect(field(sent, 'paid_plan')).toBe('ELITE');
      expect(field(sent, 'paid_promo')).toBe('true');
    },
    SLOW,
  );

  it(
    "a refused update shows the server's text",
    async () => {
      const b = existing();
      await openEdit(b, { [`PUT /api/business/${b._id}`]: () => ({ status: 400, body: { message: API_MSG.tooManyFiles } }) });
      await submit('Guardar cambios');
      expect(await screen.findByRole('alert')).toHaveTextContent(API_MSG.tooManyFiles);
    },
    SLOW,
  );

  it(
    'when the business cannot be loaded it says Error al obtener el negocio, with a way back',
    async () => {
      fakeApi({
        'GET /api/categories/': () => ({ body: CATEGORIES }),
        'GET /api/business/64b7f0c2a1b2c3d4e5f6ffff': () => ({ status: 404, body: { message: MSG.businessLoadError } }),
      });
      renderApp('/negocios/editar/64b7f0c2a1b2c3d4e5f6ffff', { token: adminToken() });
      expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(ADMIN_MSG.adminBusinessGetError);
      expect(screen.getByRole('link', { name: 'Volver a Negocios' })).toHaveAttribute('href', '/business');
      expect(screen.queryByRole('textbox', { name: 'Nombre' })).toBeNull();
    },
    SLOW,
  );

  it(
    'Cancelar returns to the list without saving',
    async () => {
      const b = existing();
      const { api, router } = await openEdit(b);
      await userEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/business'));
      expect(callsTo(api, `PUT /api/business/${b._id}`)).toHaveLength(0);
    },
    SLOW,
  );

  it(
    "goes back to the list's search and page it came from (navigation state), and to the plain list when that state is not a text",
    async () => {
      const b = existing();
      fakeApi({
        'GET /api/categories/': () => ({ body: CATEGORIES }),
        [`GET /api/business/${b._id}`]: () => ({ body: b }),
      });
      const first = renderApp({ pathname: `/negocios/editar/${b._id}`, state: { listSearch: '?q=Guarida&pagina=2' } }, { token: adminToken() });
      expect(await screen.findByRole('link', { name: 'Cancelar' }, WAIT)).toHaveAttribute('href', '/business?q=Guarida&pagina=2');
      first.unmount();
      renderApp({ pathname: `/negocios/editar/${b._id}`, state: { listSearch: 2 } }, { token: adminToken() });
      expect(await screen.findByRole('link', { name: 'Cancelar' }, WAIT)).toHaveAttribute('href', '/business');
    },
    SLOW,
  );
});

describe('the hours editor (issue 16)', () => {
  const time = (label: string) => screen.getByLabelText(label);

  it(
    'a range that ends before it starts (not past midnight) is refused next to its field, focused, and nothing is sent',
    async () => {
      const { api } = await openCreate();
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await fill(time('Miércoles, apertura 1'), '18:00');
      await fill(time('Miércoles, cierre 1'), '10:00');
      await submit('Crear negocio');

      const close = time('Miércoles, cierre 1');
      await waitFor(() => expect(close).toHaveAttribute('aria-invalid', 'true'));
      expect(close).toHaveAccessibleDescription(HOURS_MESSAGES.endsBeforeStart('18:00', '10:00'));
      await waitFor(() => expect(close).toHaveFocus());
      expect(callsTo(api, 'POST /api/business/')).toHaveLength(0);

      // 02:00 is past midnight: accepted, and said so
      await fill(close, '02:00');
      await waitFor(() => expect(close).not.toHaveAttribute('aria-invalid'));
      expect(close).toHaveAccessibleDescription('(día siguiente)');
    },
    SLOW,
  );

  it(
    'overlapping ranges of a day are refused with the day named',
    async () => {
      const { api } = await openCreate();
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await fill(time('Lunes, apertura 1'), '09:00');
      await fill(time('Lunes, cierre 1'), '14:00');
      await userEvent.click(screen.getByRole('button', { name: 'Añadir una franja (Lunes)' }));
      await fill(time('Lunes, apertura 2'), '13:00');
      await fill(time('Lunes, cierre 2'), '18:00');
      await submit('Crear negocio');
      expect(await screen.findByText(HOURS_MESSAGES.overlap('mon'), {}, WAIT)).toBeInTheDocument();
      expect(callsTo(api, 'POST /api/business/')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    "'Copiar a todos los días' copies a day's ranges; ranges are added and removed; a dated exception is sent with its note",
    async () => {
      let sent: [string, string][] = [];
      await openCreate({
        'POST /api/business/': (_body, init) => {
          sent = fieldsOf(init);
          return { status: 201, body: aBusiness() };
        },
      });
      await fill(textbox('Nombre'), 'La Guarida');
      await fill(textbox('Dirección'), 'Concordia 418');
      await fill(time('Lunes, apertura 1'), '12:00');
      await fill(time('Lunes, cierre 1'), '16:00');
      await userEvent.click(screen.getByRole('button', { name: 'Añadir una franja (Lunes)' }));
      await fill(time('Lunes, apertura 2'), '19:00');
      await fill(time('Lunes, cierre 2'), '00:00');
      await userEvent.click(screen.getByRole('button', { name: 'Copiar a todos los días (horario del lunes)' }));
      expect(time('Sábado, apertura 2')).toHaveValue('19:00');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Domingo: cerrado' }));
      await userEvent.click(screen.getByRole('button', { name: 'Quitar la franja 2 (Viernes)' }));
      expect(screen.queryByLabelText('Viernes, apertura 2')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Añadir un día especial' }));
      await fill(time('Fecha (día especial 1)'), '2026-12-31');
      await fill(textbox('Nota (día especial 1)'), 'Fin de año');
      await userEvent.click(screen.getByRole('button', { name: 'Añadir un día especial' }));
      await fill(time('Fecha (día especial 2)'), '2026-11-28');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Día especial 2: cerrado todo el día' }));
      await fill(time('Día especial 2, apertura 1'), '10:00');
      await fill(time('Día especial 2, cierre 1'), '14:00');
      await submit('Crear negocio');

      await waitFor(() => expect(sent.length).toBeGreaterThan(0), WAIT);
      const split = [
        { open: '12:00', close: '16:00' },
        { open: '19:00', close: '00:00' },
      ];
      expect(json(sent, 'hours')).toEqual({
        week: { mon: split, tue: split, wed: split, thu: split, fri: [split[0]], sat: split, sun: [] },
        exceptions: [
          { date: '2026-12-31', closed: true, note: 'Fin de año' },
          { date: '2026-11-28', closed: false, ranges: [{ open: '10:00', close: '14:00' }] },
        ],
      });
    },
    SLOW,
  );

  it(
    "shows the server's message when it refuses the hours",
    async () => {
      await openCreate({ 'POST /api/business/': () => ({ status: 400, body: { message: HOURS_MESSAGES.unknownWeekday('funday') } }) });
      await fill(textbox('Nombre'), 'Bar');
      await fill(textbox('Dirección'), 'Obispo 1');
      await submit('Crear negocio');
      expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(HOURS_MESSAGES.unknownWeekday('funday'));
    },
    SLOW,
  );

  it(
    'old text the migration could not read is shown read-only and kept when saving, until marked as checked',
    async () => {
      const b = aBusiness({ hours: { week: { mon: [{ open: '09:00', close: '17:00' }] }, exceptions: [], unparsed: ['Mar a Vie: según la luz'] } });
      const bodies: [string, string][][] = [];
      await openEdit(b, {
        [`PUT /api/business/${b._id}`]: (_body, init) => {
          bodies.push(fieldsOf(init));
          return { body: b };
        },
      });
      expect(screen.getByRole('note')).toHaveTextContent('Texto sin interpretar: «Mar a Vie: según la luz», revisa el horario');
      expect(screen.queryByDisplayValue('Mar a Vie: según la luz')).toBeNull();
      await submit('Guardar cambios');
      await waitFor(() => expect(bodies).toHaveLength(1), WAIT);
      expect(json(bodies[0]!, 'hours')).toMatchObject({ unparsed: ['Mar a Vie: según la luz'] });
    },
    SLOW,
  );
});
