import type { MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CAROUSEL_INTERVAL_MS, MSG, type Event } from '@guia/contracts';
import { Carousel } from '../../components/carousel/carousel';
import { upcomingEventsQuery } from '../../lib/api/public-lists';
import { PLACEHOLDER_IMAGE, descriptionText, thumbnailOf } from '../../lib/business-info';
import { formatDateTime } from '../../lib/format';
import { useHydrated } from '../../lib/render-hints';
import { CubaTimeNote } from '../../components/cuba-time-note';
import { openWhatsapp, whatsappLink } from '../../lib/whatsapp';
import { eventReservationText } from '../../lib/event-reservation';
import { CalendarIcon, WhatsappIcon } from './home-icons';
import { EventsFrame, ListLoading } from './home-section';
import { HOME_TEXT } from './home-text';
import { useLogError } from './use-log-error';
import { Photo } from '../../components/data-saver/photo';
import { photoSourcesOf } from '../../lib/photo-sources';

/** An event as it may arrive (spec §3: any field may be missing; start_time/end_time are older names). */
export type HomeEvent = Partial<Event> & { start_time?: string; end_time?: string };

export const eventTitle = (event: HomeEvent) => (event.title?.trim() ? event.title : MSG.fallbackEventTitle);

const startOf = (event: HomeEvent) => event.start_date ?? event.start_time;
const endOf = (event: HomeEvent) => event.end_date ?? event.end_time;

/** es-ES start and end of an event in Cuba's time (the same on the server and on any phone), null when missing or not a date. */
export function eventDates(event: HomeEvent): { start: string | null; end: string | null } {
  const start = startOf(event);
  const end = endOf(event);
  return { start: start ? formatDateTime(start) : null, end: end ? formatDateTime(end) : null };
}

/** The card's picture: the carousel's width on phones, its left part (0.9 : 1) from 600 px. */
const EVENT_PHOTO_SIZES = '(max-width: 599px) calc(100vw - 2rem), (max-width: 1280px) 45vw, 560px';

function EventCard({ event, eager }: { event: HomeEvent; eager: boolean }) {
  const title = eventTitle(event);
  // Cuba's time everywhere; the web chat link on the server and while hydrating (the page must
  // match), then, on a phone, the app's link
  const hydrated = useHydrated();
  const { start, end } = eventDates(event);
  const image = thumbnailOf({ photos: event.images, thumbnails: event.thumbnails });
  const link = whatsappLink({ text: eventReservationText(title, startOf(event)), userAgent: hydrated ? undefined : '' });
  const reserve = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented) return;
    e.preventDefault();
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
        <p className="event-card__description">{descriptionText(event.description)}</p>
        <a
          className="btn btn--primary event-card__reserve"
          href={link}
          target={link.startsWith('whatsapp:') ? undefined : '_blank'}
          rel="noopener noreferrer"
          onClick={reserve}
        >
          <WhatsappIcon />
          {HOME_TEXT.reserve}
        </a>
      </div>
    </article>
  );
}

/** 'Eventos Destacados' (spec §2, §4): upcoming events in the shared carousel, 8 s per slide. */
export function EventsSection() {
  const { data, isPending, error } = useQuery(upcomingEventsQuery());
  // Spec §8: a failure is only logged; the section then has no events to show.
  useLogError(error, MSG.eventsListError);
  const events: HomeEvent[] = data ?? [];

  return (
    <EventsFrame>
      {isPending ? (
        <ListLoading text={MSG.loadingEvents} variant="wide" />
      ) : events.length === 0 ? (
        <p className="home-empty">{MSG.noEvents}</p>
      ) : (
        <Carousel
          className="events-carousel"
          label={HOME_TEXT.eventsCarousel}
          count={events.length}
          intervalMs={CAROUSEL_INTERVAL_MS}
          renderSlide={(i) => <EventCard event={events[i]} eager={i === 0} />}
        />
      )}
      {/* under the carousel: appearing after hydration, it moves nothing already on screen */}
      {events.length > 0 && <CubaTimeNote at={events.flatMap((e) => [startOf(e), endOf(e)])} />}
    </EventsFrame>
  );
}
