#!/usr/bin/env bash
# Smoke test of a running `docker compose up` (the hosted CI's docker job runs it; an operator may
# too, on a fresh stack: it creates and deletes a user, and restores the latest backup).
#   SEED=true in .env (a seeded business is drawn on the server), secrets from deploy/make-secrets.sh
#   deploy/smoke-test.sh                    # EXPECT_API_REPLICAS=2 checks the replica count too
# Checks, through the proxy's local port:
#   health; the admin signs in on every replica and exists once; the SPA shell; a seeded
#   /business/{id} comes back drawn (id="guia-state" and the business's name in the HTML);
#   Caddy answers only local names without DOMAIN and sends no HSTS over plain HTTP;
#   MongoDB: replica set rs0, no unauthenticated or wrong-password access, the app user confined to
#   its database, a transaction commits;
#   backups: a user is created, backed up (/backup.sh now), deleted, restored (/restore.sh latest
#   with the API stopped) and signs in again.
set -euo pipefail
cd "$(dirname "$0")/.."

base="http://localhost:${PORT:-3000}"
compose=(docker compose)
admin_user=$(sed -n 's/^ADMIN_USERNAME=//p' .env 2>/dev/null | tail -n 1)
admin_user=${admin_user:-admin}
admin_password=$(tr -d '[:space:]' < secrets/admin_password)
step() { printf '\n== %s\n' "$*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
# json EXPR: EXPR of the JSON on stdin (d), printed; nothing when stdin is not JSON (a 502 while the API starts)
json() { node -e "let d; try { d = JSON.parse(require('fs').readFileSync(0, 'utf8')); } catch { process.exit(0); } const r = ($1); process.stdout.write(r === undefined || r === null ? '' : typeof r === 'string' ? r : JSON.stringify(r))"; }
login() { # identifier password → token ('' when refused)
	curl -sS -H 'Content-Type: application/json' -d "{\"identifier\":\"$1\",\"password\":\"$2\"}" "$base/api/auth/login" | json 'd.token'
}
status_of() { curl -sS -o /dev/null -w '%{http_code}' "$@"; }
# any list answer (a plain array or a page object): its items
items='(Array.isArray(d) ? d : Object.values(d).find(Array.isArray) || [])'

step "API replicas and health"
if [ -n "${EXPECT_API_REPLICAS:-}" ]; then
	test "$("${compose[@]}" ps -q api | wc -l)" -eq "$EXPECT_API_REPLICAS" || fail "expected $EXPECT_API_REPLICAS api replicas"
fi
curl -fsS "$base/api/health" | tee /dev/stderr | grep -q '"status":"ok"' || fail "health"
echo

step "the admin signs in (through every replica) and exists once"
for _ in 1 2 3 4; do
	token=$(login "$admin_user" "$admin_password")
	test -n "$token" || fail "admin login"
	n=$(curl -fsS -H "Authorization: Bearer $token" "$base/api/users/" | json "$items.filter((u) => u.username === '$admin_user').length")
	test "$n" = 1 || fail "admin listed $n times"
done
admin_token=$token

step "the SPA shell"
curl -fsS "$base/" | grep -q '<div id="root">' || fail "no root element on /"

step "a seeded business page comes back drawn by the server"
business=''
for _ in $(seq 1 30); do
	business=$(curl -fsS -H "Authorization: Bearer $admin_token" "$base/api/business" | json "$items.find((b) => /^[0-9a-f]{24}$/.test(b._id) && b.name) || ''") || true
	[ -n "$business" ] && break
	sleep 2
done
test -n "$business" || fail "no seeded business (is SEED=true in .env?)"
id=$(printf '%s' "$business" | json 'd._id')
# a replica's first render loads the renderer (cold): a few tries, each replica warmed by the last
for _ in 1 2 3 4 5 6; do
	curl -fsS "$base/business/$id" > /tmp/guia-business.html
	grep -q 'id="guia-state"' /tmp/guia-business.html && break
	sleep 2
done
printf '%s' "$business" | node -e "
  const b = JSON.parse(require('fs').readFileSync(0, 'utf8'));
  const html = require('fs').readFileSync('/tmp/guia-business.html', 'utf8');
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\"/g, '&quot;').replace(/'/g, '&#x27;');
  if (!html.includes('id=\"guia-state\"')) { console.error('no id=\"guia-state\": the page fell back to the empty shell'); process.exit(1); }
  if (!html.includes(b.name) && !html.includes(esc(b.name))) { console.error('the business name is not in the HTML: ' + b.name); process.exit(1); }
  console.log('/business/' + b._id + ' drawn with ' + JSON.stringify(b.name));
" || fail "server render of /business/$id"

step "the proxy: local names only without DOMAIN, no HSTS over HTTP"
if curl -sS -H 'Host: example.org' "http://127.0.0.1:${PORT:-3000}/" | grep -q 'id="root"'; then fail "the site answered a foreign Host"; fi
if curl -sSI "$base/" | grep -qi '^strict-transport-security'; then fail "HSTS sent over plain HTTP"; fi

step "MongoDB: replica set, authentication, a confined app user, transactions"
in_backup() { "${compose[@]}" exec -T backup bash -c "$1"; }
# shellcheck disable=SC2016 # $(cat …) is expanded inside the backup container, where the secret is
app_uri='mongodb://guia:$(cat /run/secrets/mongo_app_password)@mongo:27017/guia-cuba?replicaSet=rs0&authSource=admin&serverSelectionTimeoutMS=5000'
anon_uri='mongodb://mongo:27017/guia-cuba?replicaSet=rs0&serverSelectionTimeoutMS=5000'
if in_backup "mongosh --quiet '$anon_uri' --eval 'db.users.countDocuments()'" > /dev/null 2>&1; then
	fail "an unauthenticated client read the users"
fi
if in_backup "mongosh --quiet 'mongodb://guia:wrong-password@mongo:27017/guia-cuba?replicaSet=rs0&authSource=admin&serverSelectionTimeoutMS=5000' --eval 'db.users.countDocuments()'" > /dev/null 2>&1; then
	fail "a wrong password was accepted"
fi
in_backup "mongosh --quiet \"$app_uri\" --eval '
  if (db.hello().setName !== \"rs0\") throw new Error(\"not the replica set rs0\");
  db.users.countDocuments();
  let refused = 0;
  try { db.getSiblingDB(\"other\").smoke.insertOne({ x: 1 }); } catch (e) { refused++; }
  try { db.getSiblingDB(\"admin\").system.users.findOne(); } catch (e) { refused++; }
  if (refused !== 2) throw new Error(\"the app user reached beyond its database\");
  db.createCollection(\"smoke_tx\");
  const session = db.getMongo().startSession();
  session.startTransaction();
  session.getDatabase(\"guia-cuba\").smoke_tx.insertOne({ at: new Date() });
  session.commitTransaction();
  session.endSession();
  db.smoke_tx.drop();
  print(\"rs0, auth required, app user confined to guia-cuba, transaction committed\");
'" || fail "MongoDB checks"

step "backup and restore round trip"
suffix=$(date +%s)
user="copia$suffix"
password="Copia-$(openssl rand -hex 10)"
created=$(curl -fsS -H 'Content-Type: application/json' \
	-d "{\"name\":\"Prueba de copia\",\"email\":\"$user@example.com\",\"username\":\"$user\",\"password\":\"$password\"}" \
	"$base/api/auth/register")
user_id=$(printf '%s' "$created" | json 'd._id || (d.user && d.user._id)')
if [ -z "$user_id" ]; then # an answer without the id: the admin's list has it
	user_id=$(curl -fsS -H "Authorization: Bearer $admin_token" "$base/api/users/" | json "($items.find((u) => u.username === '$user') || {})._id")
fi
test -n "$user_id" || fail "registration answered $created"
test -n "$(login "$user" "$password")" || fail "the new user cannot sign in"
"${compose[@]}" exec -T backup /backup.sh now
"${compose[@]}" exec -T backup /backup.sh list
test "$(status_of -X DELETE -H "Authorization: Bearer $admin_token" "$base/api/users/$user_id")" = 204 || fail "delete the user"
test -z "$(login "$user" "$password")" || fail "the deleted user still signs in"
"${compose[@]}" stop api
"${compose[@]}" exec -T backup /restore.sh latest
"${compose[@]}" start api
back=''
for _ in $(seq 1 60); do
	back=$(login "$user" "$password" 2>/dev/null || true)
	[ -n "$back" ] && break
	sleep 3
done
test -n "$back" || fail "the restored user cannot sign in"
test "$(status_of -H "Authorization: Bearer $(login "$admin_user" "$admin_password")" "$base/api/users/$user_id")" = 200 || fail "the restored user is not listed"
echo "user $user: created, backed up, deleted, restored, signs in again"

step "smoke test passed"
