# The order service of mf-checkout (mf-checkout/server/), bundled by server/build.mjs and run
# by Node; its npm packages come from the workspace install.
#   docker build -f deploy/order-service.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /repo
COPY . .
# `npm install`, not `npm ci`: see docs/architecture.md, section 5 (the lock file lacks other
# platforms' optional binaries).
RUN npm install --no-audit --no-fund && npm run build:server -w mf-checkout
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3005
EXPOSE 3005
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3005/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop): the service finishes the requests in flight, then exits.
CMD ["node", "mf-checkout/server/dist/main.mjs"]
