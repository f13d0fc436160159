import { memo, useEffect, useMemo, useRef } from 'react';
import { divIcon, type LeafletKeyboardEvent, type Marker as LeafletMarker } from 'leaflet';
import { Marker } from 'react-leaflet';
import type { MapCluster } from '../clusters';
import { clusterHtml, clusterSize } from '../marker-icons';
import type { Lang } from '@guia/contracts';
import { formatNumber } from '../../../lib/format';
import { fmt } from '../../../lib/i18n/icu';
import { useLang } from '../../../lib/i18n/lang';
import { MAP_TEXT, useMapText } from '../map-text';


interface ClusterMarkerProps {
  cluster: MapCluster;
  onOpen(cluster: MapCluster): void;
}

/** '12 lugares: ver de cerca': what a screen reader hears, and the tooltip. */
/** '12 lugares: ver de cerca' (its label in the page's language: `clusterLabel` of the map's texts). */
export const clusterName = (count: number, lang: Lang = 'es', label = MAP_TEXT.clusterLabel) => fmt(lang, label, { count });

/**
 * A cluster of markers (issue 24 §3): a round, focusable button with the count of the places
 * inside; a click, Enter or Space zooms to them (`onOpen`).
 */
export const ClusterMarker = memo(function ClusterMarker({ cluster, onOpen }: ClusterMarkerProps) {
  const ref = useRef<LeafletMarker | null>(null);
  const { count, tone } = cluster;
  const lang = useLang();
  const text = useMapText();
  const name = clusterName(count, lang, text.clusterLabel);
  const size = clusterSize(count);
  const icon = useMemo(
    () =>
      divIcon({
        html: clusterHtml(formatNumber(count, lang), tone),
        className: `map-cluster map-cluster--${tone}`,
        iconSize: [size, size],
        iconAnchor: [size / 2, size / 2],
      }),
    [count, tone, size, lang],
  );

  const handlers = useMemo(
    () => ({
      add: () => label(ref.current, name, count),
      click: () => onOpen(cluster),
      keypress: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key === 'Enter' || key === ' ') {
          event.originalEvent.preventDefault();
          onOpen(cluster);
        }
      },
    }),
    [cluster, name, count, onOpen],
  );

  // a new icon replaces the element: name it again
  useEffect(() => label(ref.current, name, count), [icon, name, count]);

  return (
    <Marker
      ref={ref}
      position={[cluster.position.lat, cluster.position.lng]}
      icon={icon}
      title={name}
      alt={name}
      keyboard
      riseOnHover
      zIndexOffset={500}
      eventHandlers={handlers}
    />
  );
});

function label(marker: LeafletMarker | null, name: string, count: number) {
  const el = marker?.getElement();
  el?.setAttribute('aria-label', name);
  el?.setAttribute('data-cluster-count', String(count));
}
