# syntax=docker/dockerfile:1
# The music school server: one image serves the site, the dashboard, /graphql, /api/v1, /livez and /readyz.
#   docker build -t music-school .      (or: docker compose up --build)
# Stages: base (package manifests) → deps (production node_modules) → build (all deps, compiled
#         workspaces) → runtime (slim: node_modules from deps + the dists).
# No compiler: better-sqlite3 13 and sharp ship prebuilt Node-API binaries for linux x64/arm64 (glibc).

# Node 24 LTS (the supported runtime; CI tests on it too). The major is pinned, patch releases follow.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY web/package.json web/
COPY admin/package.json admin/

FROM base AS deps
# Only what the server needs at run time: its dependencies and the @school/common link.
RUN npm ci --omit=dev --workspace=server \
 && mkdir -p server/node_modules common/node_modules

FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/server/node_modules ./server/node_modules
COPY --from=deps /app/common/node_modules ./common/node_modules
COPY package.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY --from=build /app/common/dist common/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr
COPY --from=build /app/admin/dist admin/dist
# Runs as the image's unprivileged "node" user; /data holds the SQLite file, embedded objects and backups.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Readiness (/readyz: database, object storage, uploads spool); /livez would only say the process runs
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/main.js"]
