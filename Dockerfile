# The Pawtrail app: one instance per container (compose.yaml runs two behind nginx).
# docs/deploy.md says how to run and scale it.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# Pre-renders against an embedded PostgreSQL with the demo content (scripts/build-image.mjs).
RUN node scripts/build-image.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    TRUST_PROXY=1 \
    RENDER_AFTER_START=1
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# /api/ready answers 503 while the instance drains (SIGTERM), so the orchestrator stops routing to it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "scripts/server.mjs"]
