// The remotes' published page lists, read by the shell's build from where each remote's build
// wrote them (config/apps.cjs `pages`). They are another team's output: checked, not trusted.
import fs from 'node:fs';
import path from 'node:path';
import type { PublishedPage } from '@mimea/shared/pure';
import { isOfficePath } from '../../../config/app-only-routes.cjs';

interface AppEntry {
  name: string;
  dir: string;
  pages?: string;
}

// config/ is the repo's tooling, not another app.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('../../../config/apps.cjs') as { apps: readonly AppEntry[] };

const REPO_ROOT = path.resolve(__dirname, '../../..');
/** A site path the servers can map to a file: letters, digits, `-`, `_` and `/`. */
const SAFE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one remote's list; throws naming the remote and the bad entry. */
export function parsePublishedPages(data: unknown, source: string): PublishedPage[] {
  if (!isObject(data) || !Array.isArray(data.pages)) throw new Error(`${source}: expected { "pages": [...] }`);
  return data.pages.map((page: unknown, index) => {
    const where = `${source}: page ${index}`;
    if (!isObject(page)) throw new Error(`${where} is not an object`);
    const { path: pagePath, title, description, priority, type, jsonLd, noindex } = page;
    if (typeof pagePath !== 'string' || !SAFE_PATH.test(pagePath)) throw new Error(`${where} has a bad path ${JSON.stringify(pagePath)}`);
    // The back office's addresses are its own page's, never a published (indexed) one.
    if (isOfficePath(pagePath)) throw new Error(`${where} (${pagePath}) is under /office, the back office's`);
    if (typeof title !== 'string' || title.trim() === '') throw new Error(`${where} (${pagePath}) has no title`);
    if (typeof description !== 'string' || description.trim() === '') throw new Error(`${where} (${pagePath}) has no description`);
    if (typeof priority !== 'number' || !(priority >= 0 && priority <= 1)) throw new Error(`${where} (${pagePath}) has a bad priority`);
    if (type !== undefined && type !== 'website' && type !== 'article' && type !== 'product') throw new Error(`${where} (${pagePath}) has a bad type`);
    if (jsonLd !== undefined && !(Array.isArray(jsonLd) && jsonLd.every(isObject))) throw new Error(`${where} (${pagePath}) has bad JSON-LD`);
    return {
      path: pagePath,
      title,
      description,
      priority,
      ...(type ? { type } : {}),
      ...(jsonLd ? { jsonLd: jsonLd as PublishedPage['jsonLd'] } : {}),
      ...(noindex === true ? { noindex: true } : {}),
    };
  });
}

/** Every remote's page-list file: where it is and whose it is (the remote's name and folder). */
export function pageListFiles(): { remote: string; app: string; file: string }[] {
  return apps.filter((app) => app.pages).map((app) => ({ remote: app.name, app: app.dir, file: path.join(REPO_ROOT, app.dir, 'dist', app.pages ?? '') }));
}

/**
 * Each remote's published pages, in the remotes' order (config/apps.cjs). A missing list fails
 * a production build (the sitemap would silently lack a remote's pages: build the remotes first,
 * as `npm run build` does); in development it is skipped with a warning. Two remotes publishing
 * one path fail.
 */
export function readPublishedPagesByRemote({ production }: { production: boolean }): { remote: string; pages: PublishedPage[] }[] {
  const lists: { remote: string; pages: PublishedPage[] }[] = [];
  const seen = new Map<string, string>();
  for (const { remote, app, file } of pageListFiles()) {
    if (!fs.existsSync(file)) {
      const message = `${path.relative(REPO_ROOT, file)} is missing: build ${app} before the shell (npm run build does)`;
      if (production) throw new Error(message);
      console.warn(`shell: ${message}; its pages are left out of the sitemap`);
      continue;
    }
    const pages = parsePublishedPages(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, app);
    for (const page of pages) {
      const owner = seen.get(page.path);
      if (owner) throw new Error(`${page.path} is published by both ${owner} and ${app}`);
      seen.set(page.path, app);
    }
    lists.push({ remote, pages });
  }
  return lists;
}

/** All published pages, in the remotes' order (readPublishedPagesByRemote). */
export function readPublishedPages(options: { production: boolean }): PublishedPage[] {
  return readPublishedPagesByRemote(options).flatMap((list) => list.pages);
}
