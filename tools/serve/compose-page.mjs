// Puts a page of the shop together for the shell's server under `npm start` (tools/serve/serve.mjs),
// as nginx does in the containers with server-side includes (deploy/nginx/shell.conf.template):
// the page the shell's build wrote for the route (its chrome as HTML, the remote's region left
// to the browser; shell/src/build-time/prerender-pages.tsx) carries include directives
// (config/fragment-format.cjs), each replaced here by the remote's part of the asked page, which
// the remote's build rendered (shared/build/render-fragments.mjs) and its server serves from its own
// origin. The parts are fetched on every request, so a remote redeployed alone changes the next
// page. This reads exactly the directives that file writes, nothing more of SSI.
//
// A page with a query is asked with it (`/fragments/body/shop.html?search=tea`): the remote
// renders it on demand (docs/html-first.md).
//
// A remote that is down, answers an error or takes longer than FRAGMENT_BUDGET_MS costs the page
// nothing: the directive's fallback stays, the region is left to the browser, which renders it
// (or shows Retry), as before.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { remoteRouteFor, routeTemplateFile } = require('../../config/routes.cjs');
const { framePageFor } = require('../../config/app-only-routes.cjs');
const { INCLUDE_DIRECTIVE, SITEMAP_FILE, SITEMAP_INCLUDE_DIRECTIVE, fragmentPage, fragmentQuery } = require('../../config/fragment-format.cjs');

/** How long a page waits for its remote's HTML before it leaves the region to the browser. */
export const FRAGMENT_BUDGET_MS = 1000;

/**
 * The remote's part of a page: `{ status: 200, html }`, `{ status: 404 }` when the remote has no
 * such page, or null when it could not tell within the budget (down, an error, too slow).
 * @param {string} url @param {number} budgetMs
 */
export async function fetchFragment(url, budgetMs = FRAGMENT_BUDGET_MS) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(budgetMs) });
    if (response.status === 404) return { status: 404 };
    if (!response.ok) return null;
    return { status: 200, html: await response.text() };
  } catch {
    return null;
  }
}

/**
 * `text` with each match of `directive` replaced by what `urlOf(match)` answers within the budget
 * (every one asked at once, as nginx does: the text waits for the slowest, at most the budget), or
 * by its fallback, `match[2]`, when there is no URL or no answer. Also the matches that answered.
 * @param {string} text @param {RegExp} directive
 * @param {(match: RegExpMatchArray) => string | null} urlOf @param {number} [budgetMs]
 */
async function includeAll(text, directive, urlOf, budgetMs) {
  const matches = [...text.matchAll(directive)];
  const answers = await Promise.all(matches.map((match) => {
    const url = urlOf(match);
    return url ? fetchFragment(url, budgetMs) : null;
  }));
  /** @type {RegExpMatchArray[]} */
  const included = [];
  let i = 0;
  const result = text.replace(directive, () => {
    const match = matches[i];
    const answer = answers[i++];
    if (answer?.status !== 200) return match[2];
    included.push(match);
    return answer.html;
  });
  return { text: result, included };
}

/**
 * A build's stand-in for another remote's origin in a remote's HTML (`https://catalog-origin.invalid/`:
 * the catalog's pictures in the content's package pages, mf-content/src/build-time/catalog-on-server.ts).
 * The remote's server puts in its own origin and the shop's (config/fragment-format.cjs); this one
 * is that other remote's, from the runtime config.
 */
const OTHER_REMOTE_STAND_IN = /https:\/\/([a-z]+)-origin\.invalid\//g;

/** @param {string} html @param {(remote: string) => string | undefined} remoteOrigin */
function withOtherRemotesOrigins(html, remoteOrigin) {
  return html.replace(OTHER_REMOTE_STAND_IN, (standIn, remote) => {
    const origin = remoteOrigin(remote);
    return origin ? `${origin.replace(/\/+$/, '')}/` : standIn;
  });
}

/**
 * `shellPage` with each include directive replaced by the remote's part of `page` (a
 * fragmentPage: empty when the page is not to be composed) at `query` (a fragmentQuery: the
 * asked page's query, '' for none), or by its fallback.
 * @param {string} shellPage @param {string} page
 * @param {(remote: string) => string | undefined} remoteOrigin @param {number} [budgetMs] @param {string} [query]
 * @returns {Promise<{ html: string, composed: boolean }>} `composed`: the remote's HTML is in the page
 */
export async function includeFragments(shellPage, page, remoteOrigin, budgetMs, query = '') {
  const { text, included } = await includeAll(
    shellPage,
    INCLUDE_DIRECTIVE,
    ([, part, , remote]) => {
      const origin = remoteOrigin(remote);
      return page === '' || !origin ? null : `${origin}/fragments/${part}${page}.html${query}`;
    },
    budgetMs,
  );
  return { html: withOtherRemotesOrigins(text, remoteOrigin), composed: included.some(([, part]) => part === 'body') };
}

/**
 * The shell's sitemap with each remote's part replaced by what the remote lists now (its
 * fragments/sitemap.xml), or left as the shell's build knew it when the remote does not answer
 * within the budget: a remote's new pages are listed with no rebuild of the shell.
 * @param {string} sitemap the shell's build's /sitemap.xml
 * @param {(remote: string) => string | undefined} remoteOrigin @param {number} [budgetMs]
 */
export async function includeSitemaps(sitemap, remoteOrigin, budgetMs) {
  const { text } = await includeAll(
    sitemap,
    SITEMAP_INCLUDE_DIRECTIVE,
    ([, remote]) => {
      const origin = remoteOrigin(remote);
      return origin ? `${origin}/${SITEMAP_FILE}` : null;
    },
    budgetMs,
  );
  return text;
}

/**
 * The answer for a browser asking for `pathname` of a remote's route, or null when no remote
 * draws it. `routePage`: the page the shell's build wrote for exactly this path, if any (the
 * route's metadata, should the remote not answer). `known`: whether the shop knows the path
 * without asking the remote (a published page when the shell was built, or a shopper's own).
 * @param {{ dist: string, pathname: string, search: string, routePage: string | null, known: boolean,
 *   remoteOrigin: (remote: string) => string | undefined, budgetMs?: number }} request
 * @returns {Promise<{ status: number, html: string } | null>}
 */
export async function composeRoute({ dist, pathname, search, routePage, known, remoteOrigin, budgetMs }) {
  const route = remoteRouteFor(pathname);
  // A shopper's own route whose every address is one page its remote publishes (the order's
  // confirmation: its frame, config/app-only-routes.cjs): that page, asked with no query, so
  // neither the order number nor anything else of the address reaches the remote.
  const frame = framePageFor(pathname);
  const framePage = frame && path.join(dist, '_pages', `${frame}.html`);
  const framed = framePage !== null && fs.existsSync(framePage);
  const template = route && (framed ? framePage : (routePage ?? path.join(dist, routeTemplateFile(route.path))));
  if (!route || !template || !fs.existsSync(template)) return null;
  // A filtered page (/shop?search=tea) is asked with its query: the remote renders it on demand
  // (shared/build/render-on-demand.mjs). One it does not render in time, or a query too long to pass on,
  // leaves the region to the browser, which draws the results (no unfiltered results flash).
  const query = framed ? '' : fragmentQuery(search);
  const page = query === null ? '' : fragmentPage(framed ? frame : pathname);
  const { html, composed } = await includeFragments(fs.readFileSync(template, 'utf8'), page, remoteOrigin, budgetMs, query ?? '');
  return { status: known || composed ? 200 : 404, html };
}
