import { randomBytes } from 'node:crypto';
import { ITINERARY_LIMITS, ITINERARY_MESSAGES, itineraryBodySchema, type Itinerary, type ItineraryPlace, type SharedItinerary, pathMetres, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { StaleWriteError, badRequest, conflict, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import type { ItineraryRecord } from './itineraries.repository';

interface Place {
  _id: string;
  name: string;
  address?: string;
  vicinity?: string;
  location?: { coordinates: [number, number] };
  thumbnails?: string[];
  photos?: string[];
}

function toPlace(b: Place): ItineraryPlace {
  const coordinates = b.location?.coordinates;
  const thumbnail = b.thumbnails?.[0] || b.photos?.[0];
  const address = b.address || b.vicinity;
  return {
    _id: b._id,
    name: b.name,
    ...(address ? { address } : {}),
    ...(coordinates ? { coordinates: [coordinates[0], coordinates[1]] as [number, number] } : {}),
    ...(thumbnail ? { thumbnail } : {}),
  };
}

/** 128 random bits, URL-safe: a read-only link nobody can guess */
const newShareToken = () => randomBytes(16).toString('base64url');

/**
 * Plans for the day (issue 22 §3): a signed-in person's own, private; read-only to anyone with the
 * share link while shared. A stop whose business left the guide is kept and answered with
 * `business: null` (the screens say 'Ya no está en la guía'); the walking distance skips it.
 */
export function createItinerariesService(ctx: Pick<AppContext, 'store'>) {
  const repo = ctx.store.itineraries;

  async function placesOf(records: ItineraryRecord[]): Promise<Map<string, Place>> {
    const ids = [...new Set(records.flatMap((r) => r.stops.map((s) => s.business_id)))];
    const found = ids.length ? ((await ctx.store.businesses.findByIds(ids)) as unknown as Place[]) : [];
    return new Map(found.map((b) => [String(b._id).toLowerCase(), b]));
  }

  function toItinerary(r: ItineraryRecord, places: Map<string, Place>): Itinerary {
    const stops = r.stops.map((s) => {
      const place = places.get(s.business_id);
      return {
        business_id: s.business_id,
        ...(s.time ? { time: s.time } : {}),
        ...(s.note ? { note: s.note } : {}),
        business: place ? toPlace(place) : null,
      };
    });
    const points = stops.flatMap((s) => (s.business?.coordinates ? [{ lat: s.business.coordinates[1], lng: s.business.coordinates[0] }] : []));
    const distance = pathMetres(points);
    return {
      _id: r._id,
      name: r.name,
      date: r.date,
      stops,
      distance_m: Math.round(distance),
      share_token: r.share_token,
      version: r.version,
      updated_at: r.updated_at.toISOString(),
    };
  }

  async function answer(r: ItineraryRecord): Promise<Itinerary> {
    return toItinerary(r, await placesOf([r]));
  }

  /** the plan if it is this person's; someone else's answers 404 like a missing one (never 403: it does not say it exists) */
  async function own(userId: string, id: string): Promise<ItineraryRecord> {
    const r = await repo.findById(id);
    if (!r || r.owner_id !== userId.toLowerCase()) throw notFound(ITINERARY_MESSAGES.notFound);
    return r;
  }

  async function checkedBody(body: unknown) {
    const input = parse(itineraryBodySchema, body ?? {});
    const ids = [...new Set(input.stops.map((s) => s.business_id))];
    if (ids.length) {
      const found = await ctx.store.businesses.findByIds(ids);
      if (found.length !== ids.length) throw badRequest(ITINERARY_MESSAGES.unknownBusinesses);
    }
    return input;
  }

  /** for a PUT: businesses already in the plan may have left the guide; they stay */
  async function checkedUpdate(body: unknown, current: ItineraryRecord) {
    const input = parse(itineraryBodySchema, body ?? {});
    const kept = new Set(current.stops.map((s) => s.business_id));
    const added = [...new Set(input.stops.map((s) => s.business_id))].filter((id) => !kept.has(id));
    if (added.length) {
      const found = await ctx.store.businesses.findByIds(added);
      if (found.length !== added.length) throw badRequest(ITINERARY_MESSAGES.unknownBusinesses);
    }
    return input;
  }

  async function saved(update: Promise<ItineraryRecord | null>): Promise<ItineraryRecord> {
    try {
      const r = await update;
      if (!r) throw notFound(ITINERARY_MESSAGES.notFound);
      return r;
    } catch (err) {
      if (err instanceof StaleWriteError) throw conflict(API_MSG.staleWrite);
      throw err;
    }
  }

  return {
    async list(userId: string): Promise<Itinerary[]> {
      const records = await repo.listByOwner(userId);
      const places = await placesOf(records);
      return records.map((r) => toItinerary(r, places));
    },

    async get(userId: string, id: string): Promise<Itinerary> {
      return answer(await own(userId, id));
    },

    async create(userId: string, body: unknown): Promise<Itinerary> {
      const input = await checkedBody(body);
      if ((await repo.countByOwner(userId)) >= ITINERARY_LIMITS.perPerson) throw badRequest(ITINERARY_MESSAGES.tooManyPlans);
      return answer(await repo.create({ owner_id: userId, name: input.name, date: input.date ?? null, stops: input.stops }));
    },

    async update(userId: string, id: string, body: unknown): Promise<Itinerary> {
      const current = await own(userId, id);
      const input = await checkedUpdate(body, current);
      const r = await saved(repo.update(current._id, { name: input.name, date: input.date ?? null, stops: input.stops }, input.version ?? current.version));
      return answer(r);
    },

    async remove(userId: string, id: string): Promise<void> {
      const current = await own(userId, id);
      await repo.delete(current._id);
    },

    /** share: the link's token (the same one while it stays shared) */
    async share(userId: string, id: string): Promise<Itinerary> {
      const current = await own(userId, id);
      if (current.share_token) return answer(current);
      return answer(await saved(repo.update(current._id, { share_token: newShareToken() }, current.version)));
    },

    /** stop sharing: the old link answers 404 from now on */
    async unshare(userId: string, id: string): Promise<Itinerary> {
      const current = await own(userId, id);
      if (!current.share_token) return answer(current);
      return answer(await saved(repo.update(current._id, { share_token: null }, current.version)));
    },

    /** what anyone with the link reads: no owner, no token, no version */
    async shared(token: string): Promise<SharedItinerary> {
      const r = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await repo.findByShareToken(token) : null;
      if (!r) throw notFound(ITINERARY_MESSAGES.notFound);
      const { share_token: _token, version: _version, ...visible } = await answer(r);
      return visible;
    },
  };
}
