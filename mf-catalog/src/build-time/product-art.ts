// The two pictures of every product, 600 × 600: view 1 the packshot (the product's container on a
// soft backdrop with leaves), view 2 a flat-lay of its key ingredient with a caption.
import type { Product } from '../domain/product-types';
import { MOTIF_COLORS, MOTIF_TURN, motifFor, motifSymbol } from './ingredients';
import { container, CONTAINER_HEIGHT, type ContainerKind, type Defs, sprig } from './packshots';
import { BRAND, PALETTES, paletteFor, type Palette } from './palettes';
import { emblemPath, themeFor } from './themes';
import { fitFontSize, hashString, IMAGE_SIZES, num, seededRandom, svgDocument, textBlock, wrapText } from './svg-markup';
import { subcategoryLabels } from '../domain/taxonomy';

/** What the pictures need of a product. */
export type ProductArtInput = Pick<Product, 'id' | 'name' | 'category' | 'subcategory'> & Partial<Pick<Product, 'ingredients'>>;


/** The container a product comes in, from its category and the words of its name. */
export function containerFor(product: Pick<Product, 'id' | 'name' | 'category'>): ContainerKind {
  const text = `${product.name} ${product.id}`.toLowerCase();
  if (product.category === 'health-packages' || /\b(package|bundle|kit|combo|gift)\b/.test(text)) return 'gift';
  if (/flask|thermos|tumbler|water bottle/.test(text)) return 'flask';
  if (/salt lamp|\blamp\b/.test(text)) return 'lamp';
  if (product.category === 'agricultural' || /fertili[sz]er|foliar|manure|pesticide/.test(text)) return 'jerrycan';
  if (/powder|fibre|fiber|husk|protein|collagen|cream|lotion|balm|\bgel\b|honey|scrub|butter|mask|salve|ointment/.test(text)) return 'jar';
  if (/mouthwash|mouth wash/.test(text)) return 'syrup';
  if (/chewing stick|miswak|twig/.test(text)) return 'pouch';
  if (product.category === 'dental-care' || /tooth|dental/.test(text)) return 'tube';
  if (/soap/.test(text)) return 'soap';
  if (/coffee|cocoa|granule|sachet|drink mix|patch/.test(text)) return 'box';
  if (/\btea\b|teabag|infusion/.test(text)) return 'pouch';
  if (product.category === 'sexual-wellness') return 'slim';
  if (/capsule|tablet|softgel|chewable|pill|caps\b/.test(text)) return 'bottle';
  if (/\boil\b|serum|drops|tincture|essence/.test(text)) return 'dropper';
  if (/juice|syrup|liquid|tonic|drink|wine|spray|wash|shampoo/.test(text)) return 'syrup';
  if (product.category === 'skincare') return 'jar';
  return 'bottle';
}

/** The line under the name on the label. */
function subline(product: ProductArtInput): string {
  if (product.category === 'health-packages') return 'Health Package';
  if (product.category === 'agricultural') return 'Organic Farming';
  return (subcategoryLabels as Record<string, string | undefined>)[product.subcategory] ?? 'Natural Health';
}

/**
 * An ingredient as a caption: without its dose, its parenthesis or a leading percentage,
 * capitalised. `Saw palmetto berry extract 320mg` → `Saw palmetto berry extract`.
 */
export function ingredientCaption(raw: string): string {
  const text = raw
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*\d+(?:\.\d+)?\s*%\s*/, '')
    .replace(/\s+\d[\d.,]*\s*(?:mg|mcg|µg|kg|g|ml|l|iu|%)(?:\/\w+)?(?:\s.*)?$/i, '')
    .replace(/\s+\d+:\d+.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const caption = text || raw.trim();
  return caption.charAt(0).toUpperCase() + caption.slice(1);
}

/** The key ingredient, as a caption ("Moringa leaf"), when the product lists any. */
function keyIngredient(product: ProductArtInput): string | undefined {
  const first = product.ingredients?.find((ingredient) => ingredient.trim() !== '');
  return first ? ingredientCaption(first) : undefined;
}

/** Alt text of a product's picture: also the picture's own <title>. */
export function productImageAlt(product: ProductArtInput, view: 1 | 2): string {
  if (view === 1) return `${product.name} by Mimea Naturals`;
  const ingredient = keyIngredient(product);
  return ingredient ? `${product.name}: key ingredient ${ingredient}` : `${product.name}: natural ingredients`;
}

/** How large each container is drawn in the 600 × 600 frame. */
const PACKSHOT_SCALE: Partial<Record<ContainerKind, number>> = { soap: 1.25, jar: 1.12, gift: 1.12, box: 1.02, lamp: 1.05 };

function packshotView(product: ProductArtInput, palette: Palette, hash: number): string {
  const defs: Defs = new Map();
  const kind = containerFor(product);
  const scale = PACKSHOT_SCALE[kind] ?? 1;
  const baseY = 530;
  const height = CONTAINER_HEIGHT[kind] * scale;
  const random = seededRandom(hash);
  const blobX = 300 + (random() - 0.5) * 90;
  const blobY = 250 + (random() - 0.5) * 60;
  const sprigLength = Math.min(300, Math.max(190, height * 0.72));
  let body =
    `<rect width="600" height="600" fill="${palette.bg}"/>` +
    `<circle cx="${num(blobX)}" cy="${num(blobY)}" r="220" fill="${palette.soft}"/>` +
    `<circle cx="${num(600 - blobX + 40)}" cy="${num(blobY + 120)}" r="120" fill="${palette.accent}" opacity=".22"/>`;
  body += sprig(defs, 300 - 90 * scale, baseY - 10, -38 - random() * 14, sprigLength, palette.main, palette.soft);
  body += sprig(defs, 300 + 90 * scale, baseY - 10, 34 + random() * 14, sprigLength * 0.85, palette.accent, palette.main, 4);
  body += `<ellipse cx="300" cy="${baseY + 6}" rx="${num(Math.min(230, 150 * scale + 40))}" ry="16" fill="${palette.deep}" opacity=".16"/>`;
  const theme = product.category === 'health-packages' ? themeFor(product.id, product.name) : undefined;
  const text = { name: product.name, subline: subline(product), emblem: theme ? emblemPath(theme.emblem) : undefined };
  body += `<g transform="translate(300 ${baseY})${scale !== 1 ? ` scale(${scale})` : ''}">${container(kind, palette, text, defs)}</g>`;
  return svgDocument({ width: IMAGE_SIZES.product.width, height: IMAGE_SIZES.product.height, title: productImageAlt(product, 1), body, defs: [...defs.values()].join('') });
}

function flatLayView(product: ProductArtInput, palette: Palette, hash: number): string {
  const ingredient = keyIngredient(product);
  const found = motifFor(ingredient, product.name);
  // Farm products show what they feed: leaves, not amino acids as capsules.
  const motif = product.category === 'agricultural' && found === 'capsule' ? 'leaf' : found;
  const random = seededRandom(hash ^ 0x9e3779b9);
  const cx = 300;
  const cy = 250;
  const turn = MOTIF_TURN[motif];
  const [mainFill, second, altFill] = MOTIF_COLORS[motif] ?? [palette.main, palette.accent, palette.deep];
  const item = (x: number, y: number, size: number, alternate: boolean) => {
    const fill = alternate ? altFill : mainFill;
    return `<use href="#m" fill="${fill}" color="${second}" transform="translate(${num(x)} ${num(y)}) rotate(${Math.round((random() * 2 - 1) * turn)}) scale(${Math.round(size * 100) / 100})"/>`;
  };
  let body =
    `<rect width="600" height="600" fill="${palette.soft}"/>` +
    `<circle cx="${cx + 6}" cy="${cy + 10}" r="176" fill="${palette.deep}" opacity=".12"/>` +
    `<circle cx="${cx}" cy="${cy}" r="176" fill="${BRAND.cream}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="146" fill="${palette.bg}" stroke="${palette.soft}" stroke-width="3"/>`;
  // In the bowl: a heap, densest in the middle.
  const inBowl = 11;
  for (let i = 0; i < inBowl; i++) {
    const angle = (i / inBowl) * Math.PI * 2 + random() * 0.5;
    const radius = i === 0 ? 0 : i < 4 ? 42 + random() * 14 : 88 + random() * 14;
    body += item(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius, 0.95 + random() * 0.3, i % 3 === 1);
  }
  // Around the bowl, scattered on the table, clear of the caption.
  for (const degrees of [205, 245, 292, 335, 22, 158]) {
    const angle = ((degrees + (random() - 0.5) * 16) * Math.PI) / 180;
    const radius = 222 + random() * 22;
    body += item(cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius, 0.75 + random() * 0.25, degrees % 2 === 1);
  }
  const caption = ingredient ?? 'Natural ingredients';
  const captionLines = caption.length > 28 ? wrapText(caption, Math.ceil(caption.length / 2) + 4, 2) : [caption];
  const captionSize = Math.min(captionLines.length > 1 ? 26 : 34, fitFontSize(captionLines, 520, 34, 14));
  const productLine = wrapText(`Key ingredient · ${product.name}`, 56, 1);
  body +=
    `<path d="M270 ${captionLines.length > 1 ? 466 : 476}h60" stroke="${BRAND.gold}" stroke-width="3" stroke-linecap="round"/>` +
    textBlock(captionLines, 300, captionLines.length > 1 ? 507 : 513, { size: captionSize, fill: palette.deep, weight: 700 }) +
    textBlock(productLine, 300, 560, { size: fitFontSize(productLine, 540, 18, 11, false), fill: BRAND.ink, opacity: 0.75 });
  return svgDocument({ width: IMAGE_SIZES.product.width, height: IMAGE_SIZES.product.height, title: productImageAlt(product, 2), body, defs: motifSymbol(motif) });
}

/**
 * A product's picture as SVG, 600 × 600 (IMAGE_SIZES.product). View 1 is the packshot, view 2
 * the key ingredient; colours come from the category and the hash of the id.
 */
export function productArt(product: ProductArtInput, view: 1 | 2): string {
  const hash = hashString(product.id);
  const theme = product.category === 'health-packages' ? themeFor(product.id, product.name) : undefined;
  const palette = theme ? PALETTES[theme.palette] : paletteFor(product.category, product.subcategory, product.id);
  return view === 1 ? packshotView(product, palette, hash) : flatLayView(product, palette, hash);
}
