# syntax=docker/dockerfile:1
# Guía Cuba: one image, the API serving the built SPA on one port (DESIGN §5).
#   docker build -t guia-cuba .        (docker compose up does this for you)

# Node 22 LTS (Node 20 reaches its end of life in April 2026); the hosted CI uses 22 as well.
ARG NODE_IMAGE=node:22-bookworm-slim

# ---- base: Node + pnpm ---------------------------------------------------------------------
FROM ${NODE_IMAGE} AS base
ENV CI=true \
    MONGOMS_DISABLE_POSTINSTALL=1 \
    TURBO_TELEMETRY_DISABLED=1 \
    NEXT_TELEMETRY_DISABLED=1
# pnpm at exactly the version the root package.json pins (`packageManager`), the one CI and the
# lockfile use (corepack is not relied on).
COPY package.json /tmp/root-package.json
RUN version="$(node -p "require('/tmp/root-package.json').packageManager.replace(/^pnpm@/, '').split('+')[0]")" \
 && npm i -g "pnpm@${version}" \
 && test "$(pnpm --version)" = "${version}"
WORKDIR /repo

# ---- build: install everything, build contracts, API and web, then cut a production bundle ---
FROM base AS build
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN pnpm install --frozen-lockfile
COPY . .
# Public, build-time settings of the web app (never secrets: they ship in the bundle).
ARG VITE_API_BASE=""
ARG VITE_ANDROID_APK_URL=""
ARG VITE_SUPPORT_EMAIL=""
ARG VITE_SUPPORT_PHONE=""
ARG VITE_GOOGLE_MAPS_API_KEY=""
ARG VITE_WHATSAPP_PHONE=""
RUN pnpm build \
 && test "$(node -p "require('./apps/web/dist-ssr/package.json').type")" = module
# The API with its production dependencies only (@guia/contracts copied in, with its dist/) and
# its seed-photos/ (the demo catalogue's WebP photos, found next to dist/ at seeding time) and
# assets/basemap/ (the embedded Cuba basemap the map serves; config.ts finds it next to dist/).
# pnpm 10 needs --legacy here unless inject-workspace-packages is set.
RUN pnpm --filter @guia/api deploy --prod --legacy /out \
 && rm -rf /out/src /out/scripts /out/.turbo /out/tsconfig.json /out/vitest.config.ts \
 && test -f /out/seed-photos/la-guarida.webp \
 && test -f /out/assets/basemap/cuba-basemap.pmtiles

# ---- runtime: plain node, non-root --------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/apps/web/dist \
    DATA_DIR=/app/.data \
    UPLOADS_DIR=/app/.data/uploads \
    MONGOMS_DISABLE_POSTINSTALL=1
WORKDIR /app
COPY --from=build --chown=node:node /out ./apps/api
COPY --from=build --chown=node:node /repo/apps/web/dist ./apps/web/dist
# the server renderer of the public pages (found beside dist/; without it every page is the plain
# shell), with the package.json ({"type":"module"}) the web's build writes beside it: Node loads
# entry-server.js as an ES module by declaration, not by guessing
COPY --from=build --chown=node:node /repo/apps/web/dist-ssr ./apps/web/dist-ssr
# Uploads live on a volume (docker-compose.yml); the folder exists so the volume gets node's ownership.
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 3000
VOLUME ["/app/.data/uploads"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
