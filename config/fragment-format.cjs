// How a page is put together from a remote's HTML (docs/architecture.md, section 8.4): the
// one format that the remotes' builds write (shared/build/render-fragments.mjs), their servers serve,
// the shell's build marks its pages with (shell/src/build-time/prerender-pages.tsx) and the shell's
// servers read: nginx's server-side includes (deploy/nginx/shell.conf.template) and
// tools/serve/compose-page.mjs for `npm start`, which understands exactly the directives written here.
//
// A remote publishes two files per page on its origin: the page's <head> part (its title,
// description, link-preview tags, preloads) and its HTML. Both are written with stand-in
// origins, which the remote's server replaces with the real ones as it serves them (its own
// origin, known only where it is deployed, for its pictures; the shop's public origin for
// canonical and link-preview URLs), so that whoever includes them, nginx or a CDN's edge
// includes, takes them as they are. `.invalid` never resolves (RFC 2606): a stand-in left in
// place can never reach anyone.
const REMOTE_ORIGIN_STAND_IN = 'https://remote-origin.invalid';
const SITE_ORIGIN_STAND_IN = 'https://site-origin.invalid';

/** The two parts of a page a remote publishes. */
const PARTS = /** @type {const} */ (['head', 'body']);

/**
 * The server variable that names the asked page in an include: `/index` for `/`, the path
 * otherwise, empty when the page is not to be composed.
 */
const PAGE_VARIABLE = 'mimea_page';

/** @param {string} pathname */
function fragmentPage(pathname) {
  return pathname === '/' ? '/index' : pathname;
}

/** The longest query the shell's server passes on to a remote: a longer one, the browser draws. */
const QUERY_PASSED_MAX = 1024;

/**
 * The query a page's parts are asked for with (`?search=tea`, '' for none): the asked page's, as
 * it is; the remote keeps what its page reads (docs/html-first.md). null when it is too long to
 * pass on: the page is not composed.
 * @param {string} search the query, with its `?`, or ''
 */
function fragmentQuery(search) {
  const query = search.replace(/^\?/, '');
  if (query.length > QUERY_PASSED_MAX) return null;
  return query === '' ? '' : `?${query}`;
}

/**
 * Where a remote lists its pages whose HTML a query changes, in its folder: the parameters each
 * reads and its metadata for a query (shared/build/render-fragments.mjs). Its server renders those on
 * demand (shared/build/render-on-demand.mjs).
 */
const QUERY_PAGES_FILE = 'src/build-time/query-pages.ts';
/**
 * Where a remote whose pages show live data (the catalog: the catalogue API's) says what its pages
 * are now and how to drop the data it keeps (`livePages`), in its folder: its server renders
 * every page on demand from that data, while the data's revision stays the same
 * (shared/build/render-on-demand.mjs).
 */
const LIVE_PAGES_FILE = 'src/build-time/live-pages.ts';
/** Where a remote's build records the fingerprint of the sources it rendered its pages from (shared/build/render-fragments.mjs). */
const SOURCES_FILE = 'fragments/sources.json';

/**
 * Where a remote's build writes a part of one of its pages, under its dist/ and so on its
 * origin: `('body', '/')` → `fragments/body/index.html`.
 * @param {'head' | 'body'} part @param {string} pagePath
 */
function fragmentFile(part, pagePath) {
  return `fragments/${part}${fragmentPage(pagePath)}.html`;
}

/** The route's metadata in a shell page: from <title> to the theme colour that follows it. */
const HEAD_META = /<title>[\s\S]*?(?=<meta name="?theme-color)/;
/** The remote's region in a shell page, left to the browser (`<!--$!-->` … `<!--/$-->`). */
const REGION = /<!--\$!--><template data-dgst=""><\/template>[\s\S]*?<!--\/\$-->/;

/**
 * `fallback` with the directive that puts the remote's part of the asked page in its place,
 * or leaves `fallback` when the remote does not answer it.
 * @param {string} remote @param {'head' | 'body'} part @param {string} fallback
 */
function includeDirective(remote, part, fallback) {
  return `<!--# block name="${part}" -->${fallback}<!--# endblock --><!--# include virtual="/_fragments/${remote}/${part}\${${PAGE_VARIABLE}}" stub="${part}" -->`;
}

/** A directive of includeDirective: its part, fallback and remote. */
const INCLUDE_DIRECTIVE = new RegExp(
  `<!--# block name="(head|body)" -->([\\s\\S]*?)<!--# endblock --><!--# include virtual="/_fragments/([a-z]+)/\\1\\$\\{${PAGE_VARIABLE}\\}" stub="\\1" -->`,
  'g',
);

/**
 * Where a remote's build writes its part of the shop's sitemap (its pages' `<url>` elements, on
 * the site origin's stand-in), under its dist/ and so on its origin.
 */
const SITEMAP_FILE = 'fragments/sitemap.xml';

/**
 * `fallback` (the remote's `<url>` elements when the shell was built) with the directive that
 * puts the remote's current ones in its place: a remote's new pages reach /sitemap.xml with no
 * rebuild of the shell, and a remote that does not answer leaves what the shell knew.
 * @param {string} remote @param {string} fallback
 */
function sitemapIncludeDirective(remote, fallback) {
  return `<!--# block name="sitemap_${remote}" -->${fallback}<!--# endblock --><!--# include virtual="/_sitemaps/${remote}" stub="sitemap_${remote}" -->`;
}

/** A directive of sitemapIncludeDirective: its fallback and remote. */
const SITEMAP_INCLUDE_DIRECTIVE = /<!--# block name="sitemap_([a-z]+)" -->([\s\S]*?)<!--# endblock --><!--# include virtual="\/_sitemaps\/\1" stub="sitemap_\1" -->/g;

/**
 * A shell page of a remote's route with the route's metadata and the remote's region each
 * marked to be replaced by the remote's part of the asked page.
 * @param {string} page @param {string} remote
 */
function withFragmentIncludes(page, remote) {
  if (!HEAD_META.test(page) || !REGION.test(page)) throw new Error(`expected the route's metadata and ${remote}'s region in the page`);
  return page.replace(HEAD_META, (head) => includeDirective(remote, 'head', head)).replace(REGION, (region) => includeDirective(remote, 'body', region));
}

/**
 * A remote's part of a page with its real origins, as its server sends it.
 * @param {string} html @param {{ remoteOrigin: string, siteOrigin: string }} origins
 */
function withRealOrigins(html, { remoteOrigin, siteOrigin }) {
  return html.replaceAll(`${REMOTE_ORIGIN_STAND_IN}/`, `${remoteOrigin}/`).replaceAll(SITE_ORIGIN_STAND_IN, siteOrigin);
}

module.exports = {
  REMOTE_ORIGIN_STAND_IN,
  SITE_ORIGIN_STAND_IN,
  PARTS,
  INCLUDE_DIRECTIVE,
  fragmentPage,
  fragmentQuery,
  QUERY_PASSED_MAX,
  QUERY_PAGES_FILE,
  LIVE_PAGES_FILE,
  SOURCES_FILE,
  fragmentFile,
  withFragmentIncludes,
  withRealOrigins,
  SITEMAP_FILE,
  sitemapIncludeDirective,
  SITEMAP_INCLUDE_DIRECTIVE,
};
