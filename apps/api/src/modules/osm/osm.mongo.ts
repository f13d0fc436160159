import type { Connection } from 'mongoose';
import type { OsmImportSummary } from '@guia/contracts';
import { planImport, type OsmNearbyRecord, type OsmPlaceRecord, type OsmPlacesRepository } from './osm.repository';

export const OSM_COLLECTION = 'osm_places';
const META_KEY = 'osm:last_import';
/** documents per insertMany while the staging collection is written */
const BATCH = 1000;

type Doc = OsmPlaceRecord;

/** The indexes of the places collection (built on the staging collection before the swap, and at start). */
async function ensureIndexes(conn: Connection, name: string) {
  const col = conn.collection(name);
  await col.createIndex({ location: '2dsphere' }, { name: 'location_2dsphere' });
  await col.createIndex({ osm_type: 1, osm_id: 1 }, { name: 'osm_key', unique: true });
}

/** Creates the places collection's indexes (createMongoStore calls it, like the transient indexes). */
export async function ensureOsmIndexes(conn: Connection): Promise<void> {
  await ensureIndexes(conn, OSM_COLLECTION);
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
          await col.insertMany(plan.records.slice(i, i + BATCH), { ordered: false });
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
      await meta().replaceOne({ _id: META_KEY }, { value: summary }, { upsert: true });
      return summary;
    },

    async nearby({ lat, lng, maxDistanceM, categories, limit }) {
      if (limit <= 0) return [];
      const query: Record<string, unknown> = { retired_at: { $exists: false } };
      if (categories && categories.length > 0) query.$or = [{ categories: { $in: categories } }, { types: { $in: categories } }];
      const docs = await places()
        .aggregate<OsmNearbyRecord>([
          {
            $geoNear: {
              near: { type: 'Point', coordinates: [lng, lat] },
              key: 'location',
              distanceField: 'distance',
              maxDistance: maxDistanceM,
              spherical: true,
              query,
            },
          },
          { $limit: limit },
        ])
        .toArray();
      return docs;
    },

    async findById(id) {
      return places().findOne({ _id: id.toLowerCase() });
    },

    async count() {
      return places().countDocuments({ retired_at: { $exists: false } });
    },

    async lastImport() {
      const d = await meta().findOne({ _id: META_KEY });
      return (d?.value as OsmImportSummary | undefined) ?? null;
    },
  };
}
