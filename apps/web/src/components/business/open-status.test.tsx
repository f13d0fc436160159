import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExternalPlace, WeeklyHours } from '@guia/contracts';
import { RenderHintsContext } from '../../lib/render-hints';
import { BusinessStatus } from './business-status';
import { OpeningHours } from './opening-hours';
import { SPLIT_DAY, WEEK, WEEK_HOURS, makeBusiness } from './test-fixtures';

// 2026-11-25 is a Wednesday. In November Havana is on UTC−5 (CST); in July on UTC−4 (CDT).
const havanaNov = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00-05:00`);

const pill = () => document.querySelector('.business-status')!;

const guarida = (overrides: Parameters<typeof makeBusiness>[0] = {}) => makeBusiness({ name: 'La Guarida', hours: SPLIT_DAY, ...overrides });

describe('BusinessStatus: open or not, from the hours, in Havana', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['04:00', 'Cerrado · abre hoy a las 12:00', 'closed'],
    ['13:00', 'Abierto · cierra a las 16:00', 'open'],
    ['15:30', 'Cierra pronto · 16:00', 'soon'],
    ['17:00', 'Cerrado · abre hoy a las 19:00', 'closed'],
    ['23:30', 'Cierra pronto · 00:00', 'soon'],
  ])('at %s in Havana on a Wednesday (12:00–16:00, 19:00–00:00) it says "%s"', (hhmm, text, tone) => {
    vi.setSystemTime(havanaNov(hhmm));
    render(<BusinessStatus business={guarida()} />);
    expect(pill()).toHaveTextContent(text);
    expect(pill()).toHaveAttribute('data-tone', tone);
    // the stored business_status ('OPERATIONAL' → 'Abierto') is not what decides
    if (tone === 'closed') expect(screen.queryByText('Abierto')).not.toBeInTheDocument();
  });

  it("names when it opens next: Sunday (closed) 'abre mañana'; a Monday-only place on Wednesday 'abre el lunes a las 12:00'", () => {
    vi.setSystemTime(new Date('2026-11-29T10:00:00-05:00'));
    const { unmount } = render(<BusinessStatus business={makeBusiness({ hours: WEEK })} />);
    expect(pill()).toHaveTextContent('Cerrado · abre mañana a las 12:00');
    unmount();
    vi.setSystemTime(havanaNov('13:00'));
    render(<BusinessStatus business={makeBusiness({ hours: { week: { mon: [{ open: '12:00', close: '16:00' }] }, exceptions: [] } })} />);
    expect(pill()).toHaveTextContent('Cerrado · abre el lunes a las 12:00');
  });

  it('reads Havana summer time from the time-zone data, not a fixed offset (12:30 CDT is open)', () => {
    vi.setSystemTime(new Date('2026-07-15T16:30:00Z')); // 12:30 in Havana (UTC−4); 11:30 with a fixed −5
    render(<BusinessStatus business={guarida()} />);
    expect(pill()).toHaveTextContent('Abierto · cierra a las 16:00');
  });

  it.each([
    ['CLOSED_TEMPORARILY', 'Cerrado temporalmente', 'closed'],
    ['CLOSED_PERMANENTLY', 'Cerrado permanentemente', 'gone'],
  ])('business_status %s overrides the hours: "%s"', (status, text, tone) => {
    vi.setSystemTime(havanaNov('13:00'));
    render(<BusinessStatus business={guarida({ business_status: status })} />);
    expect(pill()).toHaveTextContent(text);
    expect(pill()).toHaveAttribute('data-tone', tone);
  });

  it("a business with no hours is never shown open: 'Horario no disponible' even when stored OPERATIONAL with open_now", () => {
    vi.setSystemTime(havanaNov('13:00'));
    render(<BusinessStatus business={makeBusiness({ hours: undefined, business_status: 'OPERATIONAL', opening_hours: { open_now: true } })} />);
    expect(pill()).toHaveTextContent('Horario no disponible');
    expect(pill()).toHaveAttribute('data-tone', 'unknown');
  });

  it("today's dated exception closes the place: 'sin corriente hoy'", () => {
    vi.setSystemTime(havanaNov('13:00'));
    const hours: WeeklyHours = { ...SPLIT_DAY, exceptions: [{ date: '2026-11-25', closed: true, note: 'sin corriente hoy' }] };
    render(<BusinessStatus business={guarida({ hours })} />);
    expect(pill()).toHaveTextContent(/^Cerrado · abre mañana a las 12:00/);
    expect(pill()).toHaveTextContent('sin corriente hoy');
  });

  it.each([
    [{ open_now: true }, 'Abierto ahora'],
    [{ open_now: false }, 'Cerrado ahora'],
    [undefined, 'Horario no disponible'],
  ])("a Google place (no hours of ours) falls back to its own open_now: %j → '%s'", (opening_hours, text) => {
    const place: ExternalPlace = { place_id: 'g1', geometry: { location: { lat: 23.1, lng: -82.3 } }, source: 'google', opening_hours };
    render(<BusinessStatus business={place} />);
    expect(pill()).toHaveTextContent(text);
  });

  it('turns by itself at the minute: 15:59 closing soon, 16:00 closed until 19:00', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T15:59:30-05:00'));
    render(<BusinessStatus business={guarida()} />);
    expect(pill()).toHaveTextContent('Cierra pronto · 16:00');
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(pill()).toHaveTextContent('Cerrado · abre hoy a las 19:00');
  });
});

describe('BusinessStatus on a page drawn by the server', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hydrates with the server's minute, then shows the current one (no mismatch when 16:00 passed in between)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const business = guarida();
    const serverNow = new Date('2026-11-25T15:59:40-05:00').getTime();
    vi.setSystemTime(serverNow);
    const page = (
      <RenderHintsContext.Provider value={{ dataSaver: false, now: serverNow }}>
        <BusinessStatus business={business} />
        <OpeningHours business={business} />
      </RenderHintsContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    expect(container.querySelector('.business-status')).toHaveTextContent('Cierra pronto · 16:00');

    // the scripts arrive after 16:00
    vi.setSystemTime(new Date('2026-11-25T16:00:10-05:00'));
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector('.business-status')).toHaveTextContent('Cerrado · abre hoy a las 19:00');
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});

describe("OpeningHours: today is Havana's, whatever the phone's zone", () => {
  // the test process's own zone (node's process.env, not typed in the web's tsconfig)
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
  const zone = env.TZ;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    if (zone === undefined) delete env.TZ;
    else env.TZ = zone;
  });

  it("on a phone set to Tokyo (already Wednesday there), Tuesday 15:00 in Havana shows Tuesday's hours, Tuesday marked", async () => {
    env.TZ = 'Asia/Tokyo';
    vi.setSystemTime(new Date('2026-11-24T15:00:00-05:00')); // Wednesday 05:00 in Tokyo
    const business = makeBusiness({
      hours: { ...WEEK, week: { ...WEEK.week, tue: [{ open: '10:00', close: '18:00' }] } },
    });
    render(<OpeningHours business={business} />);
    expect(screen.getByText('Martes: 10:00–18:00', { selector: '.opening-hours__today span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Ver horario de la semana/ }));
    expect(screen.getByText('Martes: 10:00–18:00', { selector: 'li' })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText('Miércoles: 12:00–23:00', { selector: 'li' })).not.toHaveAttribute('aria-current');
  });

  it("a Google place's weekday_text is read on Havana's day too", () => {
    env.TZ = 'Asia/Tokyo';
    vi.setSystemTime(new Date('2026-11-24T15:00:00-05:00'));
    const place: ExternalPlace = {
      place_id: 'g1',
      geometry: { location: { lat: 23.1, lng: -82.3 } },
      source: 'google',
      opening_hours: { weekday_text: WEEK_HOURS },
    };
    render(<OpeningHours business={place} />);
    expect(screen.getByText('Martes: 12:00–23:00', { selector: '.opening-hours__today span' })).toBeInTheDocument();
  });

  it("today's exception replaces the weekday line: 'Hoy: cerrado (sin corriente hoy)'; coming ones are listed with the week", async () => {
    vi.setSystemTime(havanaNov('09:00'));
    const hours: WeeklyHours = {
      ...SPLIT_DAY,
      exceptions: [
        { date: '2026-12-31', closed: true, note: 'Fin de año' },
        { date: '2026-11-25', closed: true, note: 'sin corriente hoy' },
        { date: '2026-11-01', closed: true, note: undefined },
      ],
    };
    render(<OpeningHours business={guarida({ hours })} />);
    expect(screen.getByText('Hoy: cerrado (sin corriente hoy)', { selector: '.opening-hours__today span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Ver horario de la semana/ }));
    const special = screen.getByRole('list', { name: 'Días con horario especial' });
    expect([...special.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Hoy: cerrado (sin corriente hoy)', '31/12: cerrado (Fin de año)']);
  });

  it("a copy saved before the hours were structured shows its old line for today, and the pill never says open", () => {
    vi.setSystemTime(havanaNov('13:00'));
    const old = makeBusiness({ hours: undefined, opening_hours: { open_now: true, weekday_text: WEEK_HOURS } });
    render(
      <>
        <BusinessStatus business={old} />
        <OpeningHours business={old} />
      </>,
    );
    expect(screen.getByText('Miércoles: 12:00–23:00', { selector: '.opening-hours__today span' })).toBeInTheDocument();
    expect(pill()).toHaveTextContent('Horario no disponible');
  });

  it('shows the seven lines of the structured week, Monday first', async () => {
    vi.setSystemTime(havanaNov('09:00'));
    render(<OpeningHours business={guarida()} />);
    expect(screen.getByText('Miércoles: 12:00–16:00, 19:00–00:00', { selector: '.opening-hours__today span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Ver horario de la semana/ }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toHaveLength(7);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Lunes: 12:00–16:00, 19:00–00:00');
  });
});
