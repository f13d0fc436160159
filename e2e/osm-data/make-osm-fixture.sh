#!/bin/sh
# Rebuilds osm-trinidad.osm.pbf from osm-trinidad.osm (Debian's osmium-tool). The .pbf is kept in
# the repository so the journeys need no osmium.
set -eu
cd "$(dirname "$0")"
osmium cat osm-trinidad.osm -o osm-trinidad.osm.pbf -O --output-header osmosis_replication_timestamp=2026-11-20T00:00:00Z
