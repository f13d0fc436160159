#!/usr/bin/env bash
# Creates the secrets docker-compose.yml hands to its services, once, in ./secrets/ at the repo
# root (git-ignored). Run it before the first `docker compose up`; running it again keeps every
# file that exists (delete one to make a new one: see the README before deleting a Mongo password).
#
#   secrets/jwt_secret           signs login tokens (API: JWT_SECRET_FILE)
#   secrets/admin_password       the first admin's password (API: ADMIN_PASSWORD_FILE; ADMIN_EMAIL
#                                and ADMIN_USERNAME stay in .env). Set your own: write it here first.
#   secrets/mongo_root_password  MongoDB's root user (only the mongo service reads it)
#   secrets/mongo_app_password   MongoDB's app user: readWrite on guia-cuba only (mongo, backup)
#   secrets/mongo_uri            the API's connection string with that user (API: MONGODB_URI_FILE),
#                                rewritten from mongo_app_password on every run
#   secrets/mongo_keyfile        the replica set's internal key (openssl rand -base64 756), mode 0400
#
# The folder is 0700, so only you (and Docker) can open it; the files in it are 0644 so the
# services' non-root users (node, mongodb) can read them inside their containers, where Docker
# mounts them at /run/secrets/<name>. The keyfile is 0400: the mongo service copies it for mongod.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=secrets

random_hex() { # $1 bytes → 2×$1 hex characters (URL-safe: they go into mongo_uri as they are)
	if command -v openssl >/dev/null 2>&1; then openssl rand -hex "$1"; else head -c "$1" /dev/urandom | od -An -tx1 | tr -d ' \n'; fi
}
random_base64() {
	if command -v openssl >/dev/null 2>&1; then openssl rand -base64 "$1"; else head -c "$1" /dev/urandom | base64; fi
}

umask 077
mkdir -p "$dir"
chmod 700 "$dir"

made=()
make_secret() { # name mode generator args…
	local name=$1 mode=$2
	shift 2
	if [ -s "$dir/$name" ]; then
		chmod "$mode" "$dir/$name"
		return
	fi
	"$@" > "$dir/$name.tmp"
	chmod "$mode" "$dir/$name.tmp"
	mv "$dir/$name.tmp" "$dir/$name"
	made+=("$name")
}

make_secret jwt_secret 644 random_hex 32
make_secret admin_password 644 random_hex 12
make_secret mongo_root_password 644 random_hex 24
make_secret mongo_app_password 644 random_hex 24
make_secret mongo_keyfile 400 random_base64 756

# The app user and database are fixed names (docker-compose.yml's MONGO_APP_USERNAME and MONGO_APP_DB).
app_password=$(tr -d '[:space:]' < "$dir/mongo_app_password")
case "$app_password" in *[!A-Za-z0-9._~-]*) echo "secrets/mongo_app_password: use letters, digits and . _ ~ - only (it goes into a URI)" >&2; exit 1 ;; esac
printf 'mongodb://guia:%s@mongo:27017/guia-cuba?replicaSet=rs0&authSource=admin\n' "$app_password" > "$dir/mongo_uri.tmp"
chmod 644 "$dir/mongo_uri.tmp"
mv "$dir/mongo_uri.tmp" "$dir/mongo_uri"

if [ ${#made[@]} -gt 0 ]; then echo "created: ${made[*]/#/$dir/}"; fi
echo "secrets in $(pwd)/$dir (kept files are never changed; mongo_uri follows mongo_app_password)"
if [[ " ${made[*]} " == *" admin_password "* ]]; then
	echo "the admin's password (ADMIN_USERNAME in .env) is in $dir/admin_password"
fi
