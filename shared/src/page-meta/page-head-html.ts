// A page's metadata as the HTML of its <head>, for what is written before any script runs: the
// remotes' rendered pages (shared/build/render-fragments.mjs) and the shell's route pages.
import { pageHeadTags, type HeadTag, type PageMeta } from './page-meta';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function tagHtml(tag: HeadTag): string {
  if (tag.tag === 'meta') return `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />`;
  if (tag.tag === 'link') return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`;
  return `<script type="application/ld+json">${tag.json}</script>`;
}

/** The <title> and the tags of `pageHeadTags`, one per line. */
export function pageHeadHtml(meta: PageMeta, origin: string): string {
  return [`<title>${escapeHtml(meta.title)}</title>`, ...pageHeadTags(meta, origin).map(tagHtml)].join('\n    ');
}
