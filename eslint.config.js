// Root ESLint flat config for the whole workspace.
// Each package runs `eslint src` from its own folder; ESLint 9 looks the config up from the
// working directory upwards, so this one file applies everywhere, and `files` globs below are
// relative to this folder (the repo root).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...p) => path.join(root, ...p);

/** Sub-folders of `dir` that exist now, plus the ones the design names (so zones cover them as soon as they appear). */
function folders(dir, known) {
  let found = [];
  try {
    found = fs
      .readdirSync(at(dir), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('__'))
      .map((d) => d.name);
  } catch {
    // folder not there yet
  }
  return [...new Set([...known, ...found])].sort();
}

// ---- import zones (DESIGN §3) --------------------------------------------------------------

const API_MODULES = folders('apps/api/src/modules', ['auth', 'businesses', 'events', 'categories', 'users', 'places']);
const WEB_FEATURES = folders('apps/web/src/features', ['home', 'tops', 'auth', 'map', 'business', 'profile', 'static-pages']);

const apiModule = (name) => at('apps/api/src/modules', name);
/** A repository file of any module: the type-only port other code may import. */
const REPOSITORY_FILES = at('apps/api/src/modules/*/*.repository.ts');
// (a glob, as the rule wants every exception of a glob zone to be one)
const PLACES_CLIENT = at('apps/api/src/modules/places/places.client.{ts,d.ts}');

/** A module never imports another module's files, except that module's repository port. */
const moduleZones = API_MODULES.map((name) => ({
  target: `${apiModule(name)}/**`,
  from: `${at('apps/api/src/modules')}/!(${name})/**`,
  except: [REPOSITORY_FILES],
  message: `El módulo "${name}" solo puede usar otro módulo a través de su *.repository.ts (tipos) o de ctx.store (DESIGN §3).`,
}));

/** A web feature never imports another feature; routes (src/app) combine them. */
const featureZones = WEB_FEATURES.map((name) => ({
  target: `${at('apps/web/src/features', name)}/**`,
  from: `${at('apps/web/src/features')}/!(${name})/**`,
  message: `La feature "${name}" no puede importar otra feature; combínalas en src/app.`,
}));

/** Layering that holds for every file, tests included. */
const layerZones = [
  // shared/ sits below the modules: only repository ports and the places client types.
  {
    target: `${at('apps/api/src/shared')}/**`,
    from: `${at('apps/api/src/modules')}/**`,
    except: [REPOSITORY_FILES, PLACES_CLIENT],
    message: 'src/shared no importa módulos (salvo *.repository.ts y places/places.client.ts).',
  },
  // contracts depend on zod only, never on an app.
  {
    target: `${at('packages/contracts')}/**`,
    from: `${at('apps')}/**`,
    message: 'packages/contracts no puede importar de apps/.',
  },
  // Shared web code sits below the features.
  {
    target: [`${at('apps/web/src/components')}/**`, `${at('apps/web/src/lib')}/**`, `${at('apps/web/src/config')}/**`],
    from: `${at('apps/web/src/features')}/**`,
    message: 'components/, lib/ y config/ no pueden importar de features/.',
  },
  // Apps never reach into each other.
  { target: `${at('apps/api')}/**`, from: `${at('apps/web')}/**`, message: 'La API no importa código de la web.' },
  { target: `${at('apps/web')}/**`, from: `${at('apps/api')}/**`, message: 'La web no importa código de la API.' },
];

/**
 * The API's layers point down (issue 18): infra/ (persistable, transient: the low-level library)
 * ← shared/ ← modules/ (each through ctx and its ports) ← store/ (the wiring: open-store, seed,
 * the memory and MongoDB compositions, the Store type) ← app.ts, server.ts. Production code only:
 * tests wire the layers together the way server.ts does.
 */
const API_SRC = (...p) => at('apps/api/src', ...p);
const apiLayerZones = [
  {
    target: `${API_SRC('infra')}/**`,
    from: [`${API_SRC('modules')}/**`, `${API_SRC('store')}/**`, `${API_SRC('shared')}/**`, `${API_SRC()}/*.ts`],
    message: 'src/infra es la capa más baja: no importa módulos, store, shared ni los ficheros de src/ (contexto, app, config).',
  },
  {
    target: `${API_SRC('shared')}/**`,
    from: [`${API_SRC('modules')}/**`, `${API_SRC('store')}/**`],
    message: 'src/shared no importa módulos ni store: recibe lo que necesita por ctx (AppContext) o como argumento.',
  },
  {
    target: `${API_SRC('modules')}/**`,
    from: `${API_SRC('store')}/**`,
    message: 'Un módulo no importa store/ (la composición): usa ctx.store (AppContext) e infra/.',
  },
];

const TEST_FILES = ['**/__tests__/**', '**/test-*.ts', '**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', 'apps/*/src/test/**'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/artifacts/**', '**/reports/**', '**/.turbo/**', '**/.data/**'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [at('apps/*/tsconfig.json'), at('packages/*/tsconfig.json')],
        }),
        importX.createNodeResolver(),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...moduleZones, ...featureZones, ...layerZones, ...apiLayerZones] }],
    },
  },
  // ---- API ----------------------------------------------------------------------------------
  {
    files: ['apps/api/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // config.ts parses every env variable once; nothing else reads process.env (DESIGN §3).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', ...TEST_FILES],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Lee la configuración de ctx.config (src/config.ts), no de process.env.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'process', importNames: ['env'], message: 'Usa src/config.ts.' },
            { name: 'node:process', importNames: ['env'], message: 'Usa src/config.ts.' },
          ],
        },
      ],
    },
  },
  // ---- contracts ----------------------------------------------------------------------------
  {
    files: ['packages/contracts/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },
  // ---- web ----------------------------------------------------------------------------------
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/*.ts', 'apps/web/scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // ---- tests --------------------------------------------------------------------------------
  {
    // Tests wire pieces together the way app.ts and src/app do (e.g. the nearby test drives a real
    // places client against a fake Google server), so the module-to-module and feature-to-feature
    // zones guard production code only; the layering zones still hold in tests.
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
);
