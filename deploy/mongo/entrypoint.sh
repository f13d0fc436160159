#!/bin/bash
# The mongo service's entrypoint (docker-compose.yml). It runs as root for a moment, only to give
# mongod a keyfile it accepts: the Docker secret ./secrets/mongo_keyfile is mounted with the host
# file's owner, and mongod refuses a keyfile it does not own or that others may read. The copy is
# mode 0400, owned by the image's mongodb user (uid 999), and lives only in the container.
# Then the image's own entrypoint starts mongod as mongodb (with the command's --replSet/--keyFile).
set -euo pipefail
src=/run/secrets/mongo_keyfile
dst=/run/mongo-keyfile/keyfile
if [ ! -s "$src" ]; then
	echo "error: $src is missing or empty: run deploy/make-secrets.sh first" >&2
	exit 1
fi
mkdir -p "$(dirname "$dst")"
install -m 0400 -o mongodb -g mongodb "$src" "$dst"
exec docker-entrypoint.sh "$@"
