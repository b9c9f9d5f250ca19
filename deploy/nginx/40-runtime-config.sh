#!/bin/sh
# Writes, from the container's environment at start, what a deployment changes without
# rebuilding any app (the same variables and defaults as tools/serve/runtime-config.cjs and
# config/security-headers.cjs, checked by tools/checks/deploy.test.mjs):
#   runtime-config.json     the shell's: each remote's manifest and where orders go
#   security-headers.conf   nginx add_header lines: CSP naming the shop's origins, nosniff, …
#   office-headers.conf     the same for the back office's page (/office…): its own CSP,
#                           X-Robots-Tag and Cache-Control: no-store
#   cors-origins.conf       an nginx map: the shop's origins, the only ones a remote answers CORS of
#   cors-headers.conf       the remote's CORS headers
#   fragment-upstreams.conf an nginx map: where the shell's server reaches each remote for the
#                           HTML it includes in a page (*_INTERNAL_URL, else the public origin)
#   fragment-origins.conf   a remote's: the real origins its rendered pages are served with
#   render-upstream.conf    a remote's: an nginx map, where its pages with a query are rendered
#                           (RENDER_SERVICE_URL; none: the build's files, whatever the query),
#                           and its pages without one too with RENDER_EVERY_PAGE=yes (the catalog:
#                           its pages follow the catalogue API, docs/html-first.md)
#   resolver.conf           the shell's: the name server nginx asks for the names it proxies to
#                           per request (NGINX_RESOLVER, else the container's, /etc/resolv.conf)
#   real-ip.conf            the shell's: the proxies in front of it whose X-Forwarded-For it
#                           believes (NGINX_REAL_IP_FROM; none: it is the front door)
# CATALOG_URL, CHECKOUT_URL, CONTENT_URL, NOPF_URL, OFFICE_URL: each remote's public origin; ORDER_ENDPOINT;
# SHOP_ORIGINS: the origins the shop's pages are served from, comma-separated; SITE_ORIGIN: the
# shop's public origin (canonical and link-preview URLs); CATALOG_INTERNAL_URL, …: where the
# shell's container reaches a remote (http://catalog in docker-compose); APP_DIR: the app this
# image serves (set by deploy/app.Dockerfile); RENDER_SERVICE_URL: a remote's render service of
# pages with a query (shared/build/render-service.mjs), on an address nginx need not look up
# (http://127.0.0.1:8090: the same pod, or network namespace in docker-compose);
# RENDER_EVERY_PAGE: yes when that service renders every page of the remote (the catalog's, given
# CATALOGUE_API_URL), not only those with a query.
set -eu
out="${RUNTIME_CONFIG_PATH:-/etc/mimea/runtime-config.json}"
dir="$(dirname "$out")"
mkdir -p "$dir"

catalog="${CATALOG_URL:-http://localhost:3001}"
checkout="${CHECKOUT_URL:-http://localhost:3002}"
content="${CONTENT_URL:-http://localhost:3003}"
nopf="${NOPF_URL:-http://localhost:3004}"
office="${OFFICE_URL:-http://localhost:3006}"
orders="${ORDER_ENDPOINT:-/api/orders}"

manifest() {
  # $1: the origin, without trailing slashes
  printf '%s/mf-manifest.json' "$(printf '%s' "$1" | sed 's:/*$::')"
}

printf '{"remotes":{"catalog":"%s","checkout":"%s","content":"%s","nopf":"%s","office":"%s"},"orderEndpoint":"%s"}\n' \
  "$(manifest "$catalog")" "$(manifest "$checkout")" "$(manifest "$content")" "$(manifest "$nopf")" "$(manifest "$office")" "$orders" > "$out"
echo "runtime-config.json written to $out"

# scheme://host[:port] of an absolute URL; nothing for a path (the shop's own origin).
origin() {
  printf '%s' "$1" | sed -E -n 's#^([A-Za-z][A-Za-z0-9+.-]*://[^/?#]+).*$#\1#p'
}
# The shoppers' pages: the storefront's remotes and the order endpoint. Not the back office's,
# which only its own page loads (below).
own="'self'"
for url in "$catalog" "$checkout" "$content" "$nopf" "$orders"; do
  o="$(origin "$url")"
  case " $own " in *" $o "*) ;; *) [ -n "$o" ] && own="$own $o" ;; esac
done
office_own="'self'"
o="$(origin "$office")"
[ -n "$o" ] && office_own="$office_own $o"

csp="default-src 'self'; script-src $own; style-src 'self' 'unsafe-inline'; img-src $own data:; font-src $own; connect-src $own; manifest-src 'self'; worker-src 'self'; frame-src https://www.openstreetmap.org; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
office_csp="default-src 'self'; script-src $office_own; style-src 'self' 'unsafe-inline'; img-src $office_own data:; font-src $office_own; connect-src $office_own; manifest-src 'self'; worker-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
# The shell's files are for its own pages; a remote's are loaded by the shop's pages from
# another origin (config/security-headers.cjs).
if [ "${APP_DIR:-shell}" = shell ]; then corp=same-origin; else corp=cross-origin; fi
# $1: the Content-Security-Policy, $2: the Cross-Origin-Resource-Policy.
headers() {
  cat <<CONF
add_header Content-Security-Policy "$1" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header X-Frame-Options "DENY" always;
add_header Permissions-Policy "accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()" always;
add_header Strict-Transport-Security "max-age=31536000" always;
add_header Cross-Origin-Opener-Policy "same-origin" always;
add_header Cross-Origin-Resource-Policy "$2" always;
CONF
}
headers "$csp" "$corp" > "$dir/security-headers.conf"
# The back office's page (the shell's /office…, config/security-headers.cjs officePageHeaders).
{
  headers "$office_csp" same-origin
  echo 'add_header X-Robots-Tag "noindex, nofollow" always;'
  echo 'add_header Cache-Control "no-store" always;'
} > "$dir/office-headers.conf"

{
  echo 'map $http_origin $mimea_cors_origin {'
  echo '    default "";'
  printf '%s' "${SHOP_ORIGINS:-http://localhost:3000,http://127.0.0.1:3000}" | tr ',' '\n' | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' -e 's:/*$::' | grep -v '^$' | sed 's/.*/    "&" $http_origin;/'
  echo '}'
} > "$dir/cors-origins.conf"

cat > "$dir/cors-headers.conf" <<'CONF'
add_header Access-Control-Allow-Origin $mimea_cors_origin always;
add_header Vary Origin always;
CONF
echo "security headers and CORS origins written to $dir"

# The shell's server includes each remote's HTML of a page (docs/architecture.md, section 4.1),
# and asks a remote whether it has a page the shell's build did not know: the same addresses,
# keyed by the include's remote and by the asked path's.
upstreams() {
  # $1: the variable that names the remote, $2: the variable it gives. Volatile: the includes of
  # one page are subrequests that share its variables, and the sitemap includes every remote's
  # part, so the answer is looked up again for each, not kept from the first.
  echo "map \$$1 \$$2 {"
  echo '    volatile;'
  echo '    default "";'
  printf '    catalog "%s";\n' "$(printf '%s' "${CATALOG_INTERNAL_URL:-$catalog}" | sed 's:/*$::')"
  printf '    checkout "%s";\n' "$(printf '%s' "${CHECKOUT_INTERNAL_URL:-$checkout}" | sed 's:/*$::')"
  printf '    content "%s";\n' "$(printf '%s' "${CONTENT_INTERNAL_URL:-$content}" | sed 's:/*$::')"
  printf '    nopf "%s";\n' "$(printf '%s' "${NOPF_INTERNAL_URL:-$nopf}" | sed 's:/*$::')"
  echo '}'
}
{
  upstreams fragment_remote fragment_upstream
  upstreams mimea_page_remote mimea_page_upstream
} > "$dir/fragment-upstreams.conf"

# A remote serves its pages' HTML with its own public origin and the shop's in place of the
# build's stand-ins (config/fragment-format.cjs).
case "${APP_DIR:-}" in
  mf-catalog) self="$catalog" ;;
  mf-checkout) self="$checkout" ;;
  mf-content) self="$content" ;;
  mf-nopf) self="$nopf" ;;
  mf-office) self="$office" ;;
  *) self="" ;;
esac
site="$(printf '%s' "${SITE_ORIGIN:-http://localhost:3000}" | sed 's:/*$::')"
# Another remote's pictures in this one's pages (the catalog's in the content's package pages:
# https://catalog-origin.invalid/, mf-content/src/build-time/catalog-on-server.ts) go on that
# remote's origin, as tools/serve/compose-page.mjs puts them under npm start.
cat > "$dir/fragment-origins.conf" <<CONF
sub_filter_once off;
sub_filter_types text/xml;
sub_filter 'https://remote-origin.invalid/' '$(printf '%s' "$self" | sed 's:/*$::')/';
sub_filter 'https://site-origin.invalid' '$site';
sub_filter 'https://catalog-origin.invalid/' '$(printf '%s' "$catalog" | sed 's:/*$::')/';
sub_filter 'https://checkout-origin.invalid/' '$(printf '%s' "$checkout" | sed 's:/*$::')/';
sub_filter 'https://content-origin.invalid/' '$(printf '%s' "$content" | sed 's:/*$::')/';
sub_filter 'https://nopf-origin.invalid/' '$(printf '%s' "$nopf" | sed 's:/*$::')/';
CONF
echo "fragment upstreams and origins written to $dir"

# A remote's pages with a query, rendered by its render service when it has one (remote.conf.template).
render="$(printf '%s' "${RENDER_SERVICE_URL:-}" | sed 's:/*$::')"
{
  echo 'map $mimea_render_asked $mimea_render_upstream {'
  echo '    default "";'
  [ -n "$render" ] && printf '    1 "%s";\n' "$render"
  [ -n "$render" ] && [ "${RENDER_EVERY_PAGE:-}" = yes ] && printf '    2 "%s";\n' "$render"
  echo '}'
} > "$dir/render-upstream.conf"
echo "render service of pages with a query: ${render:-none}"
[ -n "$render" ] && [ "${RENDER_EVERY_PAGE:-}" = yes ] && echo "render service of every page: $render"

# The name server the shell's nginx asks per request (the order service, the remotes): the
# container's own, Docker's 127.0.0.11 in docker-compose, the cluster's DNS service in
# Kubernetes. nginx reads no search domains: names there are whole (shop-config.yaml).
ns="${NGINX_RESOLVER:-$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)}"
ns="${ns:-127.0.0.11}"
case "$ns" in *:*) ns="[$ns]" ;; esac
echo "resolver $ns valid=30s ipv6=off;" > "$dir/resolver.conf"
echo "name server: $ns"

# Who connected to the shop, as the shell's nginx tells the order service (X-Forwarded-For: its
# rate limits and MPESA_CALLBACK_ALLOW read it). With nothing in front, the address that
# connected. Behind a proxy of its own (a TLS proxy in front of docker-compose: Daraja calls only
# HTTPS), NGINX_REAL_IP_FROM names that proxy's addresses or ranges (comma-separated), whose
# X-Forwarded-For nginx then believes: the last address in it that is not one of them is the
# client, so a client cannot choose its own. Left unset behind a proxy, every shopper and every
# Daraja callback would seem to come from the proxy.
set -f
real_ip_from="$(printf '%s' "${NGINX_REAL_IP_FROM:-}" | tr ',' ' ')"
{
  for from in $real_ip_from; do
    case "$from" in
      *[!0-9A-Fa-f.:/]*)
        echo "NGINX_REAL_IP_FROM: \"$from\" is not an address or a range" >&2
        exit 1
        ;;
    esac
    echo "set_real_ip_from $from;"
  done
  if [ -n "$(printf '%s' "$real_ip_from" | tr -d ' ')" ]; then
    echo 'real_ip_header X-Forwarded-For;'
    echo 'real_ip_recursive on;'
  fi
} > "$dir/real-ip.conf"
set +f
echo "proxies believed in front of nginx: ${real_ip_from:-none}"
