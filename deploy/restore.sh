#!/bin/bash
# Restores a backup made by backup.sh (docker-compose.yml mounts it at /restore.sh in the backup
# service). Run from the host, with the API stopped so nothing writes meanwhile:
#   docker compose stop api
#   docker compose exec backup /restore.sh latest        # or a name from: /backup.sh list
#   docker compose start api
# `mongorestore --drop --archive --gzip`: each collection in the archive replaces the current one
# (documents and indexes) in the app's database; collections created after the backup are kept.
# An archive from elsewhere: docker compose cp ./guia-cuba-….archive.gz backup:/backups/
set -euo pipefail

dir=${BACKUP_DIR:-/backups}
db=${MONGO_APP_DB:-guia-cuba}

if [ $# -ne 1 ]; then
	echo "usage: /restore.sh latest | /restore.sh <archive name in $dir>" >&2
	find "$dir" -maxdepth 1 -name "$db-*.archive.gz" -printf '  %f\n' 2>/dev/null | sort -r >&2
	exit 2
fi

if [ "$1" = latest ]; then
	name=$(find "$dir" -maxdepth 1 -name "$db-*.archive.gz" -printf '%f\n' | sort -r | head -n 1)
	if [ -z "$name" ]; then echo "restore: no backup in $dir" >&2; exit 1; fi
	archive="$dir/$name"
elif [ -f "$1" ]; then
	archive=$1
else
	archive="$dir/$(basename "$1")"
fi
if [ ! -s "$archive" ]; then echo "restore: $archive not found" >&2; exit 1; fi

cfg=$(mktemp)
chmod 600 "$cfg"
trap 'rm -f "$cfg"' EXIT
printf 'uri: "mongodb://%s:%s@%s/?replicaSet=%s&authSource=admin"\n' \
	"${MONGO_APP_USERNAME:-guia}" "$(tr -d '[:space:]' < "${MONGO_APP_PASSWORD_FILE:-/run/secrets/mongo_app_password}")" \
	"${MONGO_HOST:-mongo:27017}" "${MONGO_REPLICA_SET:-rs0}" > "$cfg"

echo "restore: $archive into $db"
mongorestore --config="$cfg" --nsInclude="$db.*" --drop --archive="$archive" --gzip
echo "restore: done"
