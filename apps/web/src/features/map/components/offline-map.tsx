import { useEffect, useRef, useState } from 'react';
import { INTL_LOCALE } from '@guia/contracts';
import { useLang } from '../../../lib/i18n/lang';
import { useOfflineMapText } from '../offline-map-text';
import { fetchMapInfo, type MapArchiveInfo } from '../../../lib/basemap/map-info';
import {
  NotEnoughSpaceError,
  StorageUnsupportedError,
  deleteSavedMap,
  downloadMap,
  formatMegabytes as megabytesIn,
  savedMapMeta,
  type SavedMapMeta,
} from '../../../lib/basemap/saved-map';
import { savedDateText } from '../../../lib/offline-store';
import { useMsg } from '../../../lib/i18n/messages';
import './offline-map.css';

/** The offline map's texts in the page's language (an error is kept as what to say, said in the language of the moment). */
type OfflineText = ReturnType<typeof useOfflineMapText>;


/**
 * 'Descargar el mapa para usarlo sin conexión (4,2 MB)' (issue 16 item 3), floating on the map:
 * the size before, a progress bar during, then 'Mapa guardado en el teléfono · Borrar (4,2 MB)'.
 * The whole archive goes to the phone (lib/basemap/saved-map.ts); the map reads it from there
 * offline, and online too while it is the server's current one. When the server has a newer
 * archive it offers 'Actualizar el mapa'. Offline with nothing saved it shows nothing.
 */
export function OfflineMap() {
  const T = useOfflineMapText();
  const msg = useMsg();
  const lang = useLang();
  const formatMegabytes = (bytes: number) => megabytesIn(bytes, INTL_LOCALE[lang]);
  const [ready, setReady] = useState(false);
  const [info, setInfo] = useState<MapArchiveInfo | null>(null);
  const [saved, setSaved] = useState<SavedMapMeta | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<((t: OfflineText) => string) | null>(null);
  const download = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    const check = () =>
      void Promise.all([fetchMapInfo(), savedMapMeta().catch(() => null)]).then(([server, phone]) => {
        if (!live) return;
        // offline, what the server said last time is kept (its size, its etag)
        setInfo((known) => server ?? known);
        setSaved(phone);
        setReady(true);
      });
    check();
    // back online: the server may have a newer archive, or the download becomes possible
    window.addEventListener('online', check);
    return () => {
      live = false;
      window.removeEventListener('online', check);
      download.current?.abort();
    };
  }, []);

  const start = async () => {
    if (!info || download.current) return;
    const controller = new AbortController();
    download.current = controller;
    setError(null);
    setPercent(0);
    try {
      const meta = await downloadMap(info, { signal: controller.signal, onProgress: (f) => setPercent(Math.floor(f * 100)) });
      setSaved(meta);
    } catch (e) {
      if (controller.signal.aborted) return;
      if (e instanceof NotEnoughSpaceError) {
        const { needed, free } = e;
        setError(() => (t: OfflineText) => t.notEnoughSpace(formatMegabytes(needed), formatMegabytes(free)));
      }
      else if (e instanceof StorageUnsupportedError) setError(() => (t: OfflineText) => t.unsupported);
      else setError(() => (t: OfflineText) => t.failed);
    } finally {
      if (download.current === controller) download.current = null;
      setPercent(null);
    }
  };

  const cancel = () => {
    download.current?.abort();
    download.current = null;
    setPercent(null);
  };

  const remove = async () => {
    setError(null);
    try {
      await deleteSavedMap();
      setSaved(null);
    } catch {
      setError(() => (t: OfflineText) => t.removeFailed);
    }
  };

  if (!ready || (!info && !saved)) return null;
  const outdated = !!(saved && info && saved.etag !== info.etag);

  return (
    <div className="offline-map" role="group" aria-label={T.title}>
      {percent !== null ? (
        <div className="offline-map__progress">
          <p className="offline-map__text">
            {T.downloading} {percent} %
          </p>
          <progress className="offline-map__bar" aria-label={T.progressLabel} value={percent} max={100}>
            {percent} %
          </progress>
          <button type="button" className="btn btn--ghost btn--sm" onClick={cancel}>
            {T.cancel}
          </button>
        </div>
      ) : saved ? (
        <div className="offline-map__saved">
          <p className="offline-map__text" title={savedDateText(new Date(saved.savedAt), msg, lang)}>
            <span className="offline-map__check" aria-hidden="true">
              ✓
            </span>
            {T.saved}
            <span aria-hidden="true"> · </span>
            <button type="button" className="offline-map__link" aria-label={T.removeLabel(formatMegabytes(saved.bytes))} onClick={() => void remove()}>
              {T.remove(formatMegabytes(saved.bytes))}
            </button>
          </p>
          {outdated && info && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void start()}>
              {T.update(formatMegabytes(info.bytes))}
            </button>
          )}
        </div>
      ) : (
        info && (
          <button type="button" className="btn btn--ghost btn--sm offline-map__download" onClick={() => void start()}>
            <span aria-hidden="true">⬇ </span>
            {T.download(formatMegabytes(info.bytes))}
          </button>
        )
      )}
      {error && (
        <p className="alert alert--error offline-map__error" role="alert">
          {error(T)}
        </p>
      )}
    </div>
  );
}
