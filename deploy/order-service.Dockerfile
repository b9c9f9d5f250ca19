# The order service (services/order-service/, docs/order-service.md) as its own production image: the
# bundle services/order-service/build.mjs makes, its migrations, and only the npm packages that bundle
# imports (runtime-package.mjs writes them, at the versions it was tested with), run as the
# unprivileged `node` user. No monorepo, no dev dependencies, no build tools.
#   docker build -f deploy/order-service.Dockerfile -t mimea/order-service .
# Node 24 LTS, pinned by version and digest: the same Node as the root's `node` package, which
# runs `npm start` and `npm test`.
FROM node:24.20.0-trixie-slim@sha256:50c3b2f6988dfc307b86e5301d69611af31f4789bdf232863b07d3b02fe55ae0 AS build
WORKDIR /repo
# The repository as the context sends it, without local data, .env files or keys (.dockerignore;
# tools/checks/docker-context.test.mjs); only the bundle, its packages and migrations go on.
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w services/order-service

FROM node:24.20.0-trixie-slim@sha256:50c3b2f6988dfc307b86e5301d69611af31f4789bdf232863b07d3b02fe55ae0
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3005
WORKDIR /app
# The packages at the lock's versions: the repository's lock cut down to them (runtime-package.mjs).
COPY --from=build /repo/services/order-service/dist/package.json /repo/services/order-service/dist/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /repo/services/order-service/dist/main.mjs ./dist/main.mjs
COPY --from=build /repo/services/order-service/dist/add-account.mjs /repo/services/order-service/dist/reset-account.mjs ./dist/
COPY --from=build /repo/services/order-service/migrations ./migrations
USER node
EXPOSE 3005
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3005/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop, a rollout): the service finishes the requests in flight, then exits.
# `--migrate-only` (the Kubernetes migration Job): brings the schema up to date and exits.
CMD ["node", "dist/main.mjs"]
