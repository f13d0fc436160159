import type { RequestHandler } from 'express';

/**
 * Public lists every visitor sees alike (promoted, elite, events, categories; issue 11): a browser
 * may keep the answer but must ask again before each use (max-age=0, must-revalidate). Express
 * tags every answer with an ETag and turns a request whose If-None-Match still matches into a
 * bodiless 304, so a repeat visit costs a few hundred bytes, and an admin never sees a stale list
 * right after an edit.
 */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export const revalidateEachTime: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', PUBLIC_LIST_CACHE_CONTROL);
  next();
};

/** The public list routes under /api that carry it. */
export const PUBLIC_LIST_PATHS = ['/business/promoted', '/business/elite', '/events', '/categories'];
