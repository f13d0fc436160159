import type { Connection } from 'mongoose';
import type { OsmImportSummary } from '@guia/contracts';
import { osmNameWords, osmRecordId, planImport, type OsmNearbyRecord, type OsmPlaceRecord, type OsmPlacesRepository, type OsmSearchRecord } from './osm.repository';

export const OSM_COLLECTION = 'osm_places';
export const IMPORTS_COLLECTION = 'osm_imports';
const META_KEY = 'osm:last_import';
/** documents per insertMany while the staging collection is written */
const BATCH = 1000;

/** A place as stored: the record and its name words (searchByName's multikey index). */
type Doc = OsmPlaceRecord & { name_words?: string[] };

/** $geoNear's sphere (metres), as distanceM in osm.repository.ts */
const EARTH_RADIUS_M = 6_378_100;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Listed places, of one of `categories` (a guide category or a raw OSM kind) when given. */
function listedIn(categories: string[] | undefined): Record<string, unknown> {
  const query: Record<string, unknown> = { retired_at: { $exists: false } };
  if (categories && categories.length > 0) query.$or = [{ categories: { $in: categories } }, { types: { $in: categories } }];
  return query;
}

/** The indexes of the places collection (built on the staging collection before the swap, and at start). */
async function ensureIndexes(conn: Connection, name: string) {
  const col = conn.collection(name);
  await col.createIndex({ location: '2dsphere' }, { name: 'location_2dsphere' });
  await col.createIndex({ osm_type: 1, osm_id: 1 }, { name: 'osm_key', unique: true });
  await col.createIndex({ name_words: 1 }, { name: 'name_words' });
}

/** Creates the places collection's indexes (createMongoStore calls it, like the transient indexes). */
export async function ensureOsmIndexes(conn: Connection): Promise<void> {
  await ensureIndexes(conn, OSM_COLLECTION);
  await conn.collection(IMPORTS_COLLECTION).createIndex({ imported_at: -1 }, { name: 'imported_at' });
}

/**
 * The places port on MongoDB: collection `osm_places` (string `_id`, the 24-hex id derived from
 * the OSM key; a 2dsphere index on `location`). An import is all-or-nothing without a
 * transaction (a standalone mongod, like the embedded one, has none): the whole new set is written
 * to a staging collection `osm_places_import_<time>` in batches, indexed, and then put in place
 * with one `renameCollection … dropTarget` — atomic for readers. An import that fails before the
 * rename drops its staging collection and the previous `osm_places` is untouched; a process
 * killed mid-way leaves only a staging collection, which the next import removes.
 */
export function createMongoOsmPlacesRepository(conn: Connection): OsmPlacesRepository {
  const places = () => conn.collection<Doc>(OSM_COLLECTION);
  const meta = () => conn.collection<{ _id: string; value: unknown }>('meta');
  /** every completed import (issue 24 §5), one document each */
  const runs = () => conn.collection<OsmImportSummary>(IMPORTS_COLLECTION);

  async function dropLeftovers(keep?: string) {
    const db = conn.db;
    if (!db) return;
    for (const c of await db.listCollections({ name: /^osm_places_import_/ }, { nameOnly: true }).toArray()) {
      if (c.name !== keep) await db.dropCollection(c.name).catch(() => undefined);
    }
  }

  return {
    async applyImport(incoming, importMeta) {
      const db = conn.db;
      if (!db) throw new Error('MongoDB no está conectado');
      await dropLeftovers();
      const existing = await places().find({}).toArray();
      const now = new Date();
      const plan = planImport(existing, incoming, importMeta, now);
      const staging = `osm_places_import_${now.getTime()}`;
      try {
        await db.createCollection(staging);
        const col = conn.collection<Doc>(staging);
        for (let i = 0; i < plan.records.length; i += BATCH) {
          await col.insertMany(
            plan.records.slice(i, i + BATCH).map((r) => ({ ...r, name_words: osmNameWords(r) })),
            { ordered: false },
          );
        }
        await ensureIndexes(conn, staging);
        await col.rename(OSM_COLLECTION, { dropTarget: true });
      } catch (err) {
        await db.dropCollection(staging).catch(() => undefined);
        throw err;
      }
      const summary: OsmImportSummary = {
        ...plan.summary,
        imported_at: new Date(),
        duration_ms: Date.now() - importMeta.started_at.getTime(),
      };
      await runs().insertOne({ ...summary });
      return summary;
    },

    async nearby({ lat, lng, radiusM, categories, limit }) {
      if (limit <= 0) return [];
      const query = listedIn(categories);
      const docs = await places()
        .aggregate<OsmNearbyRecord>([
          {
            $geoNear: {
              near: { type: 'Point', coordinates: [lng, lat] },
              key: 'location',
              distanceField: 'distance',
              maxDistance: radiusM,
              spherical: true,
              query,
            },
          },
          { $limit: limit },
          { $project: { name_words: 0 } },
        ])
        .toArray();
      return docs;
    },

    async countNearby({ lat, lng, radiusM, categories }) {
      // $centerSphere on the 2dsphere index: the same sphere (EARTH_RADIUS_M) $geoNear measures on
      return places().countDocuments({
        ...listedIn(categories),
        location: { $geoWithin: { $centerSphere: [[lng, lat], radiusM / EARTH_RADIUS_M] } },
      });
    },

    async searchByName({ tokens, limit, near }) {
      if (tokens.length === 0 || limit <= 0) return [];
      // anchored regexes on the normalised words: ranges of the multikey index
      const query = { retired_at: { $exists: false }, $and: tokens.map((t) => ({ name_words: new RegExp(`^${escapeRegex(t)}`) })) };
      const docs = near
        ? await places()
            .aggregate<OsmSearchRecord & { name_words?: string[] }>([
              { $geoNear: { near: { type: 'Point', coordinates: [near.lng, near.lat] }, key: 'location', distanceField: 'distance', spherical: true, query } },
              { $limit: limit },
            ])
            .toArray()
        : await places().find(query).sort({ _id: 1 }).limit(limit).toArray();
      return docs.map(({ name_words: _words, ...r }) => r);
    },

    async findById(id) {
      return places().findOne({ _id: osmRecordId(id) }, { projection: { name_words: 0 } });
    },

    async count() {
      return places().countDocuments({ retired_at: { $exists: false } });
    },

    async lastImport() {
      const latest = await runs().find({}, { projection: { _id: 0 } }).sort({ imported_at: -1 }).limit(1).next();
      if (latest) return latest;
      // a database from before the runs were kept: its one summary
      const d = await meta().findOne({ _id: META_KEY });
      return (d?.value as OsmImportSummary | undefined) ?? null;
    },

    async listImports({ offset, limit }) {
      const [items, total] = await Promise.all([
        runs().find({}, { projection: { _id: 0 } }).sort({ imported_at: -1 }).skip(offset).limit(limit).toArray(),
        runs().countDocuments(),
      ]);
      if (total === 0) {
        const old = (await meta().findOne({ _id: META_KEY }))?.value as OsmImportSummary | undefined;
        return old ? { items: offset === 0 ? [old] : [], total: 1 } : { items: [], total: 0 };
      }
      return { items, total };
    },
  };
}
