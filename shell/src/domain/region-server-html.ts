// The HTML a remote's region arrived with (docs/architecture.md, section 4.1): in the page's
// <main>, the remote's page as a finished Suspense boundary, `<!--$-->` … `<!--/$-->`. When the
// remote's code then fails, the shell keeps that HTML as it is (components/remotes/kept-server-html.tsx).

/** One top-level node of the region's HTML: an element (its tag and inner HTML), or text. */
export type RegionNode = { tag: string; html: string | null } | { text: string };

/** React's comments that open a boundary (`$`, `$?`, `$!`, `$~`) or an activity (`&`). */
const OPENS = /^(\$[?!~]?|&)$/;
/** React's comments that close one. */
const CLOSES = /^\/(\$|&)$/;

/**
 * The top-level nodes of the first boundary in `main`, as they are in the document now, or null
 * when there is none or it holds what a plain copy cannot stand for (a boundary of its own).
 * Other comments (React's text separators) are left out: hydration skips them too.
 */
export function regionServerHtml(main: Element | null): RegionNode[] | null {
  const start = [...(main?.childNodes ?? [])].find((node) => node instanceof Comment && node.data === '$');
  if (!start) return null;
  const nodes: RegionNode[] = [];
  for (let node = start.nextSibling; node; node = node.nextSibling) {
    if (node instanceof Comment) {
      if (CLOSES.test(node.data)) return nodes;
      if (OPENS.test(node.data)) return null;
    } else if (node instanceof Element) {
      // A void element (an image) takes no inner HTML.
      nodes.push({ tag: node.localName, html: node.childNodes.length > 0 ? node.innerHTML : null });
    } else if (node instanceof Text) {
      nodes.push({ text: node.data });
    }
  }
  return null;
}
