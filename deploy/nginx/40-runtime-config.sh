#!/bin/sh
# Writes the shell's /runtime-config.json from the container's environment at start, so a
# deployment moves a remote by changing a variable, never by rebuilding the shell. The same
# variables and defaults as tools/runtime-config.cjs (checked by tools/deploy.test.mjs):
# CATALOG_URL, CHECKOUT_URL, CONTENT_URL, NOPF_URL (each remote's public origin) and ORDER_ENDPOINT.
set -eu
out="${RUNTIME_CONFIG_PATH:-/etc/mimea/runtime-config.json}"
mkdir -p "$(dirname "$out")"

manifest() {
  # $1: the origin, without trailing slashes
  printf '%s/mf-manifest.json' "$(printf '%s' "$1" | sed 's:/*$::')"
}

printf '{"remotes":{"catalog":"%s","checkout":"%s","content":"%s","nopf":"%s"},"orderEndpoint":"%s"}\n' \
  "$(manifest "${CATALOG_URL:-http://localhost:3001}")" \
  "$(manifest "${CHECKOUT_URL:-http://localhost:3002}")" \
  "$(manifest "${CONTENT_URL:-http://localhost:3003}")" \
  "$(manifest "${NOPF_URL:-http://localhost:3004}")" \
  "${ORDER_ENDPOINT:-/api/orders}" > "$out"
echo "runtime-config.json written to $out"
