# The order service (order-service/, docs/order-service.md) as its own production image: the
# bundle order-service/build.mjs makes, its migrations, and only the npm packages that bundle
# imports (runtime-package.mjs writes them, at the versions it was tested with), run as the
# unprivileged `node` user. No monorepo, no dev dependencies, no build tools.
#   docker build -f deploy/order-service.Dockerfile -t mimea/order-service .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY . .
# `npm install`, not `npm ci`: see docs/architecture.md, section 5 (the lock file lacks other
# platforms' optional binaries).
RUN npm install --no-audit --no-fund && npm run build -w order-service

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3005
WORKDIR /app
COPY --from=build /repo/order-service/dist/package.json ./package.json
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /repo/order-service/dist/main.mjs ./dist/main.mjs
COPY --from=build /repo/order-service/migrations ./migrations
USER node
EXPOSE 3005
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3005/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop, a rollout): the service finishes the requests in flight, then exits.
# `--migrate-only` (the Kubernetes migration Job): brings the schema up to date and exits.
CMD ["node", "dist/main.mjs"]
