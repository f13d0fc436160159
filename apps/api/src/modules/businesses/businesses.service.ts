import { BUSINESS_MESSAGES, ELITE_LIST_CAP, UPLOAD_MAX_FILES, businessIdsQuerySchema, businessListQuerySchema, cubaClock, idParamsSchema, type Business, type BusinessListPage, type CounterResponse, ADMIN_MSG, API_MSG } from '@guia/contracts';
import type { AppContext } from '../../context';
import { StaleWriteError, badRequest, notFound } from '../../shared/errors';
import { parse } from '../../shared/validate';
import { removeUnusedFiles } from '../../shared/files';
import type { BusinessPatch, BusinessRecord, NewBusiness } from './businesses.repository';
import { toBusiness, toListItem } from './businesses.mapping';
import { parseForm } from './businesses.form';
import { assertOwnUploads, photoLists, removeLeftovers, storeFiles, type BusinessFiles } from './businesses.files';
import { createNearbySearch } from './businesses.nearby';
import { withTodayStatus } from '../status/status.repository';
import { createCounters, type CounterKind } from './businesses.counters';

/**
 * The businesses' rules (spec §7), composed from the module's parts:
 *   businesses.mapping.ts       records → the API's shapes (Business, the admin row, nearby)
 *   businesses.form.ts          the admin's form (multipart or JSON) → the record's patch
 *   businesses.files.ts         uploads of a create/update, and a failed write's clean-up
 *   businesses.nearby.ts        GET /nearby and GET /search (category synonyms, open now)
 *   businesses.google-merge.ts  Google's places beside the own ones
 *   businesses.osm-merge.ts     OpenStreetMap's places beside the own ones
 *   businesses.counters.ts      visits and reservations, once per client and hour
 * Reads, writes and deletes of one business are here.
 */

// what the routes, reviews.service.ts and the tests import from here
export { NEARBY_LIMIT } from './businesses.nearby';
export { createNearbyJson, toBusiness, toNearbyBusiness } from './businesses.mapping';
export type { BusinessFiles } from './businesses.files';

/** At most this many promoted businesses in one answer, best rated first (issue 17 §11: bounded). */
export const PROMOTED_LIMIT = 50;

function checkId(id: unknown): string {
  return parse(idParamsSchema, { id }).id.toLowerCase();
}

export function createBusinessesService(ctx: AppContext) {
  const repo = ctx.store.businesses;

  async function mustFind(id: string): Promise<BusinessRecord> {
    const b = await repo.findById(checkId(id));
    if (!b) throw notFound(BUSINESS_MESSAGES.notFound);
    return b;
  }

  const { nearbyJson, nearbyAnswer, search } = createNearbySearch(ctx);
  const counters = createCounters(ctx, mustFind);

  return {
    /**
     * GET /business/ (admins only, issue 17 §11): a page of the admin list, LIST_FIELDS only, and
     * the total; `hours.unparsed` flags hours the migration could not read.
     */
    async listPage(query: unknown): Promise<BusinessListPage> {
      const { page, limit } = parse(businessListQuerySchema, query);
      const { items, total } = await repo.listPage({ offset: (page - 1) * limit, limit });
      const clock = cubaClock(new Date());
      return {
        items: items.map((r) => toListItem(r, clock)),
        total,
        page,
        limit,
      };
    },

    /**
     * GET /business?ids=… (public, issue 17 §11): the known ones among the ids, in the order asked
     * (repeats once), as GET /business/{id} answers each — the profile's favourites in one request.
     */
    async byIds(query: unknown): Promise<Business[]> {
      const { ids } = parse(businessIdsQuerySchema, query);
      const clock = cubaClock(new Date());
      const found = new Map((await repo.findByIds(ids)).map((b) => [b._id, b]));
      const seen = new Set<string>();
      return ids.flatMap((id) => {
        const b = found.get(id);
        if (!b || seen.has(id)) return [];
        seen.add(id);
        return [toBusiness(b, undefined, clock)];
      });
    },

    async promoted(): Promise<Business[]> {
      const clock = cubaClock(new Date());
      return (await repo.promoted(PROMOTED_LIMIT)).map((b) => toBusiness(b, undefined, clock));
    },

    async elite(): Promise<Business[]> {
      const clock = cubaClock(new Date());
      return (await repo.elite(ELITE_LIST_CAP)).map((b) => toBusiness(b, undefined, clock));
    },

    async get(id: string): Promise<Business> {
      const clock = cubaClock(new Date());
      return toBusiness((await withTodayStatus(ctx.store, [await mustFind(id)], clock))[0]!, undefined, clock);
    },

    nearbyJson,
    nearbyAnswer,
    search,

    async create(body: Record<string, unknown>, files: BusinessFiles): Promise<Business> {
      const { patch, keptPhotos = [] } = parseForm(body, null);
      assertOwnUploads(keptPhotos, []);
      if (keptPhotos.length + files.photos.length > UPLOAD_MAX_FILES) throw badRequest(API_MSG.tooManyFiles);
      const saved = await storeFiles(ctx, files);
      const lists = photoLists(keptPhotos, null, saved.photos);
      const input: NewBusiness = {
        categories: [],
        types: [],
        location: { type: 'Point', coordinates: [0, 0] },
        rating: 0,
        user_ratings_total: 0,
        paid_plan: 'BASIC',
        paid_promo: false,
        ...(Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as BusinessPatch),
        name: patch.name!,
        ...lists,
        ...(saved.icon ? { icon: saved.icon } : {}),
      };
      try {
        return toBusiness(await repo.create(input));
      } catch (err) {
        await removeLeftovers(ctx, [...lists.photos, ...lists.thumbnails, saved.icon].filter((u) => !keptPhotos.includes(u ?? '')));
        throw err;
      }
    },

    /**
     * Optimistic concurrency (issue 9 §2): the write names the version the form was loaded with
     * (`version`), or, from older clients that send none, the one read here; a record that moved on
     * in between answers 409 API_MSG.staleWrite and changes nothing. Files: the new uploads leave
     * storage again when the write fails; the dropped ones only after it succeeded, and only when
     * no other record shows them.
     */
    async update(id: string, body: Record<string, unknown>, files: BusinessFiles): Promise<Business> {
      const current = await mustFind(id);
      const { fields, patch, keptPhotos } = parseForm(body, current);
      const expectedVersion = fields.version ?? current.version;
      if (expectedVersion !== current.version) throw new StaleWriteError();
      const kept = keptPhotos ?? current.photos;
      assertOwnUploads(kept, current.photos);
      if (kept.length + files.photos.length > UPLOAD_MAX_FILES) throw badRequest(API_MSG.tooManyFiles);
      const saved = await storeFiles(ctx, files);
      const newFiles = [...saved.photos.flatMap((p) => [p.url, p.thumbnail]), saved.icon];
      const lists = photoLists(kept, current, saved.photos);
      const full: BusinessPatch = { ...patch, ...lists };
      if (saved.icon) full.icon = saved.icon;
      let updated: BusinessRecord | null;
      try {
        updated = await repo.update(current._id, full, expectedVersion);
      } catch (err) {
        await removeLeftovers(ctx, newFiles);
        throw err;
      }
      if (!updated) {
        await removeLeftovers(ctx, newFiles);
        throw notFound(BUSINESS_MESSAGES.notFound);
      }
      // files no longer referenced: dropped photos (and their thumbnails) and a replaced icon
      const stillUsed = new Set([...updated.photos, ...updated.thumbnails, updated.icon]);
      const dropped = [...current.photos, ...current.thumbnails, current.icon].filter((u) => u && !stillUsed.has(u));
      await removeUnusedFiles(ctx, dropped, { businessId: updated._id });
      return toBusiness(updated);
    },

    /**
     * Issue 10 §5: the business leaves favourites, events and reviews first (idempotent), then is
     * deleted, then the pulls run again (a favourite or event that named it in between). A
     * failure half way answers an error and a second DELETE finishes the job: the pulls run even
     * when the business is already gone (that DELETE then answers 404), so nothing dangles.
     */
    async remove(id: string): Promise<{ message: string; _id: string }> {
      const businessId = checkId(id);
      const pullEverywhere = () =>
        Promise.all([
          ctx.store.users.removeFavoriteEverywhere(businessId),
          ctx.store.events.removeBusinessEverywhere(businessId),
          ctx.store.reviews.removeByBusiness(businessId),
        ]);
      await pullEverywhere();
      const deleted = await repo.delete(businessId);
      if (!deleted) throw notFound(BUSINESS_MESSAGES.notFound);
      await pullEverywhere();
      // its weekly figures (issue 21 §6) go with it
      await ctx.store.weeklyStats.removeByBusiness(businessId);
      // with the photos its change log could have brought back (issue 21 §1): nothing can be undone on it now
      const logged = await ctx.store.changes.filesOfBusiness(deleted._id);
      await removeUnusedFiles(ctx, [...deleted.photos, ...deleted.thumbnails, deleted.icon, ...logged], { businessId: deleted._id, businessGone: true });
      return { message: ADMIN_MSG.businessDeleted, _id: deleted._id };
    },

    /** +1 once per client, business and hour (businesses.counters.ts). */
    async count(kind: CounterKind, id: string, client: { ip: string; userId?: string }): Promise<CounterResponse> {
      return counters.count(kind, checkId(id), client);
    },
  };
}

export type BusinessesService = ReturnType<typeof createBusinessesService>;
