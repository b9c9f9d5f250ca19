/**
 * Every word of the fertilizer landing page (purchase spec sections 2.8 and 9), so marketing
 * edits this file without touching components (the popup's are in popup-content.ts). Claims
 * stay those of the spec; figures are written the way farmers read them on a label.
 */
import { FERTILIZER_NAME } from './fertilizer-name';
import type { IllustrationName } from './illustrations';

/** The two bottles NOPF comes in. */
export type PackSize = '100ml' | '1000ml';

export const nopfContent = {
  name: 'NutriPlant Organic Plus Fertilizer',
  shortName: 'NOPF',

  /** What the page's link previews and search results say (its title is the product's name). */
  meta: {
    description:
      'NutriPlant Organic Plus (NOPF): organic amino-acid fertilizer for stronger roots, greener leaves and a longer fruiting season. One bottle covers 1-6 hectares.',
  },

  hero: {
    eyebrow: 'Organic amino-acid fertilizer for Kenyan farms',
    tagline: 'Stronger roots, greener leaves and a longer fruiting season, from seed to harvest.',
    highlights: ['Amino acids 100g/L', 'Fe, Mn, Zn, B 20g/L', '1-6 hectares per bottle'],
    howToApply: 'How to apply',
    image: { name: 'hero', alt: 'Rows of green crops under the sun, with a 1000ml bottle of NOPF in front' },
  },

  whyChoose: {
    title: 'Why Choose NOPF?',
    intro: 'One organic fertilizer that feeds the crop through its leaves and its roots, from the seed to the last harvest.',
    reasons: [
      { title: 'Organic', text: 'Made from amino acids and trace elements that plants take up and use directly.' },
      { title: 'From seed to harvest', text: 'Use it to soak seeds, then through growth, flowering and fruiting.' },
      { title: 'A little goes far', text: 'Each bottle, 100ml or 1000ml, is suitable for 1-6 hectares.' },
      { title: 'Fits how you water', text: 'Apply it with a knapsack sprayer or through drip irrigation.' },
    ],
  },

  benefits: {
    title: 'Proven Benefits',
    image: { name: 'plant', alt: 'A fruiting plant with strong roots in the soil, flowers and ripe tomatoes' },
    items: [
      { title: 'Boosts photosynthesis and leaf development', text: 'Greener, fuller leaves that make more food for the plant.' },
      { title: 'Enhances root development', text: 'A deeper, wider root system that finds more water and nutrients.' },
      { title: 'Increases resistance to pests and diseases', text: 'A well-fed crop that stands up better to attack.' },
      { title: 'Promotes seed germination', text: 'Soaked seeds that sprout more evenly.' },
      { title: 'Enhances vascular tissue', text: 'Stronger stems that carry water and nutrients through the plant.' },
      { title: 'Extends the fruiting period', text: 'Flowers and fruit for longer in the season.' },
    ],
    note: 'Results depend on your soil, crop, weather and how the fertilizer is applied.',
  },

  inside: {
    title: "What's Inside",
    composition: [
      { label: 'Amino acids', amount: '100g/L' },
      { label: 'Trace elements (Fe, Mn, Zn, B)', amount: '20g/L' },
    ],
    traceElementsTitle: 'Trace elements',
    traceElements: [
      { symbol: 'Fe', name: 'Iron' },
      { symbol: 'Mn', name: 'Manganese' },
      { symbol: 'Zn', name: 'Zinc' },
      { symbol: 'B', name: 'Boron' },
    ],
    aminoAcidsTitle: 'Notable amino acids',
    aminoAcids: ['Glycine', 'Methionine', 'Threonine', 'Valine'],
  },

  application: {
    title: 'Application Guide',
    intro: 'Shake the bottle well and mix with clean water before use.',
    steps: [
      { title: 'Soak the seeds', text: 'Soak seeds for 6-10 hours in 10ml of NOPF per 10L of water, then plant.', image: 'soak' },
      { title: 'After germination', text: 'Once the seedlings are up, apply every 2-3 weeks.', image: 'sprout' },
      { title: 'Flowering and fruiting', text: 'Keep applying every 2-3 weeks through flowering and fruiting.', image: 'fruit' },
      { title: 'Spray or drip', text: 'Suitable for spray application and for drip irrigation.', image: 'spray' },
    ] satisfies { title: string; text: string; image: IllustrationName }[],
    advice: 'Not sure how much to mix for your crop and sprayer? Talk to a consultant before you apply.',
  },

  packs: {
    title: 'Pack Sizes',
    image: { name: 'packs', alt: 'A 100ml and a 1000ml bottle of NOPF side by side' },
    items: [
      { size: '100ml', coverage: 'Suitable for 1-6 hectares' },
      { size: '1000ml', coverage: 'Suitable for 1-6 hectares' },
    ] satisfies { size: PackSize; coverage: string }[],
  },

  endorsed: {
    title: 'Endorsed',
    text: 'NutriPlant Organic Plus has been endorsed by the presidents of three East African countries.',
  },

  order: {
    title: 'Order NOPF',
    text: 'Order on WhatsApp or call us: we confirm the price, delivery to your nearest pickup station and payment by M-Pesa.',
    packLabel: 'Bottle size',
    buyNow: 'Buy Now',
    consultant: 'Talk to a Consultant',
    callLine: 'Fertilizer orders and advice:',
  },
} as const;

/** The chat message of Buy Now, naming the chosen bottle. */
export function orderMessage(size: PackSize): string {
  return `Hello Mimea Naturals, I would like to order ${FERTILIZER_NAME}, ${size} bottle. Please tell me the price and delivery to my area.`;
}
