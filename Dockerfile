# syntax=docker/dockerfile:1
# Guía Cuba: one image, the API serving the built SPA on one port (DESIGN §5).
#   docker build -t guia-cuba .        (docker compose up does this for you)

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- base: Node + pnpm ---------------------------------------------------------------------
FROM ${NODE_IMAGE} AS base
ENV CI=true \
    MONGOMS_DISABLE_POSTINSTALL=1 \
    TURBO_TELEMETRY_DISABLED=1 \
    NEXT_TELEMETRY_DISABLED=1
RUN npm i -g pnpm@10 && pnpm --version
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
ARG VITE_MAP_TILE_URL=""
ARG VITE_MAP_ATTRIBUTION=""
RUN pnpm build
# The API with its production dependencies only (@guia/contracts copied in, with its dist/) and
# its seed-photos/ (the demo catalogue's WebP photos, found next to dist/ at seeding time).
# pnpm 10 needs --legacy here unless inject-workspace-packages is set.
RUN pnpm --filter @guia/api deploy --prod --legacy /out \
 && rm -rf /out/src /out/scripts /out/.turbo /out/tsconfig.json /out/vitest.config.ts \
 && test -f /out/seed-photos/la-guarida.webp

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
# the server renderer of the public pages (found beside dist/; without it every page is the plain shell)
COPY --from=build --chown=node:node /repo/apps/web/dist-ssr ./apps/web/dist-ssr
# Uploads live on a volume (docker-compose.yml); the folder exists so the volume gets node's ownership.
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 3000
VOLUME ["/app/.data/uploads"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
