// Small drawings of what goes into a product, for the flat-lay view: leaves, berries, honeycomb,
// capsules, roots, flowers, citrus slices, mushrooms, aloe, seeds, drops and mineral pebbles.
// Each is a symbol about 70 units across centred on (0, 0): its main parts take the `fill` of the
// <use>, its second colour is `currentColor` (the <use>'s `color`).

export type Motif =
  | 'leaf'
  | 'berry'
  | 'honey'
  | 'capsule'
  | 'root'
  | 'flower'
  | 'citrus'
  | 'mushroom'
  | 'aloe'
  | 'seed'
  | 'drop'
  | 'pebble';

/** Words in an ingredient (or a product name) and the motif that draws them, first match wins. */
const MOTIF_WORDS: [Motif, RegExp][] = [
  ['honey', /honey|bee|propolis|royal jelly|pollen|wax/],
  ['mushroom', /mushroom|reishi|ganoderma|lingzhi|cordyceps|shiitake|maitake|chaga/],
  ['citrus', /lemon|orange|citrus|lime|grapefruit|vitamin c|ascorbic/],
  ['berry', /berr|goji|grape|cherr|acai|açaí|pomegranate|baobab|hawthorn|cranberr|noni/],
  ['aloe', /aloe|cactus|sisal/],
  ['flower', /flower|rose|hibiscus|chamomile|lavender|jasmine|marigold|calendula|saffron|clover|blossom|safflower/],
  ['root', /root|bark|twig|stick|cinnamon|ginseng|ginger|turmeric|curcumin|maca|garlic|licorice|liquorice|yam|ashwagandha|tongkat|burdock/],
  ['seed', /seed|grain|\boats?\b|rice|soy|bean|\bpea\b|coffee|cocoa|cacao|flax|chia|\bnuts?\b|wheat|barley|corn|fibre|fiber|pumpkin|sesame/],
  ['drop', /oil|water|steel|flask|glycerin|serum|juice|vinegar|shea|butter|coconut/],
  ['pebble', /salt|charcoal|clay|mineral|fluoride|calcium|zinc|magnesium|iron|selenium|silica|potassium|nitrogen|phosph|npk|humic|kaolin/],
  ['capsule', /vitamin|omega|fish|collagen|protein|enzyme|probiotic|capsule|tablet|softgel|lecithin|chitosan|glucosamine|amino|coq10|l-/],
  ['leaf', /leaf|leaves|tea|herb|moringa|neem|mint|basil|kuding|gynostemma|stevia|ginkgo|sage|thyme|rosemary|spirulina|chlorella|alfalfa|wheatgrass|nettle|seaweed|kelp|green|grass|olive|artemisia|clove|melon|gourd|plantain/],
];

/** The motif of a product's key ingredient, or of its name when the ingredient is unknown. */
export function motifFor(ingredient: string | undefined, fallbackText: string): Motif {
  for (const text of [ingredient ?? '', fallbackText]) {
    const lower = text.toLowerCase();
    if (!lower) continue;
    for (const [motif, pattern] of MOTIF_WORDS) if (pattern.test(lower)) return motif;
  }
  return 'leaf';
}

const SYMBOLS: Record<Motif, string> = {
  leaf: '<path d="M-4 34C-34 10-30-30 6-40C34-14 26 22-4 34z"/><path d="M-2 30Q2-4 5-34" fill="none" stroke="currentColor" stroke-width="2.5"/>',
  berry:
    '<circle cx="-13" cy="6" r="15"/><circle cx="14" cy="8" r="15"/><circle cx="0" cy="-15" r="15"/><g fill="#fff" opacity=".45"><circle cx="-18" cy="1" r="4"/><circle cx="9" cy="3" r="4"/><circle cx="-5" cy="-20" r="4"/></g><path d="M0-30q4-10 14-14" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>',
  honey:
    '<path d="M0-34l15 8.5v17L0 0l-15-8.5v-17zM-16-4l15 8.5v17l-15 8.5-15-8.5v-17zM16-4l15 8.5v17l-15 8.5-15-8.5v-17z" stroke="currentColor" stroke-width="3" stroke-linejoin="round"/><circle cx="0" cy="-16" r="5" fill="#fff" opacity=".35"/>',
  capsule: '<rect x="-30" y="-13" width="60" height="26" rx="13"/><path d="M0-13h17a13 13 0 0 1 0 26H0z" fill="currentColor"/><rect x="-22" y="-8" width="16" height="5" rx="2.5" fill="#fff" opacity=".5"/>',
  root: '<path d="M-5-30q13-3 15 8q4 30-12 58q-4-4-4-12q-8-28 1-54z"/><path d="M4 2q10 8 18 6M-4 14q-10 6-18 2M2-30q-2-6 4-10q6 6-2 10" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/><path d="M-2-18h8M-3-6h9M-3 6h7" stroke="#fff" stroke-width="2" opacity=".35"/>',
  flower:
    '<g><ellipse cy="-18" rx="10" ry="17"/><ellipse cy="-18" rx="10" ry="17" transform="rotate(72)"/><ellipse cy="-18" rx="10" ry="17" transform="rotate(144)"/><ellipse cy="-18" rx="10" ry="17" transform="rotate(216)"/><ellipse cy="-18" rx="10" ry="17" transform="rotate(288)"/></g><circle r="9" fill="currentColor"/>',
  citrus:
    '<circle r="30"/><circle r="25" fill="currentColor"/><path d="M0 0V-23M0 0L22-7M0 0L13.5 18.6M0 0L-13.5 18.6M0 0L-22-7" stroke="#fff" stroke-width="3" opacity=".8"/><circle r="3" fill="#fff"/>',
  mushroom:
    '<path d="M-10 2h20l4 26q0 6-6 6h-16q-6 0-6-6z" fill="currentColor"/><path d="M-34 4q0-36 34-36t34 36q-34 8-68 0z"/><g fill="#fff" opacity=".5"><circle cx="-12" cy="-14" r="4"/><circle cx="10" cy="-20" r="3"/><circle cx="18" cy="-6" r="3.5"/></g>',
  aloe: '<path d="M0 34C-16 0-14-20 0-40C14-20 16 0 0 34z"/><path d="M-4 34C-34 14-38-6-36-24C-18-10-8 8-4 34zM4 34C34 14 38-6 36-24C18-10 8 8 4 34z" fill="currentColor"/>',
  seed: '<ellipse cx="-14" cy="-6" rx="9" ry="14" transform="rotate(-25 -14 -6)"/><ellipse cx="10" cy="-10" rx="9" ry="14" transform="rotate(30 10 -10)"/><ellipse cx="0" cy="16" rx="9" ry="14" transform="rotate(80 0 16)" fill="currentColor"/>',
  drop: '<path d="M0-36C14-16 24-4 24 10A24 24 0 0 1-24 10C-24-4-14-16 0-36z"/><path d="M-12 6q0-10 8-18" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".55"/>',
  pebble: '<path d="M-30 4c-4-18 14-28 30-24s26 14 22 28s-22 16-34 12s-16-6-18-16z"/><ellipse cx="20" cy="-18" rx="12" ry="9" fill="currentColor"/><path d="M-14-6q8-8 18-6" fill="none" stroke="#fff" stroke-width="3" opacity=".4" stroke-linecap="round"/>',
};

/**
 * The natural colours of a motif: [fill, second colour, alternate fill]. `null` takes the
 * product's palette (capsules are whatever colour the product is).
 */
export const MOTIF_COLORS: Record<Motif, [string, string, string] | null> = {
  leaf: ['#3F7D3A', '#9CC47C', '#2A5C2A'],
  berry: ['#A3263F', '#4F7D3A', '#5B1F4A'],
  honey: ['#E3A526', '#B87A12', '#EDBD4A'],
  capsule: null,
  root: ['#C9965A', '#8A5A2B', '#B37F45'],
  flower: ['#C2566E', '#F2C14E', '#8E2F55'],
  citrus: ['#E58A1F', '#F7C75A', '#E2B628'],
  mushroom: ['#8A4B2A', '#E9D8B8', '#A55A30'],
  aloe: ['#5E9E4E', '#3F7D3A', '#7AB05E'],
  seed: ['#6B4526', '#3A2A1C', '#8A6238'],
  drop: ['#E0B030', '#F5DA8A', '#C8931E'],
  pebble: ['#9A8F80', '#C9BFAF', '#6F665C'],
};

/** How far each motif may turn when scattered, in degrees either way: drops and mushrooms stay upright. */
export const MOTIF_TURN: Record<Motif, number> = {
  leaf: 180,
  berry: 180,
  honey: 30,
  capsule: 180,
  root: 60,
  flower: 180,
  citrus: 180,
  mushroom: 25,
  aloe: 40,
  seed: 180,
  drop: 15,
  pebble: 180,
};

/** The <defs> entry of a motif, as `<g id="m">…</g>`. */
export function motifSymbol(motif: Motif, id = 'm'): string {
  return `<g id="${id}">${SYMBOLS[motif]}</g>`;
}
