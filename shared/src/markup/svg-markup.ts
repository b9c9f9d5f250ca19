// The SVG the apps' builds draw by hand: the catalog's products and tiles, the content's covers,
// the fertilizer's illustrations. Build-time only (`@mimea/shared/markup`).

/** The one font stack of every drawn picture: system fonts only, no web font to fetch. */
export const SVG_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML (SVG, a sitemap) element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** A number in as few characters as possible: at most one decimal, `0.5` → `.5`, `-0.5` → `-.5`. */
export function svgNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (Object.is(rounded, -0) || rounded === 0) return '0';
  return String(rounded).replace(/^(-?)0\./, '$1.');
}

export interface SvgDocument {
  width: number;
  height: number;
  /** The drawing's elements. */
  body: string;
  /** What the picture shows, for assistive technology; without one it is decoration (the page's `<img alt>` speaks). */
  title?: string;
  /** Gradients and other definitions the body refers to. */
  defs?: string;
}

/** A whole SVG document of a fixed size, in the shop's font stack. */
export function svgDocument({ width, height, body, title, defs }: SvgDocument): string {
  const role = title === undefined ? 'aria-hidden="true"' : 'role="img"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${role} font-family="${SVG_FONT}">` +
    (title === undefined ? '' : `<title>${escapeXml(title)}</title>`) +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}
