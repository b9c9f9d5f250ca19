// The containers products come in, drawn flat with a soft cylinder shading: a capsule bottle, a
// tea pouch or box, a jar, a soap bar, a toothpaste tube, a slim bottle, a dropper bottle, a syrup
// bottle, a jerrycan, a steel flask, a salt lamp and a gift box. Each stands with the middle of
// its base at (0, 0), about 220–450 units tall, and carries a cream label.
import { BRAND, type Palette } from './palettes';
import { fitFontSize, num, textBlock, wrapText } from './svg-markup';

export type ContainerKind =
  | 'bottle'
  | 'pouch'
  | 'box'
  | 'jar'
  | 'soap'
  | 'tube'
  | 'slim'
  | 'dropper'
  | 'syrup'
  | 'jerrycan'
  | 'flask'
  | 'lamp'
  | 'gift';

/** Definitions a picture's <defs> must hold, by id: collected while drawing, written once. */
export type Defs = Map<string, string>;

/** The cylinder shading laid over a container: light on the left, shadow on the right. */
const SHADE_DEF =
  '<linearGradient id="s" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-opacity=".04"/><stop offset="1" stop-opacity=".2"/></linearGradient>';
/** Brushed steel, for the flask. */
const STEEL_DEF =
  '<linearGradient id="f" x2="1"><stop offset="0" stop-color="#8C979E"/><stop offset=".3" stop-color="#EEF2F4"/><stop offset=".55" stop-color="#B9C2C8"/><stop offset="1" stop-color="#6F7A82"/></linearGradient>';
/** A leaf pointing up from (0, 0), 100 long, with its midrib in `currentColor`. */
const LEAF_DEF =
  '<g id="l"><path d="M0 0C-30-20-34-70 0-100C34-70 30-20 0 0z"/><path d="M0-6V-88" fill="none" stroke="currentColor" stroke-width="3" opacity=".45"/></g>';

export function shadeFill(defs: Defs): string {
  defs.set('s', SHADE_DEF);
  return 'url(#s)';
}

export function addLeafDef(defs: Defs): void {
  defs.set('l', LEAF_DEF);
}

/** A leaf: `<use>` of the shared symbol, placed at (x, y), turned `rotate` degrees, `size` long. */
export function leaf(defs: Defs, x: number, y: number, rotate: number, size: number, fill: string, vein = '#fff', opacity?: number): string {
  addLeafDef(defs);
  const scale = Math.round((size / 100) * 100) / 100;
  return `<use href="#l" fill="${fill}" color="${vein}" transform="translate(${num(x)} ${num(y)}) rotate(${num(rotate)}) scale(${scale})"${opacity !== undefined ? ` opacity="${num(opacity)}"` : ''}/>`;
}

/** A small sprig: a curved stem with `count` leaves, growing from (x, y) towards `lean` degrees. */
export function sprig(defs: Defs, x: number, y: number, lean: number, length: number, fill: string, vein: string, count = 5): string {
  const radians = ((lean - 90) * Math.PI) / 180;
  const dx = Math.cos(radians) * length;
  const dy = Math.sin(radians) * length;
  const bend = lean > 0 ? -0.18 : 0.18;
  const cx = x + dx / 2 - dy * bend;
  const cy = y + dy / 2 + dx * bend;
  let out = `<path d="M${num(x)} ${num(y)}Q${num(cx)} ${num(cy)} ${num(x + dx)} ${num(y + dy)}" fill="none" stroke="${fill}" stroke-width="${num(length / 60)}" stroke-linecap="round"/>`;
  for (let i = 0; i < count; i++) {
    const t = 0.3 + (0.7 * i) / Math.max(1, count - 1);
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * (x + dx);
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * (y + dy);
    const side = i === count - 1 ? 0 : i % 2 === 0 ? -48 : 48;
    out += leaf(defs, px, py, lean + side, (length / 3.2) * (1 - t * 0.35), fill, vein);
  }
  return out;
}

/** What the label says: the product's name (wrapped) and a small line under it; or only the brand. */
export interface LabelText {
  name: string;
  subline?: string;
  /** A 24 × 24 icon path drawn above the brand instead of the small leaf. */
  emblem?: { d: string; evenOdd?: boolean };
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
}

interface LabelStyle {
  fill?: string;
  ink?: string;
  frame?: string;
}

/**
 * The name wrapped to be as large as it can in a `width` × `height` box: tries lines of 7 to 18
 * characters, at most three, and keeps the wrap with the largest font (fewer lines on a tie).
 */
export function fitName(name: string, width: number, height: number, maxSize = 40): { lines: string[]; size: number } {
  let best = { lines: wrapText(name, 16, 3), size: 0, score: 0 };
  const longestWord = Math.max(...name.split(/\s+/).map((word) => word.length));
  // Words are never split across lines unless one is longer than 18 characters.
  for (let chars = 18; chars >= Math.max(7, Math.min(18, longestWord)); chars--) {
    const lines = wrapText(name, chars, 3);
    const byWidth = fitFontSize(lines, width, maxSize, 9);
    const byHeight = height / (lines.length * 1.15 + 0.3);
    const size = Math.max(9, Math.floor(Math.min(byWidth, byHeight)));
    // A cut name (ellipsis) only wins when nothing else fits.
    const cut = lines.some((line) => line.endsWith('…'));
    const score = size * (cut ? 0.5 : 1);
    if (score > best.score) best = { lines, size, score };
  }
  return { lines: best.lines, size: best.size };
}

/** The label: a leaf, MIMEA NATURALS, the name as large as fits, a gold rule and the subline. */
function label(box: Rect, text: LabelText | null, palette: Palette, defs: Defs, style: LabelStyle = {}): string {
  const { x, y, w, h, r = 8 } = box;
  const ink = style.ink ?? palette.deep;
  const cx = x + w / 2;
  let out = `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${style.fill ?? BRAND.cream}"/>`;
  if (style.frame) {
    out += `<rect x="${num(x + 6)}" y="${num(y + 6)}" width="${num(w - 12)}" height="${num(h - 12)}" rx="${num(Math.max(0, r - 4))}" fill="none" stroke="${style.frame}" stroke-width="1.5"/>`;
  }
  const brandSize = Math.min(13, Math.max(6, w / 17));
  const top = y + Math.min(h * 0.12, 20);
  if (text?.emblem) {
    const size = brandSize * 2;
    out += `<path d="${text.emblem.d}" fill="${palette.main}"${text.emblem.evenOdd ? ' fill-rule="evenodd"' : ''} transform="translate(${num(cx - size / 2)} ${num(top + brandSize * 1.3 - size)}) scale(${Math.round((size / 24) * 100) / 100})"/>`;
  } else {
    out += leaf(defs, cx, top + brandSize * 1.3, 0, brandSize * 1.5, BRAND.gold, BRAND.cream);
  }
  out += textBlock(['MIMEA NATURALS'], cx, top + brandSize * 2.2, { size: brandSize, fill: ink, weight: 600, spacing: brandSize * 0.16 });
  const nameTop = top + brandSize * 3.2;
  const sublineSize = Math.max(7, brandSize * 0.95);
  const bottom = y + h - (text?.subline ? sublineSize * 2.4 : h * 0.1);
  if (!text) {
    // A label without words: two soft bars stand for the small print.
    const barY = (nameTop + bottom) / 2;
    return (
      out +
      `<rect x="${num(cx - w * 0.32)}" y="${num(barY - 6)}" width="${num(w * 0.64)}" height="7" rx="3.5" fill="${palette.main}" opacity=".55"/>` +
      `<rect x="${num(cx - w * 0.22)}" y="${num(barY + 7)}" width="${num(w * 0.44)}" height="5" rx="2.5" fill="${palette.accent}"/>`
    );
  }
  const { lines, size } = fitName(text.name, w * 0.86, bottom - nameTop);
  const nameMid = (nameTop + bottom) / 2;
  out += textBlock(lines, cx, nameMid, { size, fill: ink, weight: 700 });
  if (text.subline) {
    const ruleY = bottom + sublineSize * 0.1;
    out += `<path d="M${num(cx - w * 0.18)} ${num(ruleY)}h${num(w * 0.36)}" stroke="${BRAND.gold}" stroke-width="2"/>`;
    out += textBlock([text.subline], cx, ruleY + sublineSize * 1.15, { size: sublineSize, fill: ink, opacity: 0.8 });
  }
  return out;
}

/** `<path>` with the cylinder shading over the same outline. */
function shaded(d: string, fill: string, defs: Defs): string {
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="${shadeFill(defs)}"/>`;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${num(x + r)} ${num(y)}h${num(w - 2 * r)}a${num(r)} ${num(r)} 0 0 1 ${num(r)} ${num(r)}v${num(h - 2 * r)}a${num(r)} ${num(r)} 0 0 1-${num(r)} ${num(r)}h-${num(w - 2 * r)}a${num(r)} ${num(r)} 0 0 1-${num(r)}-${num(r)}v-${num(h - 2 * r)}a${num(r)} ${num(r)} 0 0 1 ${num(r)}-${num(r)}z`;
}

/** Vertical grip lines on a cap. */
function ridges(x: number, y: number, w: number, h: number, color: string, count: number): string {
  let d = '';
  const step = w / (count + 1);
  for (let i = 1; i <= count; i++) d += `M${num(x + i * step)} ${num(y)}v${num(h)}`;
  return `<path d="${d}" stroke="${color}" stroke-width="2" opacity=".35"/>`;
}

/** How tall each container stands, for placing groups of them. */
export const CONTAINER_HEIGHT: Record<ContainerKind, number> = {
  bottle: 380,
  pouch: 380,
  box: 380,
  jar: 300,
  soap: 220,
  tube: 420,
  slim: 440,
  dropper: 420,
  syrup: 420,
  jerrycan: 380,
  flask: 440,
  lamp: 360,
  gift: 330,
};

/** How wide each container is at its widest (caps and lids included). */
export const CONTAINER_WIDTH: Record<ContainerKind, number> = {
  bottle: 224,
  pouch: 268,
  box: 272,
  jar: 292,
  soap: 352,
  tube: 208,
  slim: 192,
  dropper: 192,
  syrup: 196,
  jerrycan: 260,
  flask: 148,
  lamp: 260,
  gift: 352,
};

/**
 * Three containers side by side, the middle one in front and tallest, overlapping a little,
 * centred on `centreX` and kept between `minX` and `maxX`: `[kind, x, scale]` in drawing order.
 */
export function arrangeGroup(
  kinds: readonly [ContainerKind, ContainerKind, ContainerKind],
  centreX: number,
  middleHeight: number,
  sideHeight: number,
  minX: number,
  maxX: number,
): [ContainerKind, number, number][] {
  const overlap = 24;
  const [left, middle, right] = kinds;
  // Tall and narrow things grow to the height, short and wide ones (soap, gift) stop at a width.
  const natural = (kind: ContainerKind, height: number) => Math.min(1.1, height / CONTAINER_HEIGHT[kind], (height * 0.78) / CONTAINER_WIDTH[kind]);
  let sm = natural(middle, middleHeight);
  let sl = natural(left, sideHeight);
  let sr = natural(right, sideHeight);
  const total = CONTAINER_WIDTH[left] * sl + CONTAINER_WIDTH[middle] * sm + CONTAINER_WIDTH[right] * sr - 2 * overlap;
  const fit = Math.min(1, (maxX - minX) / total);
  const round = (value: number) => Math.round(value * fit * 100) / 100;
  [sm, sl, sr] = [round(sm), round(sl), round(sr)];
  const halfMiddle = (CONTAINER_WIDTH[middle] * sm) / 2;
  const halfLeft = (CONTAINER_WIDTH[left] * sl) / 2;
  const halfRight = (CONTAINER_WIDTH[right] * sr) / 2;
  let shift = 0;
  if (centreX + halfMiddle + 2 * halfRight - overlap > maxX) shift = maxX - (centreX + halfMiddle + 2 * halfRight - overlap);
  if (centreX + shift - halfMiddle - 2 * halfLeft + overlap < minX) shift = minX - (centreX - halfMiddle - 2 * halfLeft + overlap);
  const middleX = centreX + shift;
  return [
    [left, middleX - halfMiddle - halfLeft + overlap, sl],
    [right, middleX + halfMiddle + halfRight - overlap, sr],
    [middle, middleX, sm],
  ];
}

/**
 * One container with its label, base centred on (0, 0). `text` null draws a label with the
 * brand only (used in groups, where names would be too small to read).
 */
export function container(kind: ContainerKind, palette: Palette, text: LabelText | null, defs: Defs): string {
  const { main, deep, accent } = palette;
  switch (kind) {
    case 'bottle': {
      const body = roundedRect(-112, -290, 224, 290, 30);
      return (
        `<rect x="-72" y="-312" width="144" height="30" rx="6" fill="${deep}"/>` +
        shaded(body, main, defs) +
        `<rect x="-82" y="-382" width="164" height="78" rx="12" fill="${deep}"/>` +
        `<rect x="-82" y="-382" width="164" height="78" rx="12" fill="${shadeFill(defs)}"/>` +
        ridges(-82, -372, 164, 58, BRAND.cream, 11) +
        label({ x: -112, y: -236, w: 224, h: 186, r: 0 }, text, palette, defs)
      );
    }
    case 'pouch': {
      const body = 'M-124-372h248l10 332q1 40-40 40h-188q-41 0-40-40z';
      return (
        shaded(body, main, defs) +
        `<path d="M-124-372h248l1.3 40h-250.6z" fill="${deep}" opacity=".35"/>` +
        `<path d="M-108-358h216" stroke="${BRAND.cream}" stroke-width="2" stroke-dasharray="6 5" opacity=".6"/>` +
        `<circle cy="-350" r="9" fill="${BRAND.cream}" opacity=".85"/>` +
        label({ x: -96, y: -306, w: 192, h: 214, r: 14 }, text, palette, defs) +
        `<rect x="-60" y="-78" width="120" height="42" rx="21" fill="${BRAND.cream}" opacity=".3"/>` +
        leaf(defs, -18, -48, -70, 34, accent, deep) +
        leaf(defs, 16, -46, 64, 30, accent, deep) +
        leaf(defs, 0, -44, 4, 28, accent, deep)
      );
    }
    case 'box': {
      return (
        `<path d="M88-332l52-34v332l-52 34z" fill="${deep}"/>` +
        `<path d="M-132-332l52-34h220l-52 34z" fill="${accent}"/>` +
        shaded('M-132-332h220v332h-220z', main, defs) +
        label({ x: -114, y: -300, w: 184, h: 230, r: 10 }, text, palette, defs) +
        `<path d="M-132-44h220" stroke="${BRAND.gold}" stroke-width="6"/>`
      );
    }
    case 'jar': {
      const body = roundedRect(-134, -226, 268, 226, 36);
      return (
        shaded(body, main, defs) +
        `<rect x="-146" y="-296" width="292" height="78" rx="14" fill="${deep}"/>` +
        `<rect x="-146" y="-296" width="292" height="78" rx="14" fill="${shadeFill(defs)}"/>` +
        `<path d="M-146-236h292" stroke="${BRAND.gold}" stroke-width="4"/>` +
        label({ x: -134, y: -190, w: 268, h: 156, r: 0 }, text, palette, defs)
      );
    }
    case 'soap': {
      return (
        `<rect x="-176" y="-118" width="352" height="118" rx="30" fill="${deep}" opacity=".9"/>` +
        `<rect x="-176" y="-220" width="352" height="180" rx="40" fill="${accent}"/>` +
        `<rect x="-176" y="-220" width="352" height="180" rx="40" fill="${shadeFill(defs)}"/>` +
        `<rect x="-158" y="-206" width="316" height="150" rx="30" fill="none" stroke="#fff" stroke-width="3" opacity=".35"/>` +
        `<rect x="-104" y="-220" width="208" height="220" fill="${main}"/>` +
        `<path d="M-104-40h208" stroke="${deep}" stroke-width="2" opacity=".4"/>` +
        label({ x: -94, y: -208, w: 188, h: 156, r: 6 }, text, palette, defs) +
        leaf(defs, -146, -98, -120, 36, '#fff', accent, 0.5) +
        leaf(defs, 146, -98, 120, 36, '#fff', accent, 0.5)
      );
    }
    case 'tube': {
      const body = 'M-104-398h208l-24 318q-4 30-40 30h-80q-36 0-40-30z';
      return (
        shaded(body, '#FFFFFF', defs) +
        `<path d="M-104-398h208l-3 40h-202z" fill="${main}"/>` +
        `<path d="M-96-388h192M-96-378h192M-96-368h192" stroke="#fff" stroke-width="2" opacity=".5"/>` +
        `<path d="M-98-120L98-300l-14 182q-3 30-40 30h-80q-36 0-40-30z" fill="${main}" opacity=".9"/>` +
        `<path d="M-98-120L98-300l-1 16L-97-106z" fill="${BRAND.gold}"/>` +
        label({ x: -88, y: -340, w: 176, h: 176, r: 10 }, text, palette, defs) +
        `<rect x="-48" y="-52" width="96" height="52" rx="8" fill="${deep}"/>` +
        ridges(-48, -46, 96, 40, '#fff', 7)
      );
    }
    case 'slim': {
      const body = 'M-96-300q0-46 62-62v-22h68v22q62 16 62 62v282q0 18-18 18h-156q-18 0-18-18z';
      return (
        shaded(body, deep, defs) +
        `<rect x="-38" y="-446" width="76" height="68" rx="10" fill="${BRAND.gold}"/>` +
        `<rect x="-38" y="-446" width="76" height="68" rx="10" fill="${shadeFill(defs)}"/>` +
        `<path d="M-34-372h68" stroke="${BRAND.gold}" stroke-width="5"/>` +
        label({ x: -80, y: -280, w: 160, h: 220, r: 4 }, text, palette, defs, { frame: BRAND.gold }) +
        `<path d="M-60-36q60 26 120 0" fill="none" stroke="${BRAND.gold}" stroke-width="2" opacity=".6"/>`
      );
    }
    case 'dropper': {
      const body = 'M-96-214q0-42 44-54v-12h104v12q44 12 44 54v196q0 18-18 18h-156q-18 0-18-18z';
      return (
        shaded(body, main, defs) +
        `<rect x="-56" y="-330" width="112" height="56" rx="8" fill="${deep}"/>` +
        ridges(-56, -324, 112, 44, '#fff', 8) +
        `<path d="M-30-330v-56a30 30 0 0 1 60 0v56z" fill="${deep}"/>` +
        `<path d="M-30-330v-56a30 30 0 0 1 60 0v56z" fill="${shadeFill(defs)}"/>` +
        label({ x: -96, y: -198, w: 192, h: 164, r: 0 }, text, palette, defs)
      );
    }
    case 'syrup': {
      const body = 'M-98-262q0-50 58-70v-30h80v30q58 20 58 70v244q0 18-18 18h-160q-18 0-18-18z';
      return (
        shaded(body, main, defs) +
        `<rect x="-48" y="-418" width="96" height="60" rx="8" fill="${deep}"/>` +
        ridges(-48, -412, 96, 48, '#fff', 7) +
        label({ x: -98, y: -246, w: 196, h: 196, r: 0 }, text, palette, defs)
      );
    }
    case 'jerrycan': {
      const body = 'M-130-300q0-30 30-30h60l20-46h110q40 0 40 40v306q0 30-30 30h-200q-30 0-30-30z';
      return (
        `<rect x="-116" y="-372" width="60" height="34" rx="6" fill="${deep}"/>` +
        shaded(body, main, defs) +
        `<path d="M-2-360h98q18 0 18 18v6h-130z" fill="${BRAND.cream}" opacity=".55"/>` +
        `<path d="M-110-24h220" stroke="${deep}" stroke-width="3" opacity=".3"/>` +
        label({ x: -108, y: -290, w: 216, h: 236, r: 14 }, text, palette, defs) +
        leaf(defs, 84, -70, 30, 42, BRAND.forest, accent)
      );
    }
    case 'flask': {
      defs.set('f', STEEL_DEF);
      return (
        `<rect x="-74" y="-404" width="148" height="404" rx="22" fill="url(#f)"/>` +
        `<rect x="-66" y="-450" width="132" height="52" rx="12" fill="${deep}"/>` +
        `<rect x="-66" y="-450" width="132" height="52" rx="12" fill="${shadeFill(defs)}"/>` +
        `<path d="M-74-392h148" stroke="#fff" stroke-width="3" opacity=".5"/>` +
        label({ x: -74, y: -300, w: 148, h: 200, r: 0 }, text, palette, defs, { fill: main, ink: BRAND.cream }) +
        `<rect x="-74" y="-300" width="148" height="200" fill="${shadeFill(defs)}"/>`
      );
    }
    case 'lamp': {
      // A pink salt rock glowing on a wooden base, with a hanging tag.
      defs.set('r', '<radialGradient id="r"><stop offset=".3" stop-color="#FFC98F" stop-opacity=".75"/><stop offset="1" stop-color="#FFC98F" stop-opacity="0"/></radialGradient>');
      return (
        `<circle cy="-210" r="190" fill="url(#r)"/>` +
        `<path d="M-100-60-118-170-70-300-10-352 60-320 112-210 104-60z" fill="#F2A679"/>` +
        `<path d="M-70-300-20-180-118-170zM-10-352-20-180 60-320z" fill="#fff" opacity=".22"/>` +
        `<path d="M60-320 30-190 112-210z" fill="#C0573A" opacity=".3"/>` +
        `<path d="M-20-180 30-190 104-60H-100z" fill="#E07B53" opacity=".35"/>` +
        `<path d="M-132-62h264l-10 62h-244z" fill="#8A5A2B"/>` +
        `<path d="M-132-62h264" stroke="#B27A44" stroke-width="5"/>` +
        `<path d="M46-150q18 20 38 36" fill="none" stroke="${deep}" stroke-width="2"/>` +
        `<g transform="rotate(-6 84 -110)">${label({ x: 14, y: -116, w: 150, h: 112, r: 8 }, text, palette, defs, { frame: BRAND.gold })}</g>`
      );
    }
    case 'gift': {
      return (
        shaded('M-160-236h320v236h-320z', main, defs) +
        `<path d="M-176-290h352v60h-352z" fill="${deep}"/>` +
        `<path d="M-176-290h352v60h-352z" fill="${shadeFill(defs)}"/>` +
        `<path d="M-176-262h352" stroke="${BRAND.gold}" stroke-width="16"/>` +
        `<path d="M0-290c-30-60-100-56-86-18c8 20 52 20 86 18zM0-290c30-60 100-56 86-18c-8 20-52 20-86 18z" fill="${BRAND.gold}"/>` +
        `<path d="M0-290c-12 20-30 36-46 44M0-290c12 20 30 36 46 44" stroke="${BRAND.gold}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
        `<circle cy="-290" r="13" fill="${BRAND.goldLight}"/>` +
        label({ x: -120, y: -206, w: 240, h: 176, r: 10 }, text, palette, defs)
      );
    }
  }
}
