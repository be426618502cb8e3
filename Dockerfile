# The product in one container: the built server serving the API and the built web app on PORT
# (docs/operations.md, "In a container"). Build: `docker build -t studio-booking .`; with
# PostgreSQL: `docker compose up` (compose.yaml).

# Build stage: every dependency, then the web app (apps/web/dist) and the server (apps/api/dist).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first: the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN npm run build

# Runtime stage: production dependencies only (no tsx, Vite, esbuild), the two builds, no sources.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# PGlite's folder (when DATABASE_URL is unset), uploaded images, built-in videos, the JWT secret
# when JWT_SECRET is unset: mount a volume here.
RUN mkdir /data && chown node:node /data
ENV STUDIO_MODE=production DATA_DIR=/data PORT=3000
USER node
EXPOSE 3000
# Ready when the database answers; during a stop it fails at once (docs/operations.md).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and gets SIGTERM: it finishes requests in flight, then exits (within 10 s).
CMD ["node", "apps/api/dist/server.js"]
