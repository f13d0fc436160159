import { useId, useState, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API, CAROUSEL_INTERVAL_MS, MSG, type Event, type Lang } from '@guia/contracts';
import { Carousel } from '../../components/carousel/carousel';
import { upcomingEventsQuery } from '../../lib/api/public-lists';
import { PLACEHOLDER_IMAGE, descriptionText, thumbnailOf } from '../../lib/business-info';
import { formatDateTime } from '../../lib/format';
import { useHydrated } from '../../lib/render-hints';
import { CubaTimeNote } from '../../components/cuba-time-note';
import { openWhatsapp, whatsappLink } from '../../lib/whatsapp';
import { eventBooking } from '../../lib/event-reservation';
import { countReservation } from '../../lib/api/business';
import { CalendarIcon, WhatsappLineIcon } from '../../components/icons/home-icons';
import { EventsFrame, ListLoading } from './home-section';
import { useHomeText } from './home-text';
import { OriginalText } from '../../components/original-text/original-text';
import { useMsg } from '../../lib/i18n/messages';
import { useLang } from '../../lib/i18n/lang';
import { useContactText } from '../../lib/contact-text';
import { useLogError } from './use-log-error';
import { env } from '../../config/env';
import { inWindow, type EventWindow } from '../../lib/event-windows';
import { Photo } from '../../components/data-saver/photo';
import { photoSourcesOf } from '../../lib/photo-sources';

/** An event as it may arrive (spec §3: any field may be missing; start_time/end_time are older names). */
export type HomeEvent = Partial<Event> & { start_time?: string; end_time?: string };

export const eventTitle = (event: HomeEvent, fallback: string = MSG.fallbackEventTitle) => (event.title?.trim() ? event.title : fallback);

const startOf = (event: HomeEvent) => event.start_date ?? event.start_time;
const endOf = (event: HomeEvent) => event.end_date ?? event.end_time;

/** Start and end of an event in Cuba's time, in the page's language (the same on the server and on any phone), null when missing or not a date. */
export function eventDates(event: HomeEvent, lang?: Lang): { start: string | null; end: string | null } {
  const start = startOf(event);
  const end = endOf(event);
  return { start: start ? formatDateTime(start, lang) : null, end: end ? formatDateTime(end, lang) : null };
}

/** The card's picture: the carousel's width on phones, its left part (0.9 : 1) from 600 px. */
const EVENT_PHOTO_SIZES = '(max-width: 599px) calc(100vw - 2rem), (max-width: 1280px) 45vw, 560px';

function EventCard({ event, eager }: { event: HomeEvent; eager: boolean }) {
  const text = useHomeText();
  const msg = useMsg();
  const lang = useLang();
  const { eventBooking: bookingText } = useContactText();
  const title = eventTitle(event, msg.fallbackEventTitle);
  const whoId = useId();
  // Cuba's time everywhere; the web chat link on the server and while hydrating (the page must
  // match), then, on a phone, the app's link
  const hydrated = useHydrated();
  const { start, end } = eventDates(event, lang);
  const image = thumbnailOf({ photos: event.images, thumbnails: event.thumbnails });
  // issue 20 §6: '¡Reserva ya!' to the venue when one takes reservations at its own number,
  // else 'Consultar por WhatsApp' to Guía Cuba, worded to Guía Cuba
  const booking = eventBooking(event, title, startOf(event), bookingText);
  const link = whatsappLink({ phone: booking.phone, text: booking.text, userAgent: hydrated ? undefined : '' });
  const reserve = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented) return;
    e.preventDefault();
    // only a real reservation is counted, at the venue it goes to (a failure is only logged)
    if (booking.kind === 'venue') countReservation(booking.venueId).catch((error: unknown) => console.error('No se pudo registrar la reserva:', error));
    openWhatsapp(link);
  };
  return (
    <article className="event-card">
      <Photo
        className="event-card__image"
        src={image}
        srcSet={photoSourcesOf(event).srcSet}
        sizes={EVENT_PHOTO_SIZES}
        alt={image === PLACEHOLDER_IMAGE ? '' : title}
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        // the first event's picture opens the page: its largest picture on phones and desktops
        fetchPriority={eager ? 'high' : undefined}
      />
      <div className="event-card__body">
        <h3 className="event-card__title">{title}</h3>
        {start && (
          <p className="event-card__dates">
            <CalendarIcon />
            <span>
              {start}
              {end && end !== start ? ` – ${end}` : ''}
            </span>
          </p>
        )}
        <OriginalText className="event-card__description" en={event.description_en}>{descriptionText(event.description, msg)}</OriginalText>
        <div className="event-card__booking">
          <a
            className="btn btn--primary event-card__reserve"
            href={link}
            target={link.startsWith('whatsapp:') ? undefined : '_blank'}
            rel="noopener noreferrer"
            onClick={reserve}
            aria-describedby={whoId}
          >
            <WhatsappLineIcon />
            {booking.label}
          </a>
          <p id={whoId} className="event-card__who">
            {booking.note}
          </p>
        </div>
        {event._id && (
          // an .ics file the phone's calendar opens (issue 22 §4), in Cuba's time with its zone
          <a className="event-card__calendar" href={`${env.apiBase}/events/${encodeURIComponent(event._id)}/calendar.ics`} download>
            <CalendarIcon />
            {text.addToCalendar}
          </a>
        )}
      </div>
    </article>
  );
}


/**
 * 'Eventos destacados' (spec §2, §4): upcoming events in the shared carousel, 8 s per slide, with
 * 'Esta noche' and 'Este fin de semana' in Cuba's time (issue 22 §4), each event's 'Añadir al
 * calendario' and the feed a calendar app subscribes to.
 */
export function EventsSection() {
  const text = useHomeText();
  const msg = useMsg();
  const WINDOWS: { kind: EventWindow; label: string; empty: string }[] = [
    { kind: 'all', label: text.eventsAll, empty: msg.noEvents },
    { kind: 'tonight', label: text.eventsTonight, empty: text.noEventsTonight },
    { kind: 'weekend', label: text.eventsWeekend, empty: text.noEventsWeekend },
  ];
  const { data, isPending, error } = useQuery(upcomingEventsQuery());
  // Spec §8: a failure is only logged; the section then has no events to show.
  useLogError(error, msg.eventsListError);
  const [when, setWhen] = useState<EventWindow>('all');
  const hydrated = useHydrated();
  const all: HomeEvent[] = data ?? [];
  const events = inWindow(all, when, new Date(), (e) => ({ start: startOf(e), end: endOf(e) }));
  const chosen = WINDOWS.find((w) => w.kind === when)!;
  // webcal:// makes phones and calendar apps subscribe; the server draws the https address
  const feed = hydrated ? `webcal://${globalThis.location?.host ?? ''}${API.eventsFeed.path}` : API.eventsFeed.path;

  return (
    <EventsFrame>
      {/* under the heading: it appears after hydration (only where the phone's clock differs), and a
          person who has scrolled past it keeps their place (the browser anchors what is below) */}
      {all.length > 0 && <CubaTimeNote at={all.flatMap((e) => [startOf(e), endOf(e)])} />}
      {all.length > 0 && (
        <div className="events-when" role="group" aria-label={text.eventsWhen}>
          {WINDOWS.map((w) => (
            <button key={w.kind} type="button" className="events-when__chip" aria-pressed={when === w.kind} onClick={() => setWhen(w.kind)}>
              {w.label}
            </button>
          ))}
        </div>
      )}
      {isPending ? (
        <ListLoading text={msg.loadingEvents} variant="wide" />
      ) : events.length === 0 ? (
        <p className="home-empty" role={when === 'all' ? undefined : 'status'}>
          {chosen.empty}
        </p>
      ) : (
        <Carousel
          className="events-carousel"
          label={text.eventsCarousel}
          count={events.length}
          intervalMs={CAROUSEL_INTERVAL_MS}
          key={when}
          renderSlide={(i) => <EventCard event={events[i]} eager={i === 0} />}
        />
      )}
      {all.length > 0 && (
        <p className="events-feed">
          <a href={feed}>{text.subscribeCalendar}</a>
        </p>
      )}
    </EventsFrame>
  );
}
