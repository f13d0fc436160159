import type { Config } from './config';
import type { Logger } from './shared/logger';
import type { Store, StoreKind } from './store/types';
import type { FileStorage } from './shared/storage';
import type { PlacesClient } from './modules/places/places.client';

/** What app.ts hands every module: config, logger, the store, file storage, the places client. */
export interface AppContext {
  config: Config;
  logger: Logger;
  store: Store;
  storeKind: StoreKind;
  storage: FileStorage;
  /** null when GOOGLE_MAPS_API_KEY is unset */
  places: PlacesClient | null;
}
