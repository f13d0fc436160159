import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { businessReservationText, guideWhatsappLink, isMobileUserAgent, whatsappLink } from './whatsapp';
import { eventBooking, eventInquiryText, eventReservationText } from './event-reservation';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('whatsappLink', () => {
  it('keeps only the digits of the phone', () => {
    expect(whatsappLink({ phone: '+53 7 866-9047', text: 'x', userAgent: DESKTOP })).toBe('https://wa.me/5378669047?text=x');
  });

  it("never falls back to the guide's number: without digits the link names no one and the person picks the chat (issue 20 §6)", () => {
    expect(whatsappLink({ text: 'x', userAgent: DESKTOP })).toBe('https://wa.me/?text=x');
    expect(whatsappLink({ phone: 'n/a', text: 'x', userAgent: DESKTOP })).toBe('https://wa.me/?text=x');
    expect(whatsappLink({ phone: '', text: 'x', userAgent: ANDROID })).toBe('whatsapp://send?text=x');
  });

  it("writes to Guía Cuba's configured number only when asked to", () => {
    expect(guideWhatsappLink('x', DESKTOP)).toBe(`https://wa.me/${env.whatsappPhone}?text=x`);
    expect(env.whatsappPhone).toMatch(/^\d+$/);
  });

  it('opens the app link on Android and iOS and the web chat elsewhere', () => {
    expect(whatsappLink({ phone: '5355', text: 'x', userAgent: ANDROID })).toBe('whatsapp://send?phone=5355&text=x');
    expect(whatsappLink({ phone: '5355', text: 'x', userAgent: IPHONE })).toBe('whatsapp://send?phone=5355&text=x');
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it('URL-encodes the message, accents, quotes and ampersands included', () => {
    const url = whatsappLink({ phone: '1', text: 'Café & "Jazz" el día 5?', userAgent: DESKTOP });
    expect(url).toBe('https://wa.me/1?text=Caf%C3%A9%20%26%20%22Jazz%22%20el%20d%C3%ADa%205%3F');
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toBe('Café & "Jazz" el día 5?');
  });
});

describe('reservation messages', () => {
  it("name the business, and the event with its start in Cuba's time, said so", () => {
    expect(businessReservationText('La Guarida')).toContain('La Guarida');
    // 21:00 in Havana (UTC−5 in December), whatever the phone's zone
    expect(eventReservationText('Noche de Jazz', '2026-12-06T02:00:00.000Z')).toContain('"Noche de Jazz" del 05/12/2026, 21:00 (hora de Cuba)');
    expect(eventReservationText('Noche de Jazz')).toBe('Hola, quiero reservar para el evento "Noche de Jazz". ¿Tienen disponibilidad?');
    expect(eventReservationText('Noche de Jazz', 'no es una fecha')).not.toContain(' del ');
  });

  it('the question to Guía Cuba is worded to Guía Cuba, with the date in Cuba\'s time', () => {
    expect(eventInquiryText('Gala de ballet', '2026-12-06T01:00:00.000Z')).toBe(
      'Hola, Guía Cuba: me interesa el evento «Gala de ballet» del 05/12/2026, 20:00 (hora de Cuba). ¿Cómo puedo reservar?',
    );
    expect(eventInquiryText('Gala de ballet')).toBe('Hola, Guía Cuba: me interesa el evento «Gala de ballet». ¿Cómo puedo reservar?');
  });
});

describe("an event's WhatsApp button (issue 20 §6)", () => {
  const venue = { _id: '6650f0c2a1b2c3d4e5f6a001', name: 'Fábrica de Arte Cubano', phone: '+53 7 838 2260' };

  it("'¡Reserva ya!' to the venue the API names, at its own number, worded to the venue", () => {
    const b = eventBooking({ reservation_venue: venue }, 'Noche de salsa', '2030-06-02T01:00:00.000Z');
    expect(b).toMatchObject({ kind: 'venue', label: '¡Reserva ya!', note: 'Reservas con Fábrica de Arte Cubano', phone: '5378382260', venueId: venue._id });
    expect(b.text).toContain('quiero reservar para el evento "Noche de salsa"');
  });

  it("without a venue that takes reservations (or with the guide's number as the venue's), 'Consultar por WhatsApp' to Guía Cuba, never worded to a venue", () => {
    for (const event of [{}, { reservation_venue: null }, { reservation_venue: { ...venue, phone: '' } }, { reservation_venue: { ...venue, phone: '+53 7 860 0000' } }]) {
      const b = eventBooking(event, 'Gala de ballet', '2030-06-02T00:00:00.000Z');
      expect(b).toMatchObject({ kind: 'ask', label: 'Consultar por WhatsApp', note: 'Te responde Guía Cuba', phone: env.whatsappPhone });
      expect(b.text).toMatch(/^Hola, Guía Cuba: /);
      expect(b.text).not.toContain('¿Tienen disponibilidad?');
    }
  });
});
