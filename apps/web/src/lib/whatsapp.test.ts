import { describe, expect, it } from 'vitest';
import { env } from '../config/env';
import { businessReservationText, isMobileUserAgent, whatsappLink } from './whatsapp';
import { eventReservationText } from './event-reservation';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('whatsappLink', () => {
  it('keeps only the digits of the phone', () => {
    expect(whatsappLink({ phone: '+53 7 866-9047', text: 'x', userAgent: DESKTOP })).toBe('https://wa.me/5378669047?text=x');
  });

  it('uses the configured number when the business has no phone or no digits in it', () => {
    expect(whatsappLink({ text: 'x', userAgent: DESKTOP })).toBe(`https://wa.me/${env.whatsappPhone}?text=x`);
    expect(whatsappLink({ phone: 'n/a', text: 'x', userAgent: DESKTOP })).toBe(`https://wa.me/${env.whatsappPhone}?text=x`);
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
});
