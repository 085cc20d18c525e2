# syntax=docker/dockerfile:1
# The production image (deploy/README.md, decision 050). The web app (dist/) and the compiled
# server (dist-server/) are built once, in the build stage; the runtime stage holds production
# packages only, the two builds, the SQL migrations and the catalogue (read at run time), runs
# `node dist-server/main.js` (no tsx) as the unprivileged `node` user, and checks /api/health.
#   docker build -t afya-hub .
# The Node version follows package.json "engines" and the README.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every package, then `npm run build` (Vite) and `npm run build:server` (esbuild).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# 2. Production packages only (no Vite plugins' dev tools, test runners or browsers drivers).
FROM ${NODE_IMAGE} AS packages
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# 3. Runtime.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/afya-hub
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY server/db/migrations ./server/db/migrations
COPY tests-catalog ./tests-catalog
# DATA_DIR holds the embedded database when DATABASE_URL is unset (one instance only).
RUN mkdir -p /var/lib/afya-hub && chown node:node /var/lib/afya-hub
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/main.js"]
