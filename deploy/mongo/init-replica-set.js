// The mongo service's health check (docker-compose.yml), run by mongosh inside the container on
// 127.0.0.1 every few seconds. Idempotent: on a new (or an old, pre-auth) database it
//   1. initiates the one-member replica set rs0 (host mongo:27017, the name the API connects to),
//   2. creates the root user (MONGO_ROOT_USERNAME, password from MONGO_ROOT_PASSWORD_FILE) through
//      MongoDB's localhost exception (allowed only while the database has no user at all),
//   3. creates the app user (MONGO_APP_USERNAME, password from MONGO_APP_PASSWORD_FILE) with
//      readWrite on the app's database (MONGO_APP_DB) and nothing else,
// and exits 0 only when this member is the writable PRIMARY (so `depends_on: service_healthy`
// waits for a replica set that takes writes and transactions). A wrong root password fails here.
const fs = require('fs');
const env = process.env;
const read = (file) => fs.readFileSync(file, 'utf8').trim();
const rootUser = env.MONGO_ROOT_USERNAME || 'root';
const rootPwd = read(env.MONGO_ROOT_PASSWORD_FILE || '/run/secrets/mongo_root_password');
const appUser = env.MONGO_APP_USERNAME || 'guia';
const appPwd = read(env.MONGO_APP_PASSWORD_FILE || '/run/secrets/mongo_app_password');
const appDb = env.MONGO_APP_DB || 'guia-cuba';
const setName = env.MONGO_REPLICA_SET || 'rs0';
const memberHost = env.MONGO_MEMBER_HOST || 'mongo:27017';

const admin = db.getSiblingDB('admin');
const hello = () => admin.runCommand({ hello: 1 });

function authAsRoot() {
  try {
    const res = admin.auth(rootUser, rootPwd);
    return Boolean(res && res.ok);
  } catch (e) {
    return false;
  }
}

let authenticated = authAsRoot();

if (!hello().setName) {
  try {
    rs.initiate({ _id: setName, members: [{ _id: 0, host: memberHost }] });
    print(`replica set ${setName} initiated with ${memberHost}`);
  } catch (e) {
    // 23 AlreadyInitialized: another check got there first
    if (e.code !== 23) throw e;
  }
}

for (let i = 0; i < 40 && !hello().isWritablePrimary; i++) sleep(500);
if (!hello().isWritablePrimary) {
  print(`not PRIMARY yet (${JSON.stringify(hello().info || hello().setName || '')})`);
  quit(1);
}

if (!authenticated) {
  // a database without users: the localhost exception allows exactly this first user
  admin.createUser({ user: rootUser, pwd: rootPwd, roles: [{ role: 'root', db: 'admin' }] });
  print(`root user ${rootUser} created`);
  authenticated = authAsRoot();
  if (!authenticated) throw new Error('root user created but its password is refused');
}

if (!admin.getUser(appUser)) {
  admin.createUser({ user: appUser, pwd: appPwd, roles: [{ role: 'readWrite', db: appDb }] });
  print(`app user ${appUser} created (readWrite on ${appDb})`);
}

quit(0);
