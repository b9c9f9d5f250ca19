// Puts a page of the shop together for the shell's server (tools/serve.mjs), as a CDN's edge
// includes would: the page the shell's build wrote for the route (its chrome as HTML, the
// remote's region left to the browser; shell/site/prerender-pages.tsx) with, in that region,
// the remote's HTML of the asked page, which the remote's build rendered
// (config/render-fragments.mjs) and its server serves from its own origin. The remote's HTML is
// fetched on every request, so a remote redeployed alone changes the next page.
//
// A remote that is down, answers an error or takes longer than FRAGMENT_BUDGET_MS costs the page
// nothing: it leaves its region to the browser, which renders it (or shows Retry), as before.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { remoteRouteFor, routeTemplateFile, fragmentFile } = require('../config/routes.cjs');
const { apps } = require('../config/apps.cjs');

/** The remotes whose builds render their published pages (config/render-fragments.mjs). */
const rendering = new Set(apps.filter((app) => app.pages).map((app) => app.name));
const { HEAD_END, REMOTE_ORIGIN_STAND_IN, SITE_ORIGIN_STAND_IN } = require('../config/fragment-format.cjs');

/** How long a page waits for its remote's HTML before it leaves the region to the browser. */
export const FRAGMENT_BUDGET_MS = 1000;

/** Where the remote's HTML goes: the region the shell's build left to the browser. */
const REGION = /<!--\$!--><template data-dgst=""><\/template>[\s\S]*?<!--\/\$-->/;
/** The route's metadata in the shell's page: from <title> to the theme colour that follows it. */
const HEAD_META = /<title>[\s\S]*?(?=<meta name="?theme-color)/;

/**
 * The shell's page with the remote's rendered page in it, or null when the fragment is not one.
 * @param {string} shellPage @param {string} fragment
 * @param {{ remoteOrigin: string, siteOrigin: string }} origins
 */
export function composePage(shellPage, fragment, { remoteOrigin, siteOrigin }) {
  const end = fragment.indexOf(HEAD_END);
  if (end < 0 || !REGION.test(shellPage) || !HEAD_META.test(shellPage)) return null;
  const real = (html) => html.replaceAll(`${REMOTE_ORIGIN_STAND_IN}/`, `${remoteOrigin}/`).replaceAll(SITE_ORIGIN_STAND_IN, siteOrigin);
  const head = real(fragment.slice(0, end));
  const body = real(fragment.slice(end + HEAD_END.length));
  return shellPage.replace(HEAD_META, () => head).replace(REGION, () => `<!--$-->${body}<!--/$-->`);
}

/**
 * The remote's HTML of a page: `{ status: 200, html }`, `{ status: 404 }` when the remote has no
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
 * The answer for a browser asking for `pathname` of a remote's route, or null when no remote
 * draws it. `routePage`: the page the shell's build wrote for exactly this path, if any (the
 * route's metadata, should the remote not answer). `known`: whether the shop knows the path
 * without asking the remote (a published page when the shell was built, or a shopper's own).
 * @param {{ dist: string, pathname: string, search: string, routePage: string | null, known: boolean,
 *   remoteOrigin: (remote: string) => string | undefined, siteOrigin: string, budgetMs?: number }} request
 * @returns {Promise<{ status: number, html: string } | null>}
 */
export async function composeRoute({ dist, pathname, search, routePage, known, remoteOrigin, siteOrigin, budgetMs }) {
  const route = remoteRouteFor(pathname);
  const template = route && (routePage ?? path.join(dist, routeTemplateFile(route.path)));
  if (!route || !template || !fs.existsSync(template)) return null;
  const shellPage = fs.readFileSync(template, 'utf8');
  const origin = remoteOrigin(route.remote);
  // A filtered page (/shop?search=tea) is not rendered ahead: the browser draws it, so no
  // unfiltered results flash before the right ones.
  if (!origin || !rendering.has(route.remote) || route.drawnInBrowser || search !== '') return { status: known ? 200 : 404, html: shellPage };
  const fragment = await fetchFragment(`${origin}/${fragmentFile(pathname)}`, budgetMs);
  const page = fragment?.status === 200 ? composePage(shellPage, fragment.html, { remoteOrigin: origin, siteOrigin }) : null;
  if (page) return { status: 200, html: page };
  return { status: known ? 200 : 404, html: shellPage };
}
