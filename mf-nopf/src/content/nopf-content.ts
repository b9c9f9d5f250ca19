/** Every text of the fertilizer pages, so marketing edits words without touching components. */
export const nopfContent = {
  name: 'NutriPlant Organic Plus Fertilizer',
  shortName: 'NOPF',
  tagline: 'An organic amino-acid fertilizer for stronger roots, greener leaves and longer fruiting.',
  packs: '100ml and 1000ml bottles, each suitable for 1-6 hectares.',
  orderMessage: 'Hello Mimea Naturals, I would like to order NutriPlant Organic Plus Fertilizer (NOPF).',
  enquiryMessage: 'Hello Mimea Naturals, I would like to know more about NutriPlant Organic Plus Fertilizer (NOPF).',
} as const;
