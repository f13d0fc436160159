import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_MESSAGES, FAVORITE_PULSE_MS, MSG, REVIEW_MESSAGES, type Business } from '@guia/contracts';
import { businessQuery } from '../../lib/api/business';
import { callsTo, fakeApi, userToken } from '../../test/utils';
import { CategoryChips } from './category-chips';
import { FavoriteButton } from './favorite-button';
import { OpeningHours } from './opening-hours';
import { PhotoGallery } from './photo-gallery';
import { ReservationButton } from './reservation-button';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { RatingSummary } from './star-rating';
import { StarRatingInput } from './star-rating-input';
import { WEEK_HOURS, makeBusiness } from './test-fixtures';
import { renderInApp } from './test-render';
import { setViewportWidth } from '../../test/media';

const USER_ID = '64b7f0c2a1b2c3d4e5f60718'; // the id in userToken()

afterEach(() => {
  vi.useRealTimers();
});

describe('StarRatingInput', () => {
  it('is a group of five radios named by their stars; choosing one reports its number', async () => {
    const onChange = vi.fn();
    renderInApp(<StarRatingInput value={null} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Tu calificación' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('marks the chosen star as checked', () => {
    renderInApp(<StarRatingInput value={2} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: '2 estrellas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 estrella' })).not.toBeChecked();
  });
});

describe('RatingSummary', () => {
  it("shows the average with one decimal and the count of every rating, called 'valoraciones' (not the guide's own opiniones)", () => {
    renderInApp(<RatingSummary rating={4.62} total={8900} />);
    expect(screen.getByText('4,6')).toBeInTheDocument();
    expect(screen.getByText('(8900 valoraciones)')).toBeInTheDocument();
  });

  it("writes counts as Spanish does (Intl.NumberFormat('es')): '12.345', and '1 valoración'", () => {
    renderInApp(
      <>
        <RatingSummary rating={4} total={12345} />
        <RatingSummary rating={5} total={1} />
      </>,
    );
    expect(screen.getByText('(12.345 valoraciones)')).toBeInTheDocument();
    expect(screen.getByText('(1 valoración)')).toBeInTheDocument();
  });

  it('says "Sin calificaciones" when there is no rating', () => {
    renderInApp(<RatingSummary rating={0} total={0} />);
    expect(screen.getByText(MSG.noRatings)).toBeInTheDocument();
  });
});

describe('CategoryChips', () => {
  it("shows a home type by its Spanish name: 'night_club' next to 'Vida Nocturna' is one chip", () => {
    renderInApp(<CategoryChips categories={['Vida Nocturna', 'night_club', 'point_of_interest', 'Arte']} />);
    const chips = within(screen.getByRole('list', { name: 'Categorías' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['Vida Nocturna', 'Qué Hacer', 'Arte']);
  });

  it('shows at most `max` chips, skipping blanks and repeats', () => {
    renderInApp(<CategoryChips categories={['Bar', ' ', 'bar', 'Música', 'Terraza', 'Cócteles']} max={3} />);
    const chips = within(screen.getByRole('list', { name: 'Categorías' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['Bar', 'Música', 'Terraza']);
  });
});

describe('OpeningHours', () => {
  it("shows today's line and the whole week on demand, today marked", async () => {
    const friday = new Date('2026-11-20T12:00:00-05:00');
    renderInApp(<OpeningHours business={{ source: 'google', opening_hours: { weekday_text: WEEK_HOURS } }} now={friday} />);
    expect(screen.getByText('Viernes: 12:00–0:00', { selector: '.opening-hours__today span' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Ver horario de la semana/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Domingo: Cerrado')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Domingo: Cerrado')).toBeVisible();
    expect(screen.getByText('Viernes: 12:00–0:00', { selector: 'li' })).toHaveAttribute('aria-current', 'date');
  });

  it("falls back to 'Horario no disponible' with no week button", () => {
    renderInApp(<OpeningHours business={{ source: 'google' }} />);
    expect(screen.getByText(MSG.hoursUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ReviewList', () => {
  it("shows author, stars, the es-ES date and the comment, with the 'Anónimo' and 'Sin comentario' fallbacks", () => {
    renderInApp(<ReviewList comments={makeBusiness().comments} />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('marta_hab')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('12 de marzo de 2025')).toBeInTheDocument();
    expect(within(items[0]!).getByText('La comida, espectacular.')).toBeInTheDocument();
    expect(within(items[1]!).getByText(MSG.fallbackUsername)).toBeInTheDocument();
    expect(within(items[1]!).getByText(MSG.fallbackComment)).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the person's name, not their username, with their stars (issue 20 §5)", () => {
    renderInApp(
      <ReviewList
        comments={[
          { content: 'Muy rico', username: 'ana_habana', name: 'Ana María Pérez', rating: 4, date: '2025-03-12T18:00:00.000Z' },
          { content: 'Bien', username: 'marta_hab', date: '2025-03-11T18:00:00.000Z' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Ana María Pérez')).toBeInTheDocument();
    expect(within(first!).queryByText('ana_habana')).not.toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    // a seeded review has no account behind it: its username is all there is
    expect(within(second!).getByText('marta_hab')).toBeInTheDocument();
  });

  it('renders a comment with HTML in it as text', () => {
    const { container } = renderInApp(
      <ReviewList comments={[{ content: '<script>alert(1)</script><b>hola</b>', username: 'x', rating: 1 }]} />,
    );
    expect(screen.getByText('<script>alert(1)</script><b>hola</b>')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('says there are no reviews yet when the list is empty', () => {
    renderInApp(<ReviewList comments={[]} />);
    expect(screen.getByText(MSG.noReviews)).toBeInTheDocument();
  });
});

/** What a screen shows of one business: the query's rating and reviews, and the form. */
function ReviewedBusiness({ id }: { id: string }) {
  const { data } = useQuery(businessQuery(id));
  if (!data) return <p>{MSG.loading}</p>;
  return (
    <div>
      <RatingSummary rating={data.rating} total={data.user_ratings_total} />
      <ReviewList comments={data.comments} />
      <ReviewForm businessId={data._id} />
    </div>
  );
}

describe('ReviewForm', () => {
  it('logged out, offers a link to /login that remembers this page', async () => {
    fakeApi({});
    renderInApp(<ReviewForm businessId="6650f0c2a1b2c3d4e5f60718" />);
    const link = screen.getByRole('link', { name: MSG.reviewLoginPrompt });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
    expect(screen.getByTestId('state')).toHaveTextContent('"pathname":"/aqui"');
  });

  it('Publicar never stays silently grey: it is described by the hint that a star is needed until one is chosen', async () => {
    fakeApi({});
    renderInApp(<ReviewForm businessId="6650f0c2a1b2c3d4e5f60718" />, { token: userToken() });
    const submit = screen.getByRole('button', { name: 'Publicar opinión' });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription(REVIEW_MESSAGES.starHint);
    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(screen.queryByText(REVIEW_MESSAGES.starHint)).not.toBeInTheDocument();
    expect(submit).not.toHaveAccessibleDescription();
  });

  it('publishing without stars says so next to the stars and sends nothing; choosing a star clears it', async () => {
    const api = fakeApi({});
    renderInApp(<ReviewForm businessId="6650f0c2a1b2c3d4e5f60718" />, { token: userToken() });
    await userEvent.type(screen.getByLabelText('Tu comentario'), 'Muy bueno');
    const submit = screen.getByRole('button', { name: 'Publicar opinión' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.starRequired);
    expect(submit).toHaveAccessibleDescription(REVIEW_MESSAGES.starRequired);
    expect(callsTo(api, 'POST /api/business/6650f0c2a1b2c3d4e5f60718/comments')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    expect(screen.queryByText(REVIEW_MESSAGES.starRequired)).not.toBeInTheDocument();
  });

  it('publishing a blank comment says so under the comment', async () => {
    fakeApi({});
    renderInApp(<ReviewForm businessId="6650f0c2a1b2c3d4e5f60718" />, { token: userToken() });
    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await userEvent.type(screen.getByLabelText('Tu comentario'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BUSINESS_MESSAGES.commentRequired);
    expect(screen.getByLabelText('Tu comentario')).toHaveAccessibleDescription(BUSINESS_MESSAGES.commentRequired);
  });

  it('posts { content, rating }; the new review and the new average show at once', async () => {
    const business = makeBusiness({ rating: 4, user_ratings_total: 1, comments: [] });
    const updated: Business = {
      ...business,
      rating: 4.5,
      user_ratings_total: 2,
      comments: [{ content: 'Excelente servicio', username: 'ana_g', rating: 5, date: '2025-04-01T10:00:00.000Z' }],
    };
    const api = fakeApi({
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/comments`]: () => ({ status: 201, body: updated }),
    });
    renderInApp(<ReviewedBusiness id={business._id} />, { token: userToken() });
    expect(await screen.findByText(MSG.noReviews)).toBeInTheDocument();
    expect(screen.getByText('4,0')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '5 estrellas' }));
    await userEvent.type(screen.getByLabelText('Tu comentario'), '  Excelente servicio ');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));

    expect(await screen.findByText('Excelente servicio')).toBeInTheDocument();
    expect(screen.getByText('4,5')).toBeInTheDocument();
    expect(screen.getByText(MSG.reviewThanks)).toBeInTheDocument();
    const [call] = callsTo(api, `POST /api/business/${business._id}/comments`);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ content: 'Excelente servicio', rating: 5 });
    expect(new Headers(call![1]!.headers).get('Authorization')).toMatch(/^Bearer /);
    // the form is clear for another review
    expect(screen.getByLabelText('Tu comentario')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Publicar opinión' })).toHaveAccessibleDescription(REVIEW_MESSAGES.starHint);
  });

  it("shows the server's message when the review is refused", async () => {
    const business = makeBusiness();
    fakeApi({
      [`GET /api/business/${business._id}`]: () => ({ body: business }),
      [`POST /api/business/${business._id}/comments`]: () => ({ status: 400, body: { message: 'El comentario no puede superar los 2000 caracteres' } }),
    });
    renderInApp(<ReviewedBusiness id={business._id} />, { token: userToken() });
    await userEvent.click(await screen.findByRole('radio', { name: '3 estrellas' }));
    await userEvent.type(screen.getByLabelText('Tu comentario'), 'Regular');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar opinión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El comentario no puede superar los 2000 caracteres');
    expect(screen.getByLabelText('Tu comentario')).toHaveValue('Regular');
  });
});

describe('FavoriteButton', () => {
  const BUSINESS_ID = '6650f0c2a1b2c3d4e5f60718';
  const favoritesPath = `/api/users/${USER_ID}/favorites`;

  it('logged out, goes to /login remembering the page, and calls nothing', async () => {
    const api = fakeApi({});
    renderInApp(<FavoriteButton businessId={BUSINESS_ID} businessName="La Guarida" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar La Guarida en favoritos' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/login');
    expect(screen.getByTestId('state')).toHaveTextContent('"pathname":"/aqui"');
    expect(api).not.toHaveBeenCalled();
  });

  it('reads the favourites: a saved business shows a pressed heart', async () => {
    fakeApi({ [`GET ${favoritesPath}`]: () => ({ body: [{ businessId: BUSINESS_ID }] }) });
    renderInApp(<FavoriteButton businessId={BUSINESS_ID} />, { token: userToken() });
    expect(await screen.findByRole('button', { name: 'Guardar en favoritos', pressed: true })).toBeInTheDocument();
  });

  it('fills the heart only after the server accepted the add, and pulses for 300 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (value: { body: unknown }) => void;
    const api = fakeApi({
      [`GET ${favoritesPath}`]: () => ({ body: [] }),
      [`POST ${favoritesPath}/${BUSINESS_ID}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderInApp(<FavoriteButton businessId={BUSINESS_ID} />, { token: userToken() });
    await waitFor(() => expect(callsTo(api, `GET ${favoritesPath}`)).toHaveLength(1));
    const heart = screen.getByRole('button', { name: 'Guardar en favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(heart);
    expect(heart).toHaveAttribute('data-pulse', 'true');
    await waitFor(() => expect(callsTo(api, `POST ${favoritesPath}/${BUSINESS_ID}`)).toHaveLength(1));
    // the server has not answered: the heart is still empty
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    act(() => vi.advanceTimersByTime(FAVORITE_PULSE_MS));
    expect(heart).not.toHaveAttribute('data-pulse');

    await act(async () => answer({ body: { favorite_businesses: [BUSINESS_ID] } }));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('removes with DELETE, and keeps the heart as it was when the server fails', async () => {
    let fail = true;
    const api = fakeApi({
      [`GET ${favoritesPath}`]: () => ({ body: [{ businessId: BUSINESS_ID }] }),
      [`DELETE ${favoritesPath}/${BUSINESS_ID}`]: () =>
        fail ? { status: 500, body: { message: 'Error interno del servidor' } } : { body: { favorite_businesses: [] } },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInApp(<FavoriteButton businessId={BUSINESS_ID} />, { token: userToken() });
    const heart = await screen.findByRole('button', { name: 'Guardar en favoritos', pressed: true });

    await userEvent.click(heart);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    fail = false;
    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(callsTo(api, `DELETE ${favoritesPath}/${BUSINESS_ID}`)).toHaveLength(2);
  });
});

describe('ReservationButton', () => {
  const business = { _id: '6650f0c2a1b2c3d4e5f60718', name: 'La Guarida', phone: '+53 7 866-9047', reservations: true, source: 'mongo' };

  it('counts the reservation first, then opens WhatsApp with the digits and the encoded message', async () => {
    const order: string[] = [];
    fakeApi({
      [`POST /api/business/${business._id}/reservation_count`]: () => {
        order.push('count');
        return { body: { count: 1, counted: true } };
      },
    });
    const open = vi.spyOn(window, 'open').mockImplementation((url) => {
      order.push(String(url));
      return null;
    });
    renderInApp(<ReservationButton business={business} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(order[0]).toBe('count');
    const url = new URL(order[1]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5378669047');
    expect(url.searchParams.get('text')).toBe('Hola, vi La Guarida en Guía Cuba y me gustaría hacer una reserva. ¿Tienen disponibilidad?');
    expect(order[1]).toContain('text=Hola%2C%20vi%20La%20Guarida');
  });

  it('still opens the chat when the count fails', async () => {
    fakeApi({ [`POST /api/business/${business._id}/reservation_count`]: () => ({ status: 500 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderInApp(<ReservationButton business={business} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(String(open.mock.calls[0]![0])).toMatch(/^https:\/\/wa\.me\/5378669047\?text=/);
  });

  it("offers nothing where the place takes no reservations, has no number of its own, has the guide's number, or is Google's (issue 20 §6)", async () => {
    for (const place of [
      { ...business, name: 'Capitolio Nacional', reservations: false },
      { ...business, reservations: undefined },
      { ...business, phone: undefined },
      { ...business, phone: 'n/d' },
      { ...business, phone: '+53 7 860 0000' }, // the guide's own number (VITE_WHATSAPP_PHONE's default)
      { ...business, source: 'google' },
      { ...business, source: 'osm' },
    ]) {
      const { unmount } = renderInApp(<ReservationButton business={place} />);
      expect(screen.queryByRole('button', { name: 'Reservar por WhatsApp' }), JSON.stringify(place)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('writes to a Cuban number given without its country code with 53 in front', async () => {
    fakeApi({ [`POST /api/business/${business._id}/reservation_count`]: () => ({ body: { count: 1, counted: true } }) });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderInApp(<ReservationButton business={{ ...business, phone: '7 866 9047' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reservar por WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(String(open.mock.calls[0]![0])).toMatch(/^https:\/\/wa\.me\/5378669047\?text=/);
  });
});

describe('PhotoGallery', () => {
  const photos = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'];
  const thumbnails = ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'];

  it('on desktop shows two photos at a time, thumbnails first, the first eager and the rest lazy', async () => {
    renderInApp(<PhotoGallery business={{ name: 'La Guarida', photos, thumbnails }} />);
    // the carousel's code arrives a moment after the page's (the first photo stands in meanwhile)
    const region = await screen.findByRole('region', { name: 'Fotos de La Guarida' });
    expect(within(region).getAllByRole('img')).toHaveLength(2);
    const first = within(region).getByRole('img', { name: 'La Guarida, foto 1 de 3' });
    expect(first).toHaveAttribute('src', '/uploads/a.webp');
    expect(first).toHaveAttribute('srcset', '/uploads/a.webp 480w, /uploads/a.jpg 1280w');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'La Guarida, foto 3 de 3', hidden: true })).toHaveAttribute('loading', 'lazy');
  });

  it('on a phone shows one photo at a time and moves with the arrows', async () => {
    setViewportWidth(390);
    renderInApp(<PhotoGallery business={{ name: 'La Guarida', photos, thumbnails }} />);
    const region = await screen.findByRole('region', { name: 'Fotos de La Guarida' });
    expect(within(region).getAllByRole('img')).toHaveLength(1);
    await userEvent.click(within(region).getByRole('button', { name: 'Siguiente' }));
    expect(within(region).getByRole('img')).toHaveAccessibleName('La Guarida, foto 2 de 3');
  });

  it('shows at most 12 photos', async () => {
    const many = Array.from({ length: 15 }, (_, i) => `/uploads/${i}.jpg`);
    renderInApp(<PhotoGallery business={{ name: 'Sitio', photos: many }} perView={1} />);
    await screen.findByRole('region', { name: 'Fotos de Sitio' });
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(12);
  });

  it("shows the first photo while the carousel's code arrives", () => {
    renderInApp(<PhotoGallery business={{ name: 'La Guarida', photos, thumbnails }} />);
    expect(screen.getByRole('img', { name: 'La Guarida, foto 1 de 3' })).toHaveAttribute('loading', 'eager');
  });

  it('without photos shows the placeholder picture, no carousel', () => {
    renderInApp(<PhotoGallery business={{ name: 'Sitio', photos: [] }} />);
    expect(screen.getByRole('img', { name: 'Sitio, sin fotos' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
