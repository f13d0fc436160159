import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

// docker-compose.yml hands secrets over as files (/run/secrets/*): the API reads NAME_FILE when
// NAME itself is not set (issue 17 §13).
describe('secrets read from files (NAME_FILE)', () => {
  let dir: string;
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_STORE: 'memory', SEED: 'false' };
  const secretFile = (name: string, content: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content, { mode: 0o600 });
    return file;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guia-config-files-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when JWT_SECRET_FILE names a file and JWT_SECRET is unset, signs with the file’s content, trimmed', () => {
    const secret = 'a'.repeat(24) + 'file-secret-0123456789';
    const config = loadConfig({ ...base, JWT_SECRET_FILE: secretFile('jwt_secret', `${secret}\n`) });
    expect(config.jwtSecret).toBe(secret);
  });

  it('in production, a JWT_SECRET_FILE is enough (no JWT_SECRET in the environment)', () => {
    const secret = 'p'.repeat(40);
    const config = loadConfig({ ...base, NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET_FILE: secretFile('jwt_secret', secret) });
    expect(config.jwtSecret).toBe(secret);
  });

  it('when both are set, JWT_SECRET wins over JWT_SECRET_FILE', () => {
    const config = loadConfig({ ...base, JWT_SECRET: 'e'.repeat(32), JWT_SECRET_FILE: secretFile('jwt_secret', 'f'.repeat(32)) });
    expect(config.jwtSecret).toBe('e'.repeat(32));
  });

  it('ADMIN_PASSWORD_FILE gives the admin account its password, with the same length rule as ADMIN_PASSWORD', () => {
    const config = loadConfig({
      ...base,
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD_FILE: secretFile('admin_password', '  correct-horse-battery  \n'),
    });
    expect(config.admin).toMatchObject({ username: 'ops', password: 'correct-horse-battery', isDevDefault: false });
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD_FILE: secretFile('short', 'abc\n') })).toThrow(/ADMIN_PASSWORD/);
  });

  it('MONGODB_URI_FILE gives the MongoDB connection string (the app user’s password stays out of the environment)', () => {
    const uri = 'mongodb://guia:0123abcd@mongo:27017/guia-cuba?replicaSet=rs0&authSource=admin';
    const config = loadConfig({ ...base, MONGODB_URI_FILE: secretFile('mongo_uri', `${uri}\n`) });
    expect(config.mongodbUri).toBe(uri);
  });

  it('a NAME_FILE that cannot be read, or is empty, stops the start naming the variable', () => {
    expect(() => loadConfig({ ...base, JWT_SECRET_FILE: path.join(dir, 'missing') })).toThrow(/JWT_SECRET_FILE/);
    expect(() => loadConfig({ ...base, MONGODB_URI_FILE: secretFile('empty', '\n') })).toThrow(/MONGODB_URI_FILE/);
  });

  it('only the secrets read files: another NAME_FILE is ignored', () => {
    const config = loadConfig({ ...base, PORT_FILE: secretFile('port', '9999') });
    expect(config.port).toBe(3000);
  });
});

describe('the public address from DOMAIN', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_STORE: 'memory', SEED: 'false' };

  it('with DOMAIN and no PUBLIC_URL, canonical links use https://DOMAIN', () => {
    expect(loadConfig({ ...base, DOMAIN: 'guia.example.cu' }).publicUrl).toBe('https://guia.example.cu');
  });

  it('PUBLIC_URL wins over DOMAIN; neither: this server on localhost', () => {
    expect(loadConfig({ ...base, DOMAIN: 'guia.example.cu', PUBLIC_URL: 'https://www.guia.example.cu/' }).publicUrl).toBe('https://www.guia.example.cu');
    expect(loadConfig({ ...base, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('a DOMAIN with a scheme or a path is refused', () => {
    expect(() => loadConfig({ ...base, DOMAIN: 'https://guia.example.cu' })).toThrow(/DOMAIN/);
  });
});
