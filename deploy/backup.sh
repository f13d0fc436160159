#!/bin/bash
# The backup service's program (docker-compose.yml mounts it at /backup.sh in a mongo:7 container).
#   /backup.sh          the service: a backup at start, then one every BACKUP_INTERVAL_HOURS (24)
#   /backup.sh now      one backup now (docker compose exec backup /backup.sh now)
#   /backup.sh list     the backups kept, newest first
# Each backup is `mongodump --archive --gzip` of the app's database (MONGO_APP_DB, GridFS uploads
# included) into /backups/guia-cuba-<UTC time>.archive.gz on the `backups` volume; the newest
# BACKUP_KEEP (7) are kept. It connects as the app user (readWrite on that database only), whose
# password comes from the Docker secret: it never appears on a command line. Restore: restore.sh.
set -euo pipefail

dir=${BACKUP_DIR:-/backups}
db=${MONGO_APP_DB:-guia-cuba}
keep=${BACKUP_KEEP:-7}
hours=${BACKUP_INTERVAL_HOURS:-24}

# mongodump/mongorestore --config: a YAML file with the URI (and so the password), mode 0600
tool_config() {
	local file
	file=$(mktemp)
	chmod 600 "$file"
	printf 'uri: "mongodb://%s:%s@%s/?replicaSet=%s&authSource=admin"\n' \
		"${MONGO_APP_USERNAME:-guia}" "$(tr -d '[:space:]' < "${MONGO_APP_PASSWORD_FILE:-/run/secrets/mongo_app_password}")" \
		"${MONGO_HOST:-mongo:27017}" "${MONGO_REPLICA_SET:-rs0}" > "$file"
	echo "$file"
}

list() {
	find "$dir" -maxdepth 1 -name "$db-*.archive.gz" -printf '%f\n' | sort -r
}

backup_now() {
	local cfg name
	mkdir -p "$dir"
	cfg=$(tool_config)
	name="$db-$(date -u +%Y%m%dT%H%M%SZ).archive.gz"
	# written under a temporary name, renamed when complete: a half-written archive is never "the latest"
	if ! mongodump --config="$cfg" --db="$db" --archive="$dir/.$name.partial" --gzip --quiet; then
		rm -f "$cfg" "$dir/.$name.partial"
		echo "backup: mongodump failed" >&2
		return 1
	fi
	rm -f "$cfg"
	mv "$dir/.$name.partial" "$dir/$name"
	echo "backup: $dir/$name ($(du -h "$dir/$name" | cut -f1))"
	list | tail -n +"$((keep + 1))" | while read -r old; do
		rm -f "$dir/$old" && echo "backup: removed $old (keeping $keep)"
	done
}

case "${1:-loop}" in
now) backup_now ;;
list) list ;;
loop)
	case "$keep$hours" in *[!0-9]*) echo "BACKUP_KEEP and BACKUP_INTERVAL_HOURS are whole numbers" >&2; exit 2 ;; esac
	if [ "$keep" -lt 1 ] || [ "$hours" -lt 1 ]; then echo "BACKUP_KEEP and BACKUP_INTERVAL_HOURS are at least 1" >&2; exit 2; fi
	# PID 1 ignores signals it has no handler for: stop at once on `docker compose stop`
	trap 'exit 0' TERM INT
	echo "backup: every $hours h into $dir, keeping the newest $keep"
	while true; do
		backup_now || echo "backup: failed, next try in $hours h" >&2
		sleep "$((hours * 3600))" &
		wait $!
	done
	;;
*)
	echo "usage: /backup.sh [loop|now|list]" >&2
	exit 2
	;;
esac
