# syntax=docker/dockerfile:1
# Hearth in a container: a build stage with the dev dependencies compiles the shared code, the
# server and the web app; the runtime stage installs the runtime dependencies only and runs the
# compiled server with plain node as the unprivileged `node` user. Node 20.19+, 22 or 24.
ARG NODE_VERSION=20

# The workspace's manifests alone, for both stages' installs: their layers are reused until a
# manifest changes.
FROM scratch AS manifests
COPY package.json package-lock.json .npmrc /app/
COPY packages/shared/package.json /app/packages/shared/
COPY apps/server/package.json /app/apps/server/
COPY apps/web/package.json /app/apps/web/
COPY e2e/package.json /app/e2e/
COPY bench/package.json /app/bench/

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci
COPY . .
# The map tile server is built into the web app (see the README's Configuration).
ARG VITE_MAP_TILE_URL=
ARG VITE_MAP_TILE_ATTRIBUTION=
ENV VITE_MAP_TILE_URL=${VITE_MAP_TILE_URL} \
    VITE_MAP_TILE_ATTRIBUTION=${VITE_MAP_TILE_ATTRIBUTION}
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
COPY --from=manifests /app ./
# The server's and the shared code's runtime dependencies only (the web app is already bundled).
RUN npm ci --omit=dev --workspace=@hearth/server --workspace=@hearth/shared && npm cache clean --force
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data

ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
# The same tile server, allowed in the Content-Security-Policy (MAP_TILE_URL at run time overrides it).
ARG VITE_MAP_TILE_URL=
ENV VITE_MAP_TILE_URL=${VITE_MAP_TILE_URL}
USER node
# Generated secrets, the outbox, uploaded files and (without DATABASE_URL) the embedded database.
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm): SIGTERM reaches Hearth, which closes the server and the database.
CMD ["node", "apps/server/dist/main.js"]
