# One image per app: the app's production build served by nginx.
#   docker build -f deploy/app.Dockerfile --build-arg APP_DIR=mf-catalog --build-arg NGINX_CONF=remote .
# Node 24 LTS, pinned by version and digest (the same Node as the root's `node` package, which
# runs `npm start` and `npm test`); nginx's current stable release, pinned by version.
FROM node:24.20.0-trixie-slim@sha256:50c3b2f6988dfc307b86e5301d69611af31f4789bdf232863b07d3b02fe55ae0 AS build
ARG APP_DIR
# The shop's public origin: the sitemap, robots.txt and canonical URLs are absolute on it.
ARG SITE_ORIGIN=http://localhost:3000
ENV SITE_ORIGIN=${SITE_ORIGIN}
# A font: the catalog's build draws its pictures' text into WebP and fails without one.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /repo
# The repository as the context sends it: .dockerignore keeps out local data (the order service's
# database), .env files, keys, test output, node_modules and builds (tools/checks/docker-context.test.mjs).
COPY . .
# `npm ci`: exactly the lock file's packages.
# The shell's build reads the remotes' published page lists (its sitemap and per-route pages),
# so its image builds them first.
# Source maps stay with the team's builds, out of the public image.
RUN npm ci --no-audit --no-fund \
 && if [ "${APP_DIR}" = shell ]; then npm run build; else npm run build -w ${APP_DIR}; fi \
 && find ${APP_DIR}/dist -name '*.map' -delete

# The render service of a remote's pages with a query (shared/build/render-service.mjs, docs/html-first.md,
# "Pages with a query"), for the remotes whose pages a query changes (mf-catalog, mf-content):
# the renderer of the remote's build, from the same stage, so the sources it renders from are
# the build's (fragments/sources.json). It runs beside the remote's nginx, on the loopback of
# the remote's pod (Kubernetes) or network namespace (docker-compose), as the `node` user:
#   docker build -f deploy/app.Dockerfile --target render --build-arg APP_DIR=mf-catalog .
# The build stage's /repo comes whole (the context, which holds no local data, .env or key, plus
# the packages and builds): the renderer compiles the TypeScript sources with tsx and
# renders with jsdom (for DOMPurify), both dev dependencies (the content's also runs the
# catalog's published server parts, fetched from CATALOG_SERVER_URL, with these packages);
# node_modules is most of it. Not the default target: the nginx image, last, is.
FROM node:24.20.0-trixie-slim@sha256:50c3b2f6988dfc307b86e5301d69611af31f4789bdf232863b07d3b02fe55ae0 AS render
ARG APP_DIR
ENV APP_DIR=${APP_DIR} HOST=127.0.0.1 PORT=8090
WORKDIR /repo
COPY --from=build /repo /repo
USER node
EXPOSE 8090
# SIGTERM (docker stop, a rollout): it stops listening and exits.
CMD ["node", "shared/build/render-service.mjs"]

# nginx as an unprivileged user (uid 101) on port 8080: the image runs under a restricted
# securityContext (non-root, read-only root filesystem: deploy/kubernetes/), where what nginx
# writes at start (conf.d, /etc/mimea) and while it runs (its caches, /tmp) are volumes.
FROM nginxinc/nginx-unprivileged:1.30.6-alpine
ARG APP_DIR
ARG NGINX_CONF=remote
# Which app this is: a remote serves its rendered pages with its own origin (40-runtime-config.sh).
ENV APP_DIR=${APP_DIR}
COPY --from=build /repo/${APP_DIR}/dist /usr/share/nginx/html
COPY deploy/nginx/${NGINX_CONF}.conf.template /etc/nginx/templates/default.conf.template
# Every app's container writes its security headers and CORS origins at start; only the shell
# serves runtime-config.json (in a remote the file is never read).
COPY --chmod=755 deploy/nginx/40-runtime-config.sh /docker-entrypoint.d/40-runtime-config.sh
USER root
RUN mkdir -p /etc/mimea && chown 101:101 /etc/mimea
USER 101
EXPOSE 8080
