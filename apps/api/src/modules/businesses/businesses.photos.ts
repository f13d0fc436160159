import { Router, type Request } from 'express';
import {
  API,
  BUSINESS_MESSAGES,
  OWNER_PHOTO_LIMITS,
  OWNER_PHOTO_MESSAGES,
  ROLES,
  idParamsSchema,
  ownerPhotoRemoveQuerySchema,
  ownerPhotosAddFieldsSchema,
  ownerPhotosOrderBodySchema,
  type OwnerPhotos,
} from '@guia/contracts';
import type { AppContext } from '../../context';
import { requireOwnerOrAdmin } from '../../shared/auth';
import { StaleWriteError, badRequest, notFound } from '../../shared/errors';
import { removeUnusedFiles } from '../../shared/files';
import { route } from '../../shared/route';
import { imageUpload, saveImages, uploadedFiles } from '../../shared/uploads';
import { parse } from '../../shared/validate';
import { removeLeftovers } from './businesses.files';
import type { BusinessRecord } from './businesses.repository';

/** The photo lists as the change log records them (kind 'photos'). */
export interface PhotoLists {
  photos: string[];
  thumbnails: string[];
}

const listsOf = (r: Pick<BusinessRecord, 'photos' | 'thumbnails'>): PhotoLists => ({
  photos: [...r.photos],
  thumbnails: r.photos.map((p, i) => r.thumbnails[i] || p),
});

const answerOf = (r: BusinessRecord): OwnerPhotos => ({ ...listsOf(r), version: r.version });

const objectOf = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

type Who = { userId: string; roleId: number };

/**
 * The photos of a page, by its owner or an admin (issue 21 §1): add (multipart `photos`, through
 * shared/uploads: content sniffing, size and count limits, a WebP thumbnail each), remove one, put
 * them in order. At most OWNER_PHOTO_LIMITS.max photos (the admin form's limit). Each write names
 * the version read (a stale one → 409) and is recorded in the change log, kind 'photos', with the
 * lists before and after; the admin undoes it in 'Cambios'. A removed photo's files stay stored:
 * the change that took it off can still bring it back (changes' `filesInUse`).
 */
export function createPhotosService(ctx: Pick<AppContext, 'store' | 'storage' | 'logger'>) {
  const repo = ctx.store.businesses;

  async function load(id: string, version: number | undefined): Promise<BusinessRecord> {
    const businessId = parse(idParamsSchema, { id }).id.toLowerCase();
    const current = await repo.findById(businessId);
    if (!current) throw notFound(BUSINESS_MESSAGES.notFound);
    if (version !== undefined && version !== current.version) throw new StaleWriteError();
    return current;
  }

  /** Writes the lists with the version read, records the change, and lets go of files nothing shows or can bring back. */
  async function write(current: BusinessRecord, next: PhotoLists, who: Who): Promise<OwnerPhotos> {
    const updated = await repo.update(current._id, { photos: next.photos, thumbnails: next.thumbnails }, current.version);
    if (!updated) throw notFound(BUSINESS_MESSAGES.notFound);
    await ctx.store.changes.create({ business_id: current._id, user_id: who.userId, by_owner: who.roleId !== ROLES.ADMIN, kind: 'photos', before: listsOf(current), after: listsOf(updated) });
    const kept = new Set([...updated.photos, ...updated.thumbnails]);
    await removeUnusedFiles(ctx, [...current.photos, ...current.thumbnails].filter((u) => !kept.has(u)), { businessId: current._id });
    return answerOf(updated);
  }

  return {
    async add(id: string, body: unknown, files: Express.Multer.File[], who: Who): Promise<OwnerPhotos> {
      const { version } = parse(ownerPhotosAddFieldsSchema, objectOf(body));
      const current = await load(id, version);
      if (files.length === 0) throw badRequest(OWNER_PHOTO_MESSAGES.noFile);
      if (current.photos.length + files.length > OWNER_PHOTO_LIMITS.max) throw badRequest(OWNER_PHOTO_MESSAGES.tooMany);
      const saved = await saveImages(ctx, files);
      const before = listsOf(current);
      try {
        return await write(current, { photos: [...before.photos, ...saved.map((s) => s.url)], thumbnails: [...before.thumbnails, ...saved.map((s) => s.thumbnail)] }, who);
      } catch (err) {
        // the write failed (409, the store away): the new files leave storage again
        await removeLeftovers(ctx, saved.flatMap((s) => [s.url, s.thumbnail]));
        throw err;
      }
    },

    async remove(id: string, query: unknown, who: Who): Promise<OwnerPhotos> {
      const { url, version } = parse(ownerPhotoRemoveQuerySchema, objectOf(query));
      const current = await load(id, version);
      const lists = listsOf(current);
      const at = lists.photos.indexOf(url);
      if (at < 0) throw notFound(OWNER_PHOTO_MESSAGES.notFound);
      return write(current, { photos: lists.photos.filter((_, i) => i !== at), thumbnails: lists.thumbnails.filter((_, i) => i !== at) }, who);
    },

    async order(id: string, body: unknown, who: Who): Promise<OwnerPhotos> {
      const { photos, version } = parse(ownerPhotosOrderBodySchema, objectOf(body));
      const current = await load(id, version);
      const lists = listsOf(current);
      const same = photos.length === lists.photos.length && new Set(photos).size === photos.length && photos.every((p) => lists.photos.includes(p));
      if (!same) throw badRequest(OWNER_PHOTO_MESSAGES.orderMismatch);
      if (photos.every((p, i) => p === lists.photos[i])) return answerOf(current);
      const thumbOf = new Map(lists.photos.map((p, i) => [p, lists.thumbnails[i]!]));
      return write(current, { photos, thumbnails: photos.map((p) => thumbOf.get(p)!) }, who);
    },
  };
}

const photoUpload = () => imageUpload([{ name: 'photos', maxCount: OWNER_PHOTO_LIMITS.max }]);

/** /api/business/{id}/photos: written by the business's owner or an admin. */
export function createPhotosRoutes(ctx: AppContext): Router {
  const router = Router();
  const service = createPhotosService(ctx);
  // who may write comes first: a stranger's files are never read
  route(router, API.photosAdd, ...requireOwnerOrAdmin(ctx), photoUpload(), async (req: Request, res) => {
    res.status(201).json(await service.add(String(req.params.id), req.body, uploadedFiles(req.files, 'photos'), req.auth!));
  });
  route(router, API.photosRemove, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await service.remove(String(req.params.id), req.query, req.auth!));
  });
  route(router, API.photosOrder, ...requireOwnerOrAdmin(ctx), async (req, res) => {
    res.json(await service.order(String(req.params.id), req.body, req.auth!));
  });
  return router;
}
