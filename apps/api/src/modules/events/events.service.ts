import { EVENT_MESSAGES, UPLOAD_MAX_FILES, eventBusinessIdsSchema, eventExistingImagesSchema, eventFormFieldsSchema, takesReservations, versionFieldSchema, type Event, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { StaleWriteError, badRequest, notFound } from '../../shared/errors';
import { removeImages, saveImages } from '../../shared/uploads';
import { removeUnusedFiles } from '../../shared/files';
import { parse } from '../../shared/validate';
import type { EventRecord } from './events.repository';

/** The API shape (spec §3): ISO dates, images with their thumbnails, business ids. */
export function toEvent(e: EventRecord): Event {
  return {
    _id: e._id,
    title: e.title,
    description: e.description,
    ...(e.description_en ? { description_en: e.description_en } : {}),
    start_date: e.start_date.toISOString(),
    end_date: e.end_date.toISOString(),
    images: [...e.images],
    thumbnails: e.images.map((img, i) => e.thumbnails[i] || img),
    business_ids: [...e.business_ids],
    version: e.version,
  };
}

/**
 * A list field that arrives as JSON text in a multipart form (or as an array in a JSON body).
 * Absent → undefined; blank text → []; anything else must decode to what `schema` accepts.
 */
function jsonList<T>(value: unknown, schema: { safeParse(v: unknown): { success: boolean; data?: T } }, message: string): T | undefined {
  if (value === undefined || value === null) return undefined;
  let decoded: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [] as T;
    try {
      decoded = JSON.parse(value);
    } catch {
      throw badRequest(message);
    }
  }
  const result = schema.safeParse(decoded);
  if (!result.success) throw badRequest(message);
  return result.data as T;
}

type Body = Record<string, unknown>;

/** Event rules (spec §5): description and both dates required, start before end, known businesses, ≤ 12 images. */
export function createEventsService(ctx: Pick<AppContext, 'store' | 'storage'>) {
  const repo = ctx.store.events;

  async function get(id: string): Promise<EventRecord> {
    const e = await repo.findById(id);
    if (!e) throw notFound(EVENT_MESSAGES.notFound);
    return e;
  }

  async function knownBusinessIds(value: unknown): Promise<string[] | undefined> {
    const ids = jsonList<string[]>(value, eventBusinessIdsSchema, EVENT_MESSAGES.invalidBusinessIds);
    if (ids === undefined) return undefined;
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique.length === 0) return [];
    const found = await ctx.store.businesses.findByIds(unique);
    const foundIds = new Set(found.map((b: { _id: string }) => String(b._id).toLowerCase()));
    if (unique.some((id) => !foundIds.has(id))) throw badRequest(EVENT_MESSAGES.unknownBusinesses);
    return unique;
  }

  /**
   * The events with their reserving venue (issue 20 §6): the first of each one's businesses, in
   * business_ids order, that takes reservations at its own number. One read for all the events.
   */
  async function withVenues(records: EventRecord[]): Promise<Event[]> {
    const ids = [...new Set(records.flatMap((e) => e.business_ids))];
    const found = ids.length > 0 ? await ctx.store.businesses.findByIds(ids) : [];
    const byId = new Map(found.map((b) => [String(b._id).toLowerCase(), b]));
    return records.map((e) => {
      const out = toEvent(e);
      const venue = e.business_ids.map((id) => byId.get(id.toLowerCase())).find((b) => b && takesReservations(b));
      if (venue) out.reservation_venue = { _id: String(venue._id), name: venue.name, phone: venue.phone ?? '' };
      return out;
    });
  }

  return {
    async list(opts: { upcoming?: boolean } = {}): Promise<Event[]> {
      const records = await repo.list(opts.upcoming ? { endingAfter: new Date() } : {});
      return withVenues(records);
    },

    async get(id: string): Promise<Event> {
      return (await withVenues([await get(id)]))[0]!;
    },

    async create(body: Body, files: Express.Multer.File[]): Promise<Event> {
      const fields = parse(eventFormFieldsSchema, body);
      const business_ids = (await knownBusinessIds(body.business_ids)) ?? [];
      if (files.length > UPLOAD_MAX_FILES) throw badRequest(API_MSG.tooManyFiles);
      const saved = await saveImages(ctx, files);
      try {
        const record = await repo.create({
          title: fields.title,
          description: fields.description,
          ...(fields.description_en ? { description_en: fields.description_en } : {}),
          start_date: new Date(fields.start_time),
          end_date: new Date(fields.end_time),
          images: saved.map((s) => s.url),
          thumbnails: saved.map((s) => s.thumbnail),
          business_ids,
        });
        return toEvent(record);
      } catch (err) {
        await removeImages(ctx, saved.flatMap((s) => [s.url, s.thumbnail]));
        throw err;
      }
    },

    /**
     * The same form as create. `existing_images` (JSON array text) lists the current image URLs
     * to keep, in the order wanted; absent keeps them all. Dropped images leave storage; new ones
     * are appended. An absent title or business_ids keeps the current value.
     *
     * Optimistic concurrency (issue 9 §2): the write names the `version` the form was loaded with
     * (or, from older clients that send none, the one read here); a record that moved on in between
     * answers 409 API_MSG.staleWrite and changes nothing. New uploads leave storage again when the
     * write fails; dropped images only after it succeeded, and only when no other record shows them.
     */
    async update(id: string, body: Body, files: Express.Multer.File[]): Promise<Event> {
      const current = await get(id);
      const fields = parse(eventFormFieldsSchema, body);
      const expectedVersion = parse(versionFieldSchema, body.version) ?? current.version;
      if (expectedVersion !== current.version) throw new StaleWriteError();
      const business_ids = await knownBusinessIds(body.business_ids);
      const wanted = jsonList<string[]>(body.existing_images, eventExistingImagesSchema, EVENT_MESSAGES.invalidExistingImages);

      const thumbOf = new Map(current.images.map((img, i) => [img, current.thumbnails[i] ?? ''] as const));
      const kept = wanted === undefined ? [...current.images] : [...new Set(wanted)].filter((url) => thumbOf.has(url));
      if (kept.length + files.length > UPLOAD_MAX_FILES) throw badRequest(API_MSG.tooManyFiles);

      const saved = await saveImages(ctx, files);
      let updated: EventRecord | null;
      try {
        updated = await repo.update(current._id, {
          title: body.title === undefined ? current.title : fields.title,
          description: fields.description,
          // issue 22 §1: absent keeps it, blank clears it
          description_en: fields.description_en === undefined ? undefined : fields.description_en || null,
          start_date: new Date(fields.start_time),
          end_date: new Date(fields.end_time),
          images: [...kept, ...saved.map((s) => s.url)],
          thumbnails: [...kept.map((url) => thumbOf.get(url) ?? ''), ...saved.map((s) => s.thumbnail)],
          business_ids: business_ids ?? current.business_ids,
        }, expectedVersion);
      } catch (err) {
        await removeImages(ctx, saved.flatMap((s) => [s.url, s.thumbnail]));
        throw err;
      }
      if (!updated) {
        await removeImages(ctx, saved.flatMap((s) => [s.url, s.thumbnail]));
        throw notFound(EVENT_MESSAGES.notFound);
      }
      const stillUsed = new Set([...updated.images, ...updated.thumbnails]);
      const dropped = current.images.flatMap((url) => [url, thumbOf.get(url)]).filter((u) => u && !stillUsed.has(u));
      await removeUnusedFiles(ctx, dropped, { eventId: updated._id });
      return toEvent(updated);
    },

    async remove(id: string): Promise<void> {
      const current = await get(id);
      if (!(await repo.delete(current._id))) throw notFound(EVENT_MESSAGES.notFound);
      await removeUnusedFiles(ctx, [...current.images, ...current.thumbnails], { eventId: current._id });
    },
  };
}
